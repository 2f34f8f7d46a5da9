"""Where an option's text stands in a prompt: its whole-word occurrences (at most 20, case-insensitive), and the
prompt's own spelling of two options at places that do not overlap. The probes and the parser both find options
this way, so an option is found the same wherever the certificate quotes it."""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["MAX_OPTION", "ascii_spans", "disjoint_options", "whole_word_spans"]


MAX_OPTION = 100  # characters; a longer "option" is not one


def whole_word_spans(text: str, phrase: str) -> list[tuple[int, int]]:
    """Where ``phrase`` occurs in ``text`` as whole words (case-insensitive), at most 20."""
    phrase = phrase.strip()
    if not phrase or len(phrase) > MAX_OPTION:
        return []
    if text.isascii() and phrase.isascii():  # ASCII has no case forms but its own: found by ``str.find``
        return ascii_spans(text.lower(), phrase.lower())
    return [(m.start(), m.end()) for _, m in zip(range(20), _whole_word(phrase).finditer(text), strict=False)]


def ascii_spans(text: str, phrase: str) -> list[tuple[int, int]]:
    """:func:`whole_word_spans` of lower-cased ASCII text and phrase: the matches the pattern's
    left-to-right scan finds (each search goes on after a match's end, or one past a non-match)."""
    out: list[tuple[int, int]] = []
    start = text.find(phrase)
    for _ in range(len(text)):
        if start < 0 or len(out) == 20:
            break
        end = start + len(phrase)
        if (start == 0 or not _is_word(text[start - 1])) and (end == len(text) or not _is_word(text[end])):
            out.append((start, end))
            start = text.find(phrase, end)
        else:
            start = text.find(phrase, start + 1)
    return out


def _is_word(ch: str) -> bool:
    """An ASCII character that ``\\w`` matches."""
    return ch.isalnum() or ch == "_"


@lru_cache(maxsize=256)
def _whole_word(phrase: str) -> re.Pattern[str]:
    """The compiled whole-word, case-insensitive pattern of ``phrase`` (compiled once, not per call)."""
    return re.compile(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", re.I)


def disjoint_options(text: str, a: str, b: str) -> tuple[str, str] | None:
    """The prompt's own spelling of options ``a`` and ``b`` when both occur in ``text`` as whole
    words at places that do not overlap (``a`` first found), else ``None``."""
    spans_a, spans_b = whole_word_spans(text, a), whole_word_spans(text, b)
    for sa in spans_a:
        for sb in spans_b:
            if sa[1] <= sb[0] or sb[1] <= sa[0]:
                return text[sa[0] : sa[1]], text[sb[0] : sb[1]]
    return None
