"""A noun and a clause of its own with no relative word before option A's verb ("whether this is a stain I can |
bleach or just wash out"): the pronoun and its modal are the clause's subject, so A starts at the verb after them
(:func:`zero_relative_a`)."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.subjects._modal_subject import modal_verb_word
from warrantguard.guard.question.words import (
    ADVERBS,
    DETERMINERS,
    MODALS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
)

__all__ = ["zero_relative_a"]

_INDEFINITES = frozenset({"something", "anything", "one", "thing"})  # heads of a clause without a relative word


def zero_relative_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A cut to the verb after "<noun> <pronoun> <modal>" when B opens on a verb, alone or after an adverb ("… a stain
    I can | bleach or just wash out"); A as it was otherwise (not "buy what I can afford or lease": no noun heads the
    clause)."""
    k = next((k for k in range(1, len(a) - 2) if a[k].low in PRONOUNS and a[k + 1].low in MODALS), None)
    if k is None or not modal_verb_word(a[k + 2]) or not _opens_on_verb(b):
        return a
    head, det = a[k - 1], a[k - 2] if k > 1 else around.prev(a[0])  # "a stain": the article may stand before A
    headed = head.low in _INDEFINITES or (det is not None and det.low in DETERMINERS and head.text.isalpha())
    return a[k + 2 :] if headed and head.low not in PRONOUNS | DETERMINERS else a


def _opens_on_verb(b: list[Token]) -> bool:
    """Does B open on a verb, alone or after one adverb ("just wash out")?"""
    k = 1 if len(b) > 1 and b[0].low in ADVERBS else 0
    return is_verb(b[k], initial=True)
