"""A deadline closing B, "by the end of …", when A has none: "pay online via the school app or in cash to the class
teacher | by the end of term?": the deadline is the question's, both options are to be done by it, no part of B."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["deadline_b"]

_DEADLINE = ("by", "the", "end", "of")


def deadline_b(a: list[Token], b: list[Token]) -> list[Token]:
    """B cut before a closing "by the end of …" after at least two words of its own when A holds no "by" ("in cash to
    the class teacher | by the end of term"); ``b`` otherwise."""
    if any(t.low == "by" for t in a):
        return b
    k = next((k for k in range(2, len(b) - 4) if tuple(t.low for t in b[k : k + 4]) == _DEADLINE), None)
    return b if k is None else b[:k]
