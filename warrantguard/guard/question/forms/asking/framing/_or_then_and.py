""""between" with "or" and then "and" inside B ("between a Samsung Bespoke AI combo or | a separate washer and dryer"):
both options open on an article and close on a head noun, and the "and" joins a bare noun closing B to B's own
noun, so the "or" splits the options (not "between a latte or a mocha and a cake": "a" after the "and" may open a
second option; not "between a Dyson or a Shark vacuum and mop": A has no head of its own, so "vacuum and mop" may
be both's)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, POSSESSIVES, PREPOSITIONS, PRONOUNS
from warrantguard.guard.question.words import text as tx

__all__ = ["or_then_and"]

_CLOSING_NOUN = 2  # words after the "and" that close B ("dryer", "dryer combo")


def or_then_and(span_mask: str, joins: list[re.Match[str]]) -> list[re.Match[str]]:
    """The "or" alone when the joins after "between" are "or" then "and", both sides open on an article and a bare
    lower-case noun or two close B after the "and" ("a … combo or a separate washer and | dryer"); ``joins``
    otherwise."""
    if len(joins) != 2 or joins[0].group(0).lower() != "or" or joins[1].group(0).lower() != "and":
        return joins
    first, between = tx.tokens(span_mask[: joins[0].start()]), tx.tokens(span_mask[joins[0].end() : joins[1].start()])
    after = tx.tokens(span_mask[joins[1].end() :])
    if len(first) < 3 or len(between) < 3 or first[0].low not in ARTICLES or between[0].low not in ARTICLES:
        return joins  # "between a gas or an electric oven | and hob": A a bare modifier, the head after B both's?
    if not (first[-1].text.isalpha() and first[-1].text.islower()):
        return joins  # A closes on its own head noun ("… AI combo"), as B does before its "and"
    if not 0 < len(after) <= _CLOSING_NOUN or not all(t.text.isalpha() and t.text.islower() for t in after):
        return joins
    return joins if after[0].low in DETERMINERS | POSSESSIVES | PRONOUNS | PREPOSITIONS else joins[:1]
