"""Where a verb of placing money or things puts B's object: "pay off the car loan or invest the money | in VTI",
"… or park the cash | in SPAXX". The "in" phrase is the complement B's verb asks for (invest it in …, put it in …),
B's own, no place both options share.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._b_company import own_source
from warrantguard.guard.question.forms.end.verbs.phrase._bought_object import bought_object_source
from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token

__all__ = ["invested_in", "own_placed_phrase"]

# Verbs whose object is put "in" somewhere ("invest the money in VTI", "keep the cash in a HYSA").
_PLACING_VERBS = frozenset({"invest", "reinvest", "put", "park", "deposit", "stash", "keep", "leave", "hold", "dump",
                            "sink", "stick", "throw"})
_OBJECT_PRONOUNS = frozenset({"it", "them", "that", "this", "everything"})


def invested_in(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "in" at B's ``k``-th word the complement of B's verb of placing, after its object ("… or invest the
    money | in VTI", "… or put it | in VOO")? Only when A is a verb phrase with its own object and no "in" of its
    own ("pay off the car loan"), and B's verb is not A's: then each option is a whole verb phrase."""
    if right[k].low != "in" or k < 2 or len(core) < 2 or any(t.low == "in" for t in core):
        return False
    verb = 1 if right[0].low in ("just", "simply") else 0
    if right[verb].low not in _PLACING_VERBS or right[verb].low == core[0].low:
        return False
    obj = [t.low for t in right[verb + 1 : k]]
    if obj in ([w] for w in _OBJECT_PRONOUNS):
        return True
    return 2 <= len(obj) <= 3 and obj[0] in DETERMINERS | POSSESSIVES and all(w.isalpha() for w in obj[1:])


def own_placed_phrase(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the place phrase at B's ``k``-th word B's own: where B's second verb or verb of buying acts ("… and buy |
    from IKEA", see ``own_source``) or where B's verb of placing puts its object ("… or invest the money | in VTI")?"""
    return own_source(right, k) or invested_in(core, right, k) or bought_object_source(core, right, k)  # "… or rent a
    # machine | from Home Depot": where B's verb of buying gets its thing
