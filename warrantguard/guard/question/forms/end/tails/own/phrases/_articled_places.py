"""Each of two noun options with its own prepositional phrase ("A Kilter board for the sports hall or a term of
coaching | at the local wall"): A closes on a phrase of its own, B opens with "a" / "an", so B's phrase is B's own,
as A's is A's, no setting both options share. Added for the hundred-and-fifty-ninth
held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, PREPOSITIONS, Token

__all__ = ["articled_places_b"]

_INDEFINITE = frozenset({"a", "an"})
_PHRASE_OPENERS = POSSESSIVES | {"the"}
# Prepositions of place (not "for the weekend", "with the kids": a purpose or company both options may share).
_PLACE_PREPS = frozenset({"at", "in", "on", "near", "by", "inside", "outside", "behind", "under", "above"})


def articled_places_b(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the place phrase at B's ``k``-th word ("at the local wall") B's own: A a head (its article read past) and
    its own phrase of a preposition and "the" or a possessive ("A | Kilter board for the sports hall"), B "a" / "an"
    and a head (with an "of" phrase: "a term of coaching"), its phrase opened by "the" or a possessive too?"""
    if k < 2 or k + 2 >= len(right) or right[0].low not in _INDEFINITE or a[0].low in _PHRASE_OPENERS:
        return False
    if right[k].low not in _PLACE_PREPS or right[k + 1].low not in _PHRASE_OPENERS:
        return False
    if any(t.low in PREPOSITIONS and t.low != "of" for t in right[1:k]):
        return False
    own = [j for j in range(1, len(a) - 1) if a[j].low in PREPOSITIONS and a[j].low != "of"]
    return len(own) == 1 and a[own[0] + 1].low in _PHRASE_OPENERS and own[0] + 2 < len(a)
