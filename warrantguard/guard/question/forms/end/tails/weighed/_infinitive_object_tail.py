"""A phrase after B's articled object when each option repeats its own "to" and A is a bare verb ("to drive or to
take the train | into Manchester on match day"): A, a whole verb phrase of one word, has no place of its own to
stand against B's, so the phrase is the trip or the time both options are for, as in "to walk or to take the bus | to
work"."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token, is_verb

__all__ = ["infinitive_object_tail_b"]


def infinitive_object_tail_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B to the end of its articled object when A is one bare verb after its own "to" and B a verb and an articled
    object after its own ("to drive or to take the train into Manchester …" -> "take the train"); ``b`` otherwise
    ("to stay or to move | to Canada": no object; "drive or take the train into …": no repeated "to")."""
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if before_a is None or before_b is None or before_a.low != "to" or before_b.low != "to":
        return b
    if len(a) != 1 or not a[0].text.isalpha() or not a[0].text.islower() or len(b) < 4:
        return b
    if not is_verb(b[0]) or b[1].low not in ARTICLES:
        return b
    k = next((k for k in range(3, len(b)) if b[k].low in PREPOSITIONS), None)
    if k is None or not all(t.text.isalpha() and t.text.islower() for t in b[2:k]):
        return b
    return b[:k]
