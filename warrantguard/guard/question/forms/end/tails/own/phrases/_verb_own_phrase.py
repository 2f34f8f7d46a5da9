"""Prepositional phrases closing the sentence after a verb-phrase B that are B's verb's own: where B's adverb of
direction points ("… or go straight | for UC with LCWRA"), what B's verb waits for past how long ("… or waiting 18
months | for the DFG"), and B's means against A's own means ("to lease through Motability or to buy outright | with
my savings")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import (
    NUMBER_WORDS,
    TIME_NOUNS,
    TIME_UNITS,
    Around,
    Token,
    is_verb,
)

__all__ = ["aimed_b", "means_against_means_b", "waited_for_b"]

_AIMED = frozenset({"straight", "direct", "directly"})
_AIM_PREPS = frozenset({"for", "to", "into", "onto", "at"})
_WAITING = frozenset({"wait", "waiting", "waited"})
_COUNTS = frozenset({"a", "an", "another", "few", "couple", "of", "several", "more", "extra"})
_MEANS_PREPS = frozenset({"through", "via", "with", "by"})
_OWNERS = frozenset({"my", "our", "his", "her", "their", "your"})


def aimed_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the phrase its closing adverb of direction points at, when B is a verb and that adverb ("… or go
    straight | for UC with LCWRA", "… or head directly | to the hospital"): "go straight" alone says not where;
    ``b`` otherwise ("… or drink it straight | for the taste": an object between)."""
    if not a or len(b) != 2 or b[1].low not in _AIMED or not is_verb(b[0], initial=True):
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 6 or rest[0].low not in _AIM_PREPS:
        return b
    return [*b, *rest]


def waited_for_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the "for" phrase closing the sentence when B waits for a span ("… or waiting 18 months | for the DFG",
    "… or wait a few weeks | for the referral"): what B waits for, B's own; ``b`` otherwise (a second span: "… or
    wait 4 months | for 2 years")."""
    if not a or len(b) < 3 or b[0].low not in _WAITING or b[-1].low.removesuffix("s") not in TIME_UNITS | {"day"}:
        return b
    if not all(t.low[:1].isdigit() or t.low in NUMBER_WORDS or t.low in _COUNTS for t in b[1:-1]):
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 5 or rest[0].low != "for":
        return b
    if any(t.low.removesuffix("s") in TIME_NOUNS | TIME_UNITS | {"day"} for t in rest[1:]):
        return b
    return [*b, *rest]


def means_against_means_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the means phrase closing the sentence when A is a verb and its own means ("lease through Motability")
    and B a verb and its adverb ("… or buy outright | with my savings"): each option's own means; ``b`` otherwise
    ("lease it or buy outright | with my savings": A has no means of its own)."""
    if len(a) < 3 or len(b) != 2 or a[1].low not in _MEANS_PREPS or not is_verb(a[0], initial=True):
        return b
    if not is_verb(b[0], initial=True) or is_verb(b[1]) or not b[1].low.isalpha():
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 4 or rest[0].low not in _MEANS_PREPS or rest[1].low not in _OWNERS:
        return b
    return [*b, *rest]
