"""Cheap tests in front of the surface checks' patterns (:mod:`._text`): each holds wherever its
pattern matches, so a text that fails one is spared the pattern, with the same outcome.

* :func:`may_address`: one scan for the answerer-addressing patterns. Each alternative is a part
  every match of one pattern holds (its first word, or the word after a space), so wherever a
  pattern matches, this matches too, at that place or before.
* The option-hint gates: the symbols every match of a hint pattern holds (an opening and a
  closing bracket, two quote marks, an arrow or "=", two "*" or "_"); :data:`HINT_CHARS` holds
  at least one of each gate's symbols, so a text with none of them passes no gate.

tests/guard/probes/test_surface_gate.py checks each gate against its patterns.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["ANY_ADDRESSING", "HINT_CHARS", "Gate", "arrow", "brackets", "emphasis", "may_address", "quotes"]

Gate = Callable[[str], bool]

_GATE = (r"\b(?:answer|repl|respon|ignor|disregard|forget|overr|instruction|prompt|jailbreak|system|assistant|you\s"
         r"|(?:option|choice|pick|say|output|print|former|latter|llm|chatbot)\b|(?:option|choice|first|second)\s"
         r"|(?:user|human|ai)\s*:|as\s+an\s+ai|language\s+model|www\.)|https?://")
ANY_ADDRESSING = re.compile(_GATE, re.I)
# for lower-cased ASCII text: the same matches, several times faster, with ASCII classes (no Unicode lookup per
# character; there, \w and \b are ASCII's, and Unicode's \s also holds the separators \x1c-\x1f)
_ANY_ADDRESSING_LOW = re.compile(_GATE.replace(r"\s", r"[\s\x1c-\x1f]"), re.ASCII)


def may_address(text: str) -> bool:
    """Whether an answer-addressing pattern may match ``text`` (``False``: none does)."""
    if text.isascii():  # ASCII letters have no case forms but their own: lower-casing decides as ``re.I`` would
        return _ANY_ADDRESSING_LOW.search(text.lower()) is not None
    return ANY_ADDRESSING.search(text) is not None


_QUOTES = "\"“”'‘’«»`"
_OPENING, _CLOSING, _ARROWS, _EMPHASIS = "([{<", ")]}>", "-→=⇒⟶", "*_"
HINT_CHARS = frozenset(_OPENING + _QUOTES + _ARROWS + _EMPHASIS)


def brackets(text: str) -> bool:
    """An opening and a closing bracket (an option in brackets)."""
    return _holds_any(text, _OPENING) and _holds_any(text, _CLOSING)


def quotes(text: str) -> bool:
    """Two quote marks (an option in quotes)."""
    return sum(map(text.count, _QUOTES)) >= 2


def arrow(text: str) -> bool:
    """An arrow or "=" (pointing at an option)."""
    return "->" in text or _holds_any(text, "→=⇒⟶")


def emphasis(text: str) -> bool:
    """Two "*" or two "_" (an emphasised option)."""
    return text.count("*") >= 2 or text.count("_") >= 2


def _holds_any(text: str, chars: str) -> bool:
    return any(c in text for c in chars)
