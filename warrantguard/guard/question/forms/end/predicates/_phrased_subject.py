"""A subject pair whose options each carry a phrase of their own: "would apartment 2A with the yard or 5C | near the
dog park | work better": A holds its phrase, so the phrase after B, up to the predicate's verb, is B's."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.predicates._predicate import predicate_index
from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb

__all__ = ["phrased_subject_b"]

_BOUND = 5  # words of B's phrase at most
_NOT_PHRASE = frozenset({"or", "and", "but", "if", "when", "because", "than", "to", "that", "which", "who"})


def phrased_subject_b(a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """B with its preposition's phrase up to the predicate's verb when A, a subject, holds a phrase of its own ("would
    apartment 2A with the yard or 5C | near the dog park | work better", "does the room with a desk or the one | by the
    window | get more light"); ``b`` otherwise ("would 2A or 5C | near the park work better": A no phrase, the place
    may be both's)."""
    n = len(b)
    pred = predicate_index(right)
    if not b or pred is None or n + 2 > pred - 1 or right[:n] != b or right[n].low not in PREPOSITIONS:
        return b
    verb = pred - 1
    if not is_verb(right[verb]) or right[verb].capitalized or verb - n > _BOUND:
        return b
    if not any(t.low in PREPOSITIONS for t in a[1:-1]):
        return b
    if any(t.low in _NOT_PHRASE or not t.text.replace("-", "").isalnum() for t in right[n + 1 : verb]):
        return b
    return right[:verb]
