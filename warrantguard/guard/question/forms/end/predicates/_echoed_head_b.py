"""A subject pair whose B repeats A's head noun before the verb ("Would a Mediterranean tortoise or a leopard |
tortoise | cope better?"): the word after B that is A's own last word is B's head too, not the predicate's verb
(added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["echoed_head_b"]


def echoed_head_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the word after it when that word is A's last, A of two words or more and the word no longer B's
    ("a Mediterranean tortoise or a leopard | tortoise"); ``b`` otherwise."""
    if len(a) < 2 or not b or not a[-1].text.isalpha():
        return b
    nxt = around.next(b[-1])
    if nxt is None or nxt.low != a[-1].low or b[-1].low == a[-1].low:
        return b
    return [*b, nxt]
