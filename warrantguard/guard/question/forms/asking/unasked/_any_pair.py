"""A pair after "any" ("Do you know any cheap gym or swimming pool near …?"): it asks for one of either kind, found
or named, not which of two to choose."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["any_pair"]


def any_pair(a: list[Token], around: Around) -> str | None:
    """Why option A opening with "any" (or right after it) asks for either kind ("know | any cheap gym or swimming
    pool"), or ``None``."""
    before = around.prev(a[0])
    if a[0].low == "any" or (before is not None and before.low == "any"):
        return "'any … or …' asks for one of either kind, not to choose between two options"
    return None
