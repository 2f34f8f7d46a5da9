"""A search for one thing named two ways: "can you find me a pediatrician or family doctor who takes our insurance",
"look for a plumber or handyman that works weekends". The assistant is asked to find any one that fits (the relative
clause after B says what both must do), not to choose between the two: no pairwise question."""

from __future__ import annotations

import re

__all__ = ["sought_kind"]

# A verb of searching, an optional "me"/"us", "a"/"an" and up to three words of A, "or", B with no article of its
# own and a relative clause after it.
_SOUGHT = re.compile(r"\b(?:find|locate|search\s+for|look\s+for|hunt\s+down|track\s+down)\s+(?:me\s+|us\s+)?an?\s+"
                     r"(?:[\w'-]+\s+){0,2}[\w'-]+\s+or\s+(?!an?\b|the\b)(?:[\w'-]+\s+){0,3}(?:who|that|which)\b", re.I)


def sought_kind(smask: str) -> bool:
    """Does the sentence ``smask`` ask to find one thing of a kind named two ways, with what it must do ("find me
    a pediatrician or family doctor | who takes our insurance")?"""
    return _SOUGHT.search(smask) is not None
