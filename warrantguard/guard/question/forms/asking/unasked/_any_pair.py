"""A pair after "any" ("Do you know any cheap gym or swimming pool near …?"): it asks for one of either kind, found
or named, not which of two to choose."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["any_pair"]


def any_pair(a: list[Token], around: Around, b: list[Token] | None = None) -> str | None:
    """Why option A opening with "any" (or right after it) asks for either kind ("know | any cheap gym or swimming
    pool"), or ``None``; so does a late "any" before a ``b`` that opens no verb of its own."""
    before = around.prev(a[0])
    if a[0].low == "any" or (before is not None and before.low == "any"):
        return "'any … or …' asks for one of either kind, not to choose between two options"
    return None if b is None or is_verb(b[0]) else _late_any(a)


def _late_any(a: list[Token]) -> str | None:
    """Why an "any" heading A's last short noun phrase ("… and fix | any spelling | or grammar mistakes") makes the
    pair that kind's, not two options A spans a clause to reach, or ``None``."""
    words = [t.low for t in a[1:]]
    k = len(words) - 1 - words[::-1].index("any") if "any" in words else -1
    if k < 0 or not 0 < len(words) - k - 1 <= 2 or any(w in ("and", ",", "of") for w in words[k:]):
        return None
    return "an 'any … or …' at A's end asks for either kind, not to choose between two options"
