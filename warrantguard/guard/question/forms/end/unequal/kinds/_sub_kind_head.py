"""A bare kind A against B, a modified A before a head noun written once ("k-fold or | stratified k-fold
cross-validation", "an int64 or a nullable | Int64 column"): the head closing B is both options' (A is a modifier of
it too, as in "a 14-day or a 30-day free trial"), so B ends at A's words (added for the fifty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, is_verb

__all__ = ["sub_kind_head"]

_NOT_HEAD = DETERMINERS | PREPOSITIONS


def sub_kind_head(a: list[Token], b: list[Token]) -> list[Token]:
    """B without the one or two head words after A's words written again ("stratified k-fold | cross-validation" ->
    "stratified k-fold"), when B opens with a modifier of its own (no determiner, preposition or verb); B as it is
    otherwise ("UNION or UNION ALL": no modifier before; "Ubuntu or upgrade Ubuntu servers": a verb)."""
    n = len(a)
    if not 1 <= n <= 2 or len(b) < n + 2 or b[0].low in _NOT_HEAD or is_verb(b[0], initial=True):
        return b
    words = [t.low for t in a]
    at = next((p for p in range(1, len(b) - n) if [t.low for t in b[p : p + n]] == words), None)
    if at is None or any(t.low in _NOT_HEAD for t in b[:at]):
        return b
    head = b[at + n :]
    if len(head) > 2 or any(t.low in _NOT_HEAD or not t.text.rstrip("?!.,").replace("-", "").isalnum() for t in head):
        return b
    return b[: at + n]
