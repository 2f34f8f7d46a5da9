"""A subject's progressive verb before a noun pair ("if we're | doing venison chili or backstrap medallions"): the
"-ing" verb after "we're" is said of both objects when B opens on no verb, so A starts after it."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    PREPOSITIONS,
    PRONOUNS,
    SUBJECT_CONTRACTIONS,
    Around,
    Token,
    ing_word,
    is_verb,
)

__all__ = ["progressive_lead_a"]

_BE = frozenset({"are", "is", "am", "was", "were"})


def _progressive_subject(verb: Token, around: Around) -> bool:
    """Does a subject and its "be" stand before ``verb`` ("we're | doing", "we are | doing")?"""
    prev = around.prev(verb)
    if prev is None:
        return False
    if prev.low in SUBJECT_CONTRACTIONS:
        return True
    subject = around.prev(prev)
    return prev.low in _BE and subject is not None and subject.low in PRONOUNS


def progressive_lead_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past its opening "-ing" verb after a subject's "be" when B opens on a lower-case noun, no "-ing" word, no
    verb ("we're doing | venison chili or backstrap medallions"); A as it was otherwise ("we're renting a cabin or
    buying one", "we're going | to Austin or …": a preposition after the verb)."""
    if len(a) < 2 or not ing_word(a[0].low) or a[1].low in PREPOSITIONS or not _progressive_subject(a[0], around):
        return a
    if not b or ing_word(b[0].low) or is_verb(b[0]) or b[0].capitalized != a[1].capitalized:
        return a
    return a[1:]
