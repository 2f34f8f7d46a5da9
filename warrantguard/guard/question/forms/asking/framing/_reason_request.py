"""A request for the reasons closing the question after B ("… or stay on 3.10 for the rest of the year | and explain
why?", "… or the product team, and tell me why"): asked of the assistant, no part of B (:func:`reason_request_start`).
"""

from __future__ import annotations

import re

__all__ = ["reason_request_start"]

# "and explain why", "and tell me why", "and justify why", "and say why", closing the sentence.
_REASON = re.compile(r"(?:\s*,\s*|\s+)and\s+(?:please\s+)?(?:explain|justify|say|tell\s+(?:me|us))\s+why\W*$", re.I)


def reason_request_start(smask: str) -> int | None:
    """Where a closing request for the reasons starts in the masked sentence ``smask`` ("… or stay on 3.10 | and
    explain why?"), when an "or" stands before it; ``None`` otherwise (not "explain why …" asked alone, not "… and
    explain why it failed": a clause of B's own)."""
    m = _REASON.search(smask)
    if m is None or not re.search(r"\bor\b", smask[: m.start()], re.I):
        return None
    return m.start()
