"""What a "vs" pair is for (split from ``_asking``): "React vs Vue | for a dashboard that a team of two will
maintain" asks, whatever verbs its "for" phrase holds, unless it states something ("… was a mistake")."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import AUX, COPULAS, PRONOUNS
from warrantguard.guard.question.words import text as tx

__all__ = ["INSTRUCTING", "vs_purpose"]

_VS = frozenset({"vs", "vs.", "vs\u00b7", "versus", "v.", "v\u00b7"})
INSTRUCTING = frozenset({"compare", "contrast", "explain", "describe", "discuss", "evaluate", "weigh", "rank",
                         "review", "summarize", "summarise", "analyze", "analyse", "list", "debate", "pick", "choose",
                         "recommend", "write", "draft", "give", "tell", "show"})
_STATING = COPULAS | frozenset({"chose", "picked", "went", "decided", "used", "was", "were", "is", "are"})


def vs_purpose(toks: list[tx.Token], co: re.Match[str] | None) -> int:
    """"React vs Vue | for a dashboard that a team of two will maintain": after "A vs B" (a few
    words each), a "for" phrase is what they are for, whatever verbs it holds, unless it states
    something with a copula or a past choice ("… for the bus that we built was a mistake"); the
    index of the "vs" (only the words before it may be a verb), else 0."""
    if co is None or co.group(0).lower() not in _VS:
        return 0
    k = next((k for k, t in enumerate(toks[:10]) if t.low == "for"), None)
    if k is None or k < 2 or any(t.low in _STATING for t in toks[k:]) or any(t.low in _STATING | AUX | PRONOUNS
                                                                             for t in toks[:k]):
        return 0
    return next((j for j, t in enumerate(toks) if t.low in _VS), 0)
