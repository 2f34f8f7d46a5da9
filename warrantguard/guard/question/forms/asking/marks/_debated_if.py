"""A deliberation still under way before "if" / "whether" and the pair ("we're debating at work | if the Christmas
collection goes to Mind or to Shelter this year"): a choice not yet made, so the sentence asks, as "deciding if" does,
though a short place or time stands between the verb and "if" (added for the hundred-and-fourth held-out part); an
argument under way over which ("my buddy and I are arguing over | which is smoother neat, A or B") asks too (the
hundred-and-eleventh); so does a disagreement not yet settled ("My friends can't agree | if A or B are doing more
damage …", the hundred-and-fifty-fifth)."""

from __future__ import annotations

import re

__all__ = ["debated_if"]

_DEBATING = re.compile(r"\b(?:debating|deliberating|weighing\s+up|arguing\s+(?:over|about)"
                       r"|(?:can['\u2019]?t|cannot)\s+agree(?:\s+on)?)\s+(?:\w+\s+){0,3}?"
                       r"(?:if|whether|which)\s", re.I)  # "we're arguing over which is smoother, A or B"
_OR = re.compile(r"\bor\b", re.I)


def debated_if(smask: str) -> bool:
    """Does the sentence ``smask`` tell of a deliberation under way, "debating" or "arguing over" (a few words at most
    after it) and "if" / "whether" / "which", with an "or" after them ("we're debating at work if … to Mind or to
    Shelter")? Not "debated": an argument told, already over."""
    m = _DEBATING.search(smask)
    return m is not None and _OR.search(smask, m.end()) is not None
