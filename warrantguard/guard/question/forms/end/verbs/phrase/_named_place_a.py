"""A verb phrase A closing on a place named in several words ("book the lodge | on Lake of the Woods"): A has its
own place, so a named place after B's verb phrase ("… or rent the cabin | in Baudette") is B's, not both's; and a
named place closing a relative clause on B's object ("… the salmon we brought back | from Alaska"), the clause's."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["own_named_place", "relative_place"]

_PLACE_PREPS = frozenset({"in", "on", "at", "near", "by", "from", "to", "through", "via", "into", "outside"})
_NAME_LINKS = frozenset({"of", "the", "de", "la", "du", "del", "upon"})  # "Lake of the Woods", "Stratford upon Avon"


def own_named_place(core: list[Token]) -> bool:
    """Does verb phrase ``core`` close on a place preposition and a name of several capitalised words, "of the" and
    the like inside ("on Lake of the Woods", "at Grand Lake St. Marys"), after its verb and object?"""
    k = len(core) - 1
    while k > 2 and (core[k].capitalized or core[k].low in _NAME_LINKS):
        k -= 1
    name = core[k + 1 :]
    return 2 < k < len(core) - 2 and core[k].low in _PLACE_PREPS and name[0].capitalized and name[-1].capitalized


# Past forms a clause's verb takes ("the salmon we | brought back"), irregular ones listed, and particles after one.
_IRREGULAR_PASTS = frozenset({"brought", "bought", "caught", "shot", "got", "took", "made", "found", "kept", "left",
                              "built", "sent", "sold", "won", "gave", "saw", "ate", "drew"})
_PARTICLES = frozenset({"back", "home", "up", "out", "off", "down"})
_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})


def relative_place(right: list[Token], k: int) -> bool:
    """Is the place phrase at B's ``k``-th word the closing of a relative clause without "that" on B's object ("…
    the salmon we brought back | from Alaska", "… the geese we shot | in Manitoba"): where that was done, no place
    of both options?"""
    j = k - 1 - (k > 1 and right[k - 1].low in _PARTICLES)
    if j < 3 or not (right[j].low in _IRREGULAR_PASTS or (right[j].low.isalpha() and right[j].low.endswith("ed"))):
        return False
    return right[j - 1].low in _SUBJECTS and right[j - 2].low.isalpha() and right[j - 2].low not in _SUBJECTS
