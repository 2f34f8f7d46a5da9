"""A present participle after B's plural noun keeps its phrase ("a Lortone QT12 and two smaller 3lb barrels |
running at the same time", "a Honda Civic and two used cars | running on diesel"): a participle after a plural
modifies it, so the phrase it opens is B's own, not both options' (cut there, B would close on a bare "running")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, VERBS, Token

__all__ = ["plural_participle"]

_PURPOSE = frozenset({"for", "to"})  # "… kids clothing | for the trip": a purpose of both, not the participle's
_LEAST = 6  # "running", "cutting": a participle of a listed verb ("thing", "king" are too short to be one)


def plural_participle(right: list[Token], k: int) -> bool:
    """Is the preposition at ``k`` of B's side the phrase of a present participle of a listed verb right after a
    lower-case plural ("… barrels | running | at …")? Not after "for" / "to", not after a singular noun ("a
    building | in …")."""
    if k < 2 or right[k].low not in PREPOSITIONS or right[k].low in _PURPOSE:
        return False
    verb, noun = right[k - 1].text, right[k - 2].text
    if not verb.isalpha() or not verb.islower() or len(verb) < _LEAST or not verb.endswith("ing"):
        return False
    plural = noun.isalpha() and noun.islower() and noun.endswith("s") and not noun.endswith("ss") and len(noun) > 3
    return plural and _stem_listed(verb[:-3])


def _stem_listed(stem: str) -> bool:
    """Is ``stem`` (a participle without "-ing") a listed verb as written, with its "e" back ("us-ing"), or with its
    doubled consonant single ("runn-ing")?"""
    single = stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem
    return stem in VERBS or stem + "e" in VERBS or single in VERBS
