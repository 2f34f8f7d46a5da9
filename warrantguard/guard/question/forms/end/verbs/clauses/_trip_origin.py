"""A verb-phrase B closing on a noun of a journey and a named place after "from" / "to" ("or squeeze in a day trip |
from Verona", "or do a boat tour | to Capri"): the place is where that journey goes from or to, the noun's own, not a
place both options share (:func:`trip_tail`)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["trip_tail"]

# Nouns of a journey, which take where from and where to as their own complements.
# Not a means of travel ("or take the bus | from Split": the place may be where both start).
_JOURNEYS = frozenset({"trip", "trips", "excursion", "excursions", "tour", "tours", "visit", "detour", "cruise", "hike",
                       "journey"})
_ENDS = frozenset({"from", "to"})
_LONGEST = 3  # words of the place's name


def trip_tail(b: list[Token], tail: list[Token]) -> bool:
    """Is ``tail`` (the words cut after B) "from" / "to" and a name only, after B's journey noun ("a day trip | from
    Verona")? Not "… a day trip | from my hotel" (no name: told of both, or not), not "… a day off | from Verona"."""
    if not b or len(tail) < 2 or len(tail) > _LONGEST + 1 or tail[0].low not in _ENDS:
        return False
    return b[-1].low in _JOURNEYS and all(t.capitalized for t in tail[1:])
