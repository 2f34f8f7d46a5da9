"""The character classes of the surface checks (:mod:`._text`): invisible characters and symbols."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

__all__ = ["ASCII_SYMBOLS", "count_invisible", "invisible", "symbol"]

_SYMBOLS = frozenset("=<>|{}[]`*#~^\\")


def invisible(ch: str) -> bool:
    """A control, format (zero-width), private or line-separator character."""
    return unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp")


@lru_cache(maxsize=4096)
def symbol(ch: str) -> bool:
    """A markup symbol or a symbol character (not an arithmetic sign)."""
    return ch in _SYMBOLS or (unicodedata.category(ch) in ("So", "Sm") and ch not in "+±×÷")


ASCII_SYMBOLS = frozenset(c for c in map(chr, range(128)) if symbol(c))  # an ASCII text's symbols are among these


def count_invisible(text: str) -> int:
    """How many :func:`invisible` characters ``text`` holds (tabs and newlines included)."""
    if text.isprintable():  # no break, control or format character: decided in one pass
        return 0
    breaks = text.count("\n") + text.count("\t")
    if text.replace("\n", " ").replace("\t", " ").isprintable():  # decided in C: the common case
        return breaks
    return sum(1 for c in text if invisible(c))
