"""A plea for help closing the sentence after B, its subject dropped ("… or a lab-made porcelain one | and need help
figuring out which is worth the extra wait"): the asker's own clause, no part of B (:func:`help_request_start`)."""

from __future__ import annotations

import re

__all__ = ["help_request_start"]

# "and need help figuring out which …", "and could use some advice on which …", "and I want help deciding …".
_HELP = re.compile(r"(?:\s*,\s*|\s+)and\s+(?:i\s+|we\s+)?(?:really\s+|just\s+)?(?:need|want|could\s+use|would\s+like)"
                   r"\s+(?:some\s+|your\s+)?(?:help|advice|input)\s+(?:figuring\s+out|deciding|choosing|picking|"
                   r"on|with|about)\s+(?:which|what|whether)\b", re.I)


def help_request_start(smask: str) -> int | None:
    """Where a closing plea for help with the choice starts in the masked sentence ``smask`` ("… or a lab-made
    porcelain one | and need help figuring out which is worth the extra wait"), when an "or" stands before it;
    ``None`` otherwise (no "or" before it; "… and need help with the rent": no question of which)."""
    m = _HELP.search(smask)
    if m is None or not re.search(r"\bor\b", smask[: m.start()], re.I):
        return None
    return m.start()
