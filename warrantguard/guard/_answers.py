"""Robust parsing of model answers: one of two options, or an integer 0–100."""

from __future__ import annotations

import json
import re

from ._question import normalize

__all__ = ["parse_option", "parse_percent"]

_LETTER = re.compile(r"^(?:option\s+|answer\s*:?\s*)?\(?([ab12])\)?[.:)]?$", re.I)


def parse_option(text: str | None, first: str, second: str) -> str | None:
    """Map a reply to ``first`` or ``second`` (as listed in the question), else ``None``.

    Accepts the option exactly, case- and punctuation-insensitively, quoted, as a
    JSON object (``{"answer": ...}``), as the letter A/B (or 1/2) in listing order, or
    contained in a sentence. Refuses when both or neither option appear.
    """
    if text is None:
        return None
    reply = _unwrap_json(text.strip())
    norm = normalize(reply)
    na, nb = normalize(first), normalize(second)
    if norm == na:
        return first
    if norm == nb:
        return second
    letter = _LETTER.match(norm)
    if letter and na not in ("a", "b") and nb not in ("a", "b"):
        return first if letter.group(1).lower() in ("a", "1") else second
    has_a, has_b = _mentions(norm, na), _mentions(norm, nb)
    if has_a and has_b:
        # "train" inside "motorcycle or train"; prefer an option not contained in the other
        if na in nb and not _mentions(norm.replace(nb, " "), na):
            return second
        if nb in na and not _mentions(norm.replace(na, " "), nb):
            return first
        return None
    if has_a:
        return first
    if has_b:
        return second
    return None


def _mentions(text: str, option: str) -> bool:
    return re.search(r"(?<![\w])" + re.escape(option) + r"(?![\w])", text) is not None


def _unwrap_json(text: str) -> str:
    if not text.startswith("{"):
        return text
    try:
        data = json.loads(text)
    except ValueError:
        return text
    if isinstance(data, dict) and len(data) == 1:
        value = next(iter(data.values()))
        if isinstance(value, str | int | float):
            return str(value)
    return text


def parse_percent(text: str | None) -> int | None:
    """Parse a whole number 0–100 (allowing a trailing % or a JSON wrapper), else ``None``."""
    if text is None:
        return None
    reply = _unwrap_json(text.strip()).strip().rstrip(".").strip()
    m = re.fullmatch(r"(\d{1,3})\s*%?", reply)
    if not m:
        numbers = re.findall(r"(?<![\d.])(\d{1,3})(?![\d.])\s*%?", reply)
        if len(numbers) != 1 or len(reply) > 40:
            return None
        value = int(numbers[0])
    else:
        value = int(m.group(1))
    return value if 0 <= value <= 100 else None
