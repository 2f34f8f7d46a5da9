"""A run of marks standing alone as a rule between a heading and the question ("*** windows update stuck at 35% ***
| hold power button or keep waiting", "## printer jammed ## | pull the paper or …"): it sets the heading off as a
colon would."""

from __future__ import annotations

import re

__all__ = ["mark_rules"]

# Three or more stars, hashes, equals signs or tildes as a word of their own ("***", "===", not "5 * 3", "C##").
_RULE = re.compile(r"(?<!\S)(?:\*{3,}|#{2,}|={3,}|~{3,})(?!\S)")


def mark_rules(masked: str) -> list[tuple[int, int]]:
    """The spans of the rules of marks in ``masked`` that end before its last word ("*** topic *** | A or B": the
    closing rule ends the heading), each a separator; none at the very end ("A or B ***")."""
    end = len(masked.rstrip())
    return [(m.start(), m.end()) for m in _RULE.finditer(masked) if m.end() < end]
