"""An ellipsis written against the "or" that follows it, in a prompt closing on dots with no question mark: "shoes...or
no shoes...", "rent...or buy..." (:func:`read_unfused`). The dots trail A off as "shoes... or no shoes..." does, so
the prompt is read with a space for the ellipsis's last dot, and option A is no longer one word with the "or". A
statement stays one ("Printer...or scanner... offline.": read as "Printer.. or scanner... offline.", refused as
before). Added for the punctuation family, session 48."""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["read_unfused"]

_FUSED = re.compile(r"(?<=\w\.\.)\.(?=or\s)", re.I)  # the last dot of "shoes...|or"


def read_unfused(text: str, read: Callable[[str], tuple[str, str]]) -> tuple[str, str]:
    """``read(text)``, with the last dot of an ellipsis written against a following "or" read as a space when no
    question mark follows it and the prompt closes on a dot or an ellipsis; the options are given back as ``text``
    spells them."""
    marks = [m for m in _FUSED.finditer(text) if "?" not in text[m.end() :]]
    if not marks or not text.rstrip().endswith((".", "\u2026")):
        return read(text)
    spaced = _FUSED.sub(" ", text)
    a, b = read(spaced)
    at = spaced.find(a)
    bt = spaced.find(b, at + len(a))
    return text[at : at + len(a)], text[bt : bt + len(b)]
