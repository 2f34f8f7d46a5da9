"""Parsing model answers: exactly one of two options, or an integer 0–100.

:func:`parse_option` is strict, as the paper's elicitation is: a reply counts only
when it *is* one of the two options (forgiving case, surrounding white space,
quotes or emphasis, a leading article, a final full stop, a one-key JSON wrapper). Letters, "both",
"neither", sentences and refusals are off-format and get re-asked with a reminder.
:func:`mentioned_option` is the lenient reading of free text (a sentence naming
exactly one option), used only where no re-asking is possible.
"""

from __future__ import annotations

import json
import re

from warrantguard.guard.question._question import normalize

__all__ = ["mentioned_option", "parse_option", "parse_percent", "said_neither"]

_ARTICLE = re.compile(r"^(?:the|a|an)\s+")
_WRAPPERS = "\"'“”‘’`*_ \t\r\n"
_MAX_REPLY = 2_000  # longer replies are never an option (and are not scanned)


def parse_option(text: object, first: str, second: str) -> str | None:
    """Map a reply to ``first`` or ``second`` when it is exactly that option, else ``None``."""
    if not isinstance(text, str) or len(text) > _MAX_REPLY:
        return None
    reply = _bare(_unwrap_json(text.strip())).casefold()
    if not reply:
        return None
    plain = _ARTICLE.sub("", reply, count=1)
    for option in (first, second):
        wanted = _bare(option).casefold()
        if wanted in (reply, plain):
            return option
    return None


def _bare(text: str) -> str:
    out = text.strip(_WRAPPERS)
    if out.endswith(".") and not out.endswith(".."):
        out = out[:-1].strip(_WRAPPERS)
    return re.sub(r"\s+", " ", out)


_NEITHER = {"neither", "none", "neither option", "neither of them", "none of them", "it depends", "depends"}


def said_neither(text: object) -> bool:
    """True when a reply is a plain "neither" (or "it depends")."""
    return isinstance(text, str) and len(text) < 60 and _bare(_unwrap_json(text.strip())).casefold() in _NEITHER


def mentioned_option(text: object, first: str, second: str) -> str | None:
    """The one option a free-text reply names (whole words), else ``None`` (both or neither)."""
    exact = parse_option(text, first, second)
    if exact is not None or not isinstance(text, str) or len(text) > _MAX_REPLY:
        return exact
    norm = normalize(_unwrap_json(text.strip()))
    na, nb = normalize(first), normalize(second)
    has_a, has_b = _mentions(norm, na), _mentions(norm, nb)
    if has_a and has_b:  # "car" inside "car-sharing plan": prefer an option not contained in the other
        if na in nb and not _mentions(norm.replace(nb, " "), na):
            return second
        if nb in na and not _mentions(norm.replace(na, " "), nb):
            return first
        return None
    return first if has_a else second if has_b else None


def _mentions(text: str, option: str) -> bool:
    return re.search(r"(?<![\w])" + re.escape(option) + r"(?![\w])", text) is not None


def _unwrap_json(text: str) -> str:
    if not text.startswith("{") or len(text) > _MAX_REPLY:
        return text
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return text
    if isinstance(data, dict) and len(data) == 1:
        value = next(iter(data.values()))
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            return str(value)
    return text


def parse_percent(text: object) -> int | None:
    """Parse a whole number 0–100 (allowing a trailing % or a JSON wrapper), else ``None``."""
    if not isinstance(text, str) or len(text) > _MAX_REPLY:
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
