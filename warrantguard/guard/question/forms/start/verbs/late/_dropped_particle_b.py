"""A preposition's object read off A's verb phrase ("fill the pool from the | well") against a bare unlisted word
whose particle phrase closing the sentence the reading drops ("… or truck | in water?"). Read as a verb, B is a
phrasal verb and its object against A's whole phrase ("fill the pool from the well" / "truck in water"); read as a
noun, B stands against the object only ("well" / "truck", "in water" both's). The form cannot tell, so the pair is
refused. Added for the hundred-and-twenty-fourth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, PRONOUNS, Token, is_verb

__all__ = ["dropped_particle_b_problem"]

_PARTICLES = frozenset({"in", "on", "over", "out", "up", "down", "off", "back", "away"})
_LONGEST_TAIL = 3  # words of the dropped phrase, its particle included ("in water", "in some fill")


def _object_of_preposition(core: list[Token], a: list[Token]) -> bool:
    """Is A, the end of its side, a preposition's object after a listed verb and its own articled object ("fill the
    pool from the | well"; not "pay with | cash": no object between)?"""
    cut = next((k for k, t in enumerate(core) if t is a[0]), 0)
    if cut < 3 or a[-1] is not core[-1] or core[0].capitalized or not is_verb(core[0], initial=True):
        return False
    prep = next((k for k in range(cut - 1, 0, -1) if core[k].low in PREPOSITIONS), 0)
    articled = core[1].low in DETERMINERS | POSSESSIVES  # "fill | the pool": the verb's own object
    return prep > 2 and articled and all(t.low in DETERMINERS for t in core[prep + 1 : cut])


def _articled(words: list[Token]) -> bool:
    return any(t.low in DETERMINERS | POSSESSIVES for t in words)


def dropped_particle_b_problem(core: list[Token], a: list[Token], b: list[Token], right: list[Token]) -> str | None:
    """Why a one-word B before a dropped closing particle phrase is unclear against A read as a preposition's object
    ("fill the pool from the well or truck | in water"), or ``None``."""
    if len(b) != 1 or b[0] is not right[0] or not a or not _object_of_preposition(core, a):
        return None
    w, tail = right[0], right[1:]
    if not w.text.isalpha() or not w.text.islower() or w.low in DETERMINERS | PREPOSITIONS | PRONOUNS:
        return None
    if not 1 < len(tail) <= _LONGEST_TAIL or tail[0].low not in _PARTICLES or _articled(tail[1:]):
        return None  # not "… or straight | on the laptop": an articled place, no verb's bare object
    said, whole, obj = (" ".join(t.text for t in side) for side in (right, core, a))
    return f"unclear whether '{said}' is a verb phrase against '{whole}' or a noun against '{obj}'"
