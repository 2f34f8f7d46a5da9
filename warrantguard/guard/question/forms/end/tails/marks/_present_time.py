"""A closing "these days" / "nowadays" after option B ("… on Facebook Marketplace or on Gumtree | these days?"): the
time the whole question is asked of, not B's own, when A has no time of its own set against it."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["present_time_b"]

_ONE_WORD = frozenset({"nowadays", "lately"})


def _present_time(b: list[Token]) -> int:
    """How many closing words of ``b`` say "now, in general" ("these days": 2, "nowadays": 1, else 0)."""
    last = b[-1].low.rstrip("?!.")
    if last in _ONE_WORD:
        return 1
    return 2 if last == "days" and len(b) > 1 and b[-2].low == "these" else 0


def present_time_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without a closing "these days" / "nowadays" that ends the sentence, when B keeps two or more words and A
    ends on no time word ("sell furniture on Facebook Marketplace or on Gumtree | these days?"); ``b`` otherwise
    ("Gumtree these days": one word left, already read as it stands)."""
    if not a or not b:
        return b
    n = _present_time(b)
    if not n or len(b) - n < 2 or around.next(b[-1]) is not None or _present_time(a):
        return b
    return b[:-n]
