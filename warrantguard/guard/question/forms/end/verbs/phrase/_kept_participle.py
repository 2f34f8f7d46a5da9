"""A participle of keeping or placing opening B after a participle A ("should the biopsies be snap frozen or kept |
in formalin until pickup?"): "kept" is nothing without where or how it keeps, so its phrase is B's own and B ends
as a verb phrase does, not at the preposition a noun B would end at."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._verb_phrase import verb_right
from warrantguard.guard.question.words import PREPOSITIONS, Token, participle_word

__all__ = ["kept_participle_b"]

# Participles whose place or state completes them ("kept in formalin", "stored at -80", "left on the bench").
_KEPT = frozenset({"kept", "stored", "left", "placed", "put", "held", "housed", "laid", "parked", "stacked",
                   "hung", "set", "stood"})


def kept_participle_b(a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """B as its keeping participle with the phrase that completes it, to where a verb phrase ends, when B was cut to
    the participle alone and A is a participle phrase with no preposition of its own ("snap frozen" / "kept in
    formalin until pickup"); else ``b`` ("roasted or steamed | for the party": no participle of keeping)."""
    if len(b) != 1 or len(right) < 3 or b[0] is not right[0] or right[0].low not in _KEPT:
        return b
    if right[1].low not in PREPOSITIONS - {"for"} or not a or not participle_word(a[-1].low):
        return b
    if any(t.low in PREPOSITIONS for t in a):
        return b
    return verb_right(a, right, shared=False)
