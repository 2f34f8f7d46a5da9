"""A venue against something done at home: "restaurant or party | at home", "daycare or a nanny | at home" (A
names a place away from home, so "at home" cannot be where both happen: it is B's own)."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, POSSESSIVES, Token

__all__ = ["at_home"]

# Places one goes out to (a word list, for review): an A headed by one is a place itself.
_VENUES = frozenset({"restaurant", "restaurants", "hotel", "hotels", "gym", "daycare", "nursery", "pub", "bar",
                     "cafe", "café", "venue", "hall", "clinic", "hospital", "office", "studio", "library", "park",
                     "cinema", "theater", "theatre", "salon", "spa", "kennel", "kennels", "cattery", "boarding",
                     "facility", "center", "centre", "home", "campsite", "resort", "airbnb", "hostel", "club"})
_HOMES = frozenset({"house", "place", "flat", "apartment"})


def at_home(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "at" at ``k`` the start of "at home" / "at my place" closing B (or before a phrase of both: "… | at
    home for dad"), A's last word naming a venue ("restaurant or party | at home", "a nursing home or care")?"""
    if right[k].low != "at" or k + 1 >= len(right) or not a or a[-1].low.rstrip("?.!,") not in _VENUES:
        return False
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    end = 1 if rest[0] == "home" else 2 if len(rest) > 1 and rest[0] in POSSESSIVES and rest[1] in _HOMES else 0
    return end > 0 and (len(rest) == end or rest[end] in CUT_WORDS)  # "… | at home (for dad)"
