"""A verb of meaning after a clause's subject, before A ("whether 'festive attire' on the invitation means | a suit or
something more casual"): what the subject means is the choice, B closing the clause with no predicate of its own
("whether the clicking means the fan motor or the compressor | is failing": the pair is a subject, not this)."""

from __future__ import annotations

from warrantguard.guard.question.words._form import PREPOSITIONS, finite_verb
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import DETERMINERS

__all__ = ["meaning_verb"]

_MEANING = frozenset({"means", "implies", "indicates", "signals"})


def meaning_verb(core: list[Token], k: int, right: list[Token]) -> bool:
    """Is ``core[k]`` "means" / "implies" after a word that is no preposition or determiner ("a difference in means":
    a noun) and before a word that is no preposition, B holding no finite verb ("… or something more casual")?"""
    if core[k].low not in _MEANING or k < 1 or k + 1 >= len(core):
        return False
    if core[k - 1].low in PREPOSITIONS | DETERMINERS or core[k + 1].low in PREPOSITIONS:
        return False
    return not any(finite_verb(right, j) for j in range(len(right)))
