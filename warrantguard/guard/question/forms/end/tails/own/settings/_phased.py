"""A closing phase phrase of B against A's own order word ("ship dark mode on iOS first or on both platforms | at
once", "in Canada first or in both countries | in parallel"): A says when it comes ("first", "separately"), so the
phrase closing B ("at once", "in parallel", "in one go") is how B comes, B's own, not a context both options share
(not "on iOS or on Android | at once": A has no order of its own). Added for the sixty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["phased_tail"]

_ORDER = frozenset({"first", "separately", "sequentially", "gradually", "alone", "later", "now", "initially"})
_PHASES = frozenset({("at", "once"), ("in", "parallel"), ("in", "tandem"), ("in", "one", "go"),
                     ("at", "the", "same", "time"), ("all", "at", "once"), ("in", "one", "shot")})


def phased_tail(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the phrase at ``k`` (from it or around it) closing B a phase ("… or on both platforms | at once") against
    an order word closing A ("on iOS first")?"""
    if not a or a[-1].low.rstrip("?.!,") not in _ORDER:
        return False
    words = tuple(t.low.rstrip("?.!,") for t in right)
    return any(words[j:] in _PHASES for j in range(max(1, k - 3), k + 1))  # "at | once": inside the phrase too
