"""Markdown emphasis read past: "*Should* I buy the CFAR add-on or …" is read as "Should I buy …"."""

from __future__ import annotations

import re
from collections.abc import Callable

from warrantguard.guard.question.words import AUX, COPULA_LEADS

__all__ = ["read_unstarred"]

# A word wrapped in one or two asterisks ("*Should*", "**Is**"), not a bare star ("5 * 3", "A*"); only a question's
# auxiliary is read past: an emphasised name or label ("**Wild Magic** or …", "**tl;dr** …") is read as written.
_STARRED = re.compile(r"(?<![\w*])(\*{1,2})([A-Za-z'’]+)\1(?![\w*])")
_LEADS = AUX | COPULA_LEADS


def read_unstarred(text: str, read: Callable[[str], tuple[str, str]]) -> tuple[str, str]:
    """``read(text)`` with the asterisks emphasising a question's auxiliary read as spaces ("*Should* I buy the CFAR
    add-on or just the standard plan": the lead "Should I" is told as any other), the options given back as ``text``
    spells them, an option emphasised in part keeping its marks."""
    marks = [m for m in _STARRED.finditer(text) if m.group(2).lower() in _LEADS]
    if not marks:
        return read(text)
    plain = list(text)
    for m in marks:
        width = len(m.group(1))
        plain[m.start() : m.start() + width] = " " * width
        plain[m.end() - width : m.end()] = " " * width
    spaced = "".join(plain)
    a, b = read(spaced)
    at = spaced.find(a)
    bt = spaced.find(b, at + len(a))
    return _spelled(text, at, at + len(a), marks), _spelled(text, bt, bt + len(b), marks)


def _spelled(text: str, start: int, end: int, marks: list[re.Match[str]]) -> str:
    """The option from ``start`` to ``end`` as ``text`` spells it, widened to the marks of an emphasis it holds
    in part ("CFAR** add-on" → "**CFAR** add-on"); an option wholly emphasised is given without its marks ("gas")."""
    for m in marks:
        inner_start, inner_end = m.start(2), m.end(2)
        if (start, end) == (inner_start, inner_end):
            break
        if start <= inner_start < end and start > m.start():
            start = m.start()
        if start < inner_end <= end and end < m.end():
            end = m.end()
    return text[start:end]
