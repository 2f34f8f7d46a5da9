""""gp3 vs io2 EBS volumes | cost-wise": a "-wise" adverb ("cost-wise", "price-wise", "performance-wise") says in
what respect the pair is compared; it closes B and is neither option's own."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Token

__all__ = ["respect_cut"]

_RESPECT = re.compile(r"[a-z0-9]+-wise", re.I)


def respect_cut(b: list[Token]) -> list[Token]:
    """B cut before its first hyphenated "-wise" adverb past its first word ("io2 EBS volumes | cost-wise"); else
    ``b`` ("clockwise", "otherwise", "likewise": no hyphen, a word of their own)."""
    cut = next((k for k, t in enumerate(b) if k and _RESPECT.fullmatch(t.low)), None)
    return b[:cut] if cut else b
