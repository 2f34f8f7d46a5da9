"""Past participles by their form ("tagged", "held", "left"), and a passive predicate's participle after a subject
pair ("… or insulin | recommended for …"), not a modifier inside an option ("plain boiled rice")."""

from __future__ import annotations

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


_IRREGULAR_PARTICIPLES = frozenset({"taken", "chosen", "known", "seen", "done", "worn", "eaten", "written",
                                    "made", "paid", "held", "kept", "sold", "bought", "built", "told", "found",
                                    "been", "gone", "gotten", "become", "brought", "given", "grown", "shown",
                                    "won", "lost", "spent", "begun", "driven", "hurt", "led", "fed", "taught",
                                    "caught", "fought", "felt", "sent", "fallen", "risen", "proven", "shrunk",
                                    "spoken", "broken", "frozen", "stolen", "hidden", "forgotten", "ridden",
                                    "understood", "heard", "said", "thought", "drawn", "shaken",
                                    "used"})  # regular, but of four letters only (the "-ed" rule wants five)
_AFTER_PARTICIPLE = CUT_WORDS | TIME_WORDS | ADVERBS | SENTENCE_ADVERBS | PARTICLES | frozenset({"by"})
_PERFECT_OBJECTS = DEGREE | COMPARATIVES  # "Has X or Y | done more …" (a verb follows the subject pair)


def participle_word(word: str) -> bool:
    """Is ``word`` (lower case) a past participle by its form ("tagged", "held", "left")?"""
    return (len(word) > 4 and word.endswith("ed")) or word in _IRREGULAR_PARTICIPLES or word in ("left", "let")


def participle(right: list[Token], k: int, verbal: bool = False) -> bool:
    """Is ``right[k]`` a passive predicate's participle after a subject pair ("… or insulin |
    recommended for …"), not a modifier inside the option ("plain boiled rice", "a guided tour")?
    Before "more" too ("Has X or Y | done more", "… or French | spoken more widely")."""
    tok, prev = right[k], right[k - 1].low
    w = tok.low
    if tok.capitalized or not w.isalpha() or prev in DETERMINERS or prev in DEGREE or prev in PREPS:
        return False
    if not ((len(w) > 4 and w.endswith("ed")) or w in _IRREGULAR_PARTICIPLES):
        return False
    return k + 1 == len(right) or right[k + 1].low in _AFTER_PARTICIPLE | _PERFECT_OBJECTS
