"""A second alternative opening with "something" that names an option, not the vague "or something": "Something funny
or | something nice?" pairs two described "something"s (added for the sixty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["named_by_indefinite"]

_INDEFINITES = frozenset({"something", "someone", "somewhere", "anything", "anywhere"})
_OBJECTS = frozenset({"me", "him", "her", "us", "them", "you", "it"})


def named_by_indefinite(before: list[Token], after: list[Token]) -> bool:
    """Whether the side after "or" names an option though it opens with "something": the same indefinite closes A's
    side, each told by one word of its own ("Something funny or | something nice", "somewhere warm or | somewhere
    cheap"; not "go out or | something", "… or | something else", nor "get him | something funny or …")."""
    if len(after) < 2:
        return False
    first, second = after[0].low, after[1].low
    if first not in _INDEFINITES or len(before) < 2 or before[-2].low != first:
        return False
    if len(before) > 2 and before[-3].low in _OBJECTS:
        return False  # "get him | something funny or …": a person given to may be read into A
    return before[-1].low.isalpha() and second.isalpha() and second != "else" and len(after) <= 3
