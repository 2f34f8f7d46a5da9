"""Two options written with a slash or a pipe between them, opening the prompt (see ``_options``).

"React Native / Flutter — which one for …?", "blue spruce | white pine -- which one …", "ssd/hdd
-- which?", "Renew license: online / in person. Which is faster …?": option A opens the prompt (after a
tag or a short heading), option B runs to a dash or a sentence's end and a clause asking which, and
each is a short noun phrase (one to three words, each starting with a letter, a first "in" / "on" /
"by" allowed; not a pronoun, "yes" / "no", "pros" / "cons"; a verb or an -ing word leads A in only when it leads B in
too: not "Need tile / vinyl plank …").

Without the clause asking which the slash is refused: it also writes one thing of two parts
("TCP/IP", "km/h", "and/or", "24/7") and the corpus keeps "Apple Watch / Garmin for marathon
training?" refused. A slash anywhere else in a sentence, a slash between numbers or single letters,
a third slashed word and a prompt with an "or" of its own are left to the other rules.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking._enumerated import WHICH_ASKED
from warrantguard.guard.question.words import (
    AUX,
    COMPARISON_NOUNS,
    COPULAS,
    NON_OPTIONS,
    POSSESSIVES,
    PRONOUNS,
    is_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["slashed_pair"]

_WORD = r"(?!(?:for|and|or|with|of|to|in|on)\b)[A-Za-z][\w'’+#.·-]*"
# A side may open with a preposition of manner: "online / in person", "by car / on foot".
_SIDE = rf"(?:(?:in|on|by) )?{_WORD}(?: {_WORD}){{0,2}}"
# A short heading may come first: "Renew license: online / in person. Which is faster …?".
_HEADING = r"(?:[A-Za-z][\w'’-]*(?: [A-Za-z][\w'’-]*){0,3}:\s+)?"
# The clause asking which follows a dash ("— which one …") or opens the next sentence ("… in person. Which is …").
_BREAK = r"(?:\s*(?:-{2,3}|[–—]|\s-)\s*|[.?!]\s+)"
_SLASHED = re.compile(rf"{_HEADING}(?P<a>{_SIDE})(?:\s*[/|]\s*)(?P<b>{_SIDE}){_BREAK}{WHICH_ASKED}", re.I)
_NOT_SIDES = PRONOUNS | POSSESSIVES | AUX | COPULAS | NON_OPTIONS | COMPARISON_NOUNS | frozenset({"yes"})


def slashed_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two options of a prompt opening "A / B" or "A | B" (see the module's docstring), or ``None``."""
    if tx.OR.search(masked) or tx.BETWEEN.search(masked):
        return None
    m = _SLASHED.match(masked, tx.tag_length(masked))
    if m is None:
        return None
    sides = [tx.tokens(text[m.start(g) : m.end(g)], m.start(g)) for g in ("a", "b")]
    if any(len(t.low) < 2 or t.low in _NOT_SIDES for side in sides for t in side):
        return None  # "w/", "I/O", "he/she", "yes/no", "pros / cons"
    if _led(sides[0]) and not _led(sides[1]):
        return None  # "Need tile / vinyl plank …", "Installing tile / …": a verb leads A in, not B
    return tx.span_text(text, sides[0]), tx.span_text(text, sides[1])


def _led(side: list[tx.Token]) -> bool:
    """Does a verb or an -ing word open a side of more than one word that is not a name ("Need tile",
    "Running shoes"; not "React Native")?"""
    first = side[0]
    name = all(t.capitalized for t in side)
    return len(side) > 1 and not name and (is_verb(first, initial=True) or tx.ing_word(first.low))
