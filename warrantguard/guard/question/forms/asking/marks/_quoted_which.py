"""Two quoted phrases, then a question asking which (see ``_asking``): 'My advisor says "buy the dip" but my gut says
"stay in cash." Which one is right for me?' (:func:`quoted_then_which`). The question's mark may be dropped when it
is a wh-question weighing the pair ("… Which one is right for me right now": ``_wh_opening.wh_sentence``)."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._wh_opening import wh_sentence

__all__ = ["quoted_then_which"]

_QUOTES = re.compile(r"\"([^\"]{1,100})\"|“([^”]{1,100})”")
_WHICH_LAST = re.compile(r"(?:^|(?<=[.!?\"”])\s+)((?:which|which\s+one)\b[^,;:.!?]*(?:\?[?!]*)?)\s*$", re.I)
_JOINED = re.compile(r"\b(?:or|vs|versus|between|and)\b", re.I)


def quoted_then_which(text: str, masked: str) -> tuple[str, str] | None:
    """The two quoted phrases of a sentence followed by a "Which (one) …?" question that names
    nothing itself, or ``None``: exactly two double-quoted spans, and no 'or' outside them."""
    asked = _WHICH_LAST.search(masked)
    if asked is None or _JOINED.search(asked.group(1)):
        return None
    if not asked.group(1).endswith("?") and not wh_sentence(asked.group(1)):
        return None  # "… Which is why I laughed": no question
    qs = asked.start(1)
    prev_end = len(masked[:qs].rstrip().rstrip(".!?"))
    ps = max(masked.rfind(c, 0, prev_end) for c in ".!?") + 1  # the sentence before the question
    if re.search(r"\bor\b", masked[ps:qs], re.I):
        return None
    quotes = list(_QUOTES.finditer(text, ps, qs))
    if len(quotes) != 2:
        return None
    a, b = ((m.group(1) or m.group(2)).strip().rstrip(".,!;:") for m in quotes)
    return (a, b) if a and b and a.lower() != b.lower() else None
