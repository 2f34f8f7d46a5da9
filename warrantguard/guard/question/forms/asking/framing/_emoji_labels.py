"""Emoji set before the options as labels ("🥑 avocado toast or 🍳 eggs & bacon for a keto breakfast?"): a word of
emoji alone right after the "or" / "vs" and before a word is a decoration of the option it opens, no part of it;
the prompt is read with every such word of emoji as spaces, the options given back as the prompt spells them (the
same places). An emoji that is an option itself ("🍕 or 🍔?", no word after it) is left as it stands. Added for
the seventy-fifth held-out part."""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["read_unlabelled"]

_EMOJI = "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d]+"
_LABEL = re.compile(rf"(?:(?<=\s)|^){_EMOJI}(?=\s+[^\W\d_])")
_AFTER_OR = re.compile(rf"(?<![\w/-])(?:or|vs\.?|versus)\s+{_EMOJI}\s+[^\W\d_]", re.I)


def read_unlabelled(text: str, read: Callable[[str], tuple[str, str]]) -> tuple[str, str]:
    """``read(text)`` with the emoji labelling the options read as spaces when one stands right after the
    coordinator ("🥑 avocado toast or 🍳 eggs & bacon", "pasta 🍝 night or 🌮 tacos?"); else ``read(text)``."""
    if not _AFTER_OR.search(text):
        return read(text)
    spaced = _LABEL.sub(lambda m: " " * len(m.group(0)), text)
    a, b = read(spaced)
    at = spaced.find(a)
    bt = spaced.find(b, at + len(a))
    return text[at : at + len(a)], text[bt : bt + len(b)]
