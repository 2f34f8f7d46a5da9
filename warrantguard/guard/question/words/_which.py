"""A bare pair and a clause asking which, with no comma between: "motorcycle or train | which is safer", "IIT vs NIT
| which is better for CSE" (the clause is the question; the space before "which" sets it off as a comma would)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words._leads import lead_length
from warrantguard.guard.question.words._wordlists import COMPARATIVES

__all__ = ["bare_which"]

_SIDE = r"[\w'&+.-]+(?:\s+[\w'&+.-]+){0,3}(?:\s+\([\w'&+. -]{1,30}\))?"  # "weather radio (midland) | or …": a side's
# bracketed aside
# The copula may be dropped ("TK vs AOK | which better for student"); then the comparative ends the clause or a
# preposition follows it, not a verb ("… or the car which better suits us": a relative clause of B).
_BARE_WHICH = re.compile(rf"^\s*{_SIDE}\s+(?:or|vs\.?|versus|v\.?)\s+{_SIDE}(\s)which\s+(?:one\s+)?"
                         r"(?:(?:is|'s|would\s+be|will\s+be)\s+(?:the\s+)?(?:more\s+|less\s+)?(\w+)"
                         r"|(?:more\s+|less\s+)?(\w+)(?=\s*(?:[?!.,]|$|\s(?:for|to|in|if|when|now)\b)))", re.I)


def bare_which(text: str) -> int | None:
    """Where the space before "which" stands in a sentence that is only a short pair (up to four words a side)
    and "which (one) is <comparative>" ("motorcycle or train | which is safer"), else None. Not after a lead-in
    ("should I buy the Volvo or the car which is safer": a relative clause of B)."""
    for start in _starts(text):
        m = _BARE_WHICH.match(text[start:])
        if m is not None and (m.group(2) or m.group(3)).lower() in COMPARATIVES | _ASKING:
            return start + m.start(1)
    return None


# Where a sentence or a clause set off by a label may open: after a sentence's end, a colon or a closing bracket
# ("We met. | IIT vs NIT which …", "Quick question: | …", "[TKT-4821] | …", "(urgent) | …").
_OPENING = re.compile(r"(?<=[.!?:\])])[ \t]+(?=\S)|\n\s*")


def _starts(text: str) -> list[int]:
    """Where the pair of a bare "which" question may start in ``text``: its start, past a reply prefix or a greeting
    ("Re: | …", "Hi team, | …"), and after a sentence's end, a colon or a closing bracket (at most eight places)."""
    return [0, lead_length(text), *(m.end() for _, m in zip(range(6), _OPENING.finditer(text), strict=False))]


_ASKING = frozenset({"preferable", "advisable", "recommended", "cheapest", "safest", "easiest", "quickest"})
