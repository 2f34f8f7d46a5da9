"""A bracketed abbreviation glossing option B names B whole (see ``_core.parallel_core``).

"Tile or vinyl plank (LVP) for a basement bathroom?": "(LVP)" abbreviates "luxury vinyl plank", so
"vinyl plank" is one name and its head ("plank") is B's own, not a head shared with A ("tile plank"
is nothing the prompt names). B is read up to the bracket. The abbreviation glosses B when its
letters end with the initials of B's words (two or more words).
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words._text import Token

__all__ = ["glossed", "glossed_before"]

_ABBREVIATION = re.compile(r"[(\[]([A-Z]{2,6})[)\]][.,;:!?]*")


def glossed(b: list[Token]) -> bool:
    """Does B end with a bracketed abbreviation of its own words ("vinyl plank (LVP)")?"""
    if len(b) < 3:
        return False
    found = _ABBREVIATION.fullmatch(b[-1].text)
    initials = "".join(t.text[:1] for t in b[:-1]).upper()
    return found is not None and initials.isalpha() and found.group(1).endswith(initials)


def glossed_before(b: list[Token], after: Token | None) -> bool:
    """Is B (already cut to its words) followed by a bracketed abbreviation of them?"""
    return after is not None and glossed([*b, after])
