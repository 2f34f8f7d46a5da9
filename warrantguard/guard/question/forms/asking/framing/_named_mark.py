"""A punctuation mark named in brackets after its name is part of the option, no clause break: "em dash (—) or en
dash (–) between page ranges", "semicolon (;) or colon (:)?". The bracket holds only the mark (one to three
characters, no letter, digit or space), so nothing of another clause can stand in it."""

from __future__ import annotations

import re

__all__ = ["named_marks"]

_NAMED = re.compile(r"(?<=\w )\(([^\w\s()]{1,3})\)|(?<=\w )\[([^\w\s\[\]]{1,3})\]")
_NEUTRAL = "\u00b7"  # neither a word character nor clause punctuation


def named_marks(text: str) -> str:
    """``text`` with each mark named in brackets after a word replaced by a neutral character (same length)."""
    return _NAMED.sub(lambda m: m.group(0)[0] + _NEUTRAL * (len(m.group(0)) - 2) + m.group(0)[-1], text)
