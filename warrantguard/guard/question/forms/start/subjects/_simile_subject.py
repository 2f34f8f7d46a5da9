"""Options that are the subjects of a modal question, A's noun compared to a name with "like" ("would a skin scent
like | Glossier You or a body mist | be | more considerate?"): "like" read as the verb cut A to the name and left the
modal's "be" in B; A is the articled noun with its "like" phrase, B the articled noun before "be"
(:func:`simile_subject`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Around, Token

__all__ = ["simile_subject"]

_MODALS = frozenset({"would", "will", "could", "can", "should", "might", "does", "do"})
_HEAD_MAX = 3  # words of A's noun between its article and "like"


def simile_subject(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A from the noun before "like" and B without a closing "be" when a modal opens the sentence, an article opens
    A's noun and B ("would a | skin scent like Glossier You or a | body mist | be …"); ``(a, b)`` otherwise ("would
    a cat like | tuna or a toy": no "be" after B, "like" the verb)."""
    if not a or len(b) < 2 or b[-1].low != "be" or (art_b := around.prev(b[0])) is None or art_b.low not in ARTICLES:
        return a, b
    like = around.prev(a[0])
    if like is None or like.low != "like":
        return a, b
    head: list[Token] = []
    prev = around.prev(like)
    while prev is not None and len(head) < _HEAD_MAX and prev.low not in ARTICLES and prev.text.isalpha():
        head.insert(0, prev)
        prev = around.prev(prev)
    modal = around.prev(prev) if prev is not None and prev.low in ARTICLES and head else None
    if modal is None or modal.low not in _MODALS or not around.opens(modal):
        return a, b
    return [*head, like, *a], b[:-1]
