"""A phrase of the asker's own after a B that repeats A's head: "a one-year lease or a two-year lease | with my new
tenants": the options differ before their shared head, so a phrase naming the asker's people or things ("my new
tenants") is the context both options are asked in, not a feature of B's."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["possessed_context"]

_POSSESSIVES = frozenset({"my", "our"})


def possessed_context(a: list[Token], b: list[Token]) -> list[Token]:
    """B to its head when B repeats A's head noun after a modifier of its own and a preposition and "my" / "our"
    follow it ("a one-year lease or a two-year lease | with my new tenants", "the 8am class or the 10am class | for
    our daughter"); ``b`` otherwise ("… or a two-year lease with a break clause": an article, B's own feature; "a
    lease or a sublet | with my friend": no head repeated)."""
    if len(a) < 2 or len(b) < 4:
        return b
    head = a[-1].low
    at = next((k for k in range(1, len(b) - 2) if b[k].low == head), None)
    if at is None or b[at + 1].low not in PREPOSITIONS or b[at + 2].low not in _POSSESSIVES:
        return b
    if [t.low for t in a[:-1]] == [t.low for t in b[:at]]:
        return b  # no modifier of B's own: the phrase is what sets B apart
    return b[: at + 1]
