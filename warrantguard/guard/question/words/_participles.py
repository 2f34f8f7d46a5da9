"""Past participles by their form ("tagged", "held", "left"), and a passive predicate's participle after a subject
pair ("… or insulin | recommended for …"), not a modifier inside an option ("plain boiled rice")."""

from __future__ import annotations

from warrantguard.guard.question.words._participle_forms import IRREGULAR_PARTICIPLES, participle_word
from warrantguard.guard.question.words._shapes import PREPS
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import (
    ADVERBS,
    COMPARATIVES,
    CUT_WORDS,
    DEGREE,
    DETERMINERS,
    PARTICLES,
    SENTENCE_ADVERBS,
    TIME_WORDS,
)

__all__ = ["participle", "participle_word"]


_AFTER_PARTICIPLE = CUT_WORDS | TIME_WORDS | ADVERBS | SENTENCE_ADVERBS | PARTICLES | frozenset({"by"})
_PERFECT_OBJECTS = DEGREE | COMPARATIVES  # "Has X or Y | done more …" (a verb follows the subject pair)


def participle(right: list[Token], k: int, verbal: bool = False) -> bool:
    """Is ``right[k]`` a passive predicate's participle after a subject pair ("… or insulin |
    recommended for …"), not a modifier inside the option ("plain boiled rice", "a guided tour")?
    Before "more" too ("Has X or Y | done more", "… or French | spoken more widely")."""
    tok, prev = right[k], right[k - 1].low
    w = tok.low
    if tok.capitalized or not w.isalpha() or prev in DETERMINERS or prev in DEGREE or prev in PREPS:
        return False
    if not ((len(w) > 4 and w.endswith("ed")) or w in IRREGULAR_PARTICIPLES):
        return False
    return k + 1 == len(right) or right[k + 1].low in _AFTER_PARTICIPLE | _PERFECT_OBJECTS
