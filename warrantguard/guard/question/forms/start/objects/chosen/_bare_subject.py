"""A statement opening on a bare capitalised subject and a past verb of offering, its article dropped as in notes
("Lender offered | 6.5% with 0 points or 6.125% with 1.5 points", "Doctor suggested | melatonin or …"): the options
are the verb's object (added for the thirty-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPS, Token, is_verb

__all__ = ["offered_object"]

# Past verbs of offering or proposing: a modifier and a participle ("Pan seared | salmon") is none of these.
_OFFERING = frozenset({"offered", "suggested", "recommended", "proposed", "quoted", "pitched", "advised", "gave",
                       "mentioned"})
_ASKERS = frozenset({"me", "us", "him", "her", "them"})


def offered_object(core: list[Token]) -> int:
    """Where option A starts after a bare capitalised subject and its past verb of offering ("Lender offered |
    6.5% …", "Dealer quoted us | $31k or …"), past the one it was offered to; 0 when A's side does not open so
    ("Pan seared salmon or …"); after "to", A is what it offered to do."""
    if len(core) < 3 or not (core[0].capitalized or core[0].text.islower()) or not core[0].low.isalpha() \
            or core[1].low not in _OFFERING:  # "lender offered | …" typed in lower case: no capital to show
        return 0
    j = 3 if core[2].low in _ASKERS and len(core) > 3 else 2
    if core[j].low == "to" and j + 1 < len(core) and is_verb(core[j + 1]):
        return j + 1  # "Lender offered to | waive the fee or lower the rate": the options are what it offered to do
    return j if core[j].low not in PREPS else 0
