"""A bare "with" against "without" and its object ("take longer | with or without a will?"): the two prepositions are
the options, the object both's, so A's lone "with" ends no phrase mid-way."""

from __future__ import annotations

__all__ = ["with_against_without"]


def with_against_without(words: list[str], other: str) -> bool:
    """Is the option the bare word "with" and does the other open on "without" ("with" / "without (a will)")?"""
    rest = other.lower().split()
    return words == ["with"] and rest[:1] == ["without"]
