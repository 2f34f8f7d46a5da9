"""A gerund phrase A closing on a preposition and a bare noun, against B an "-ing" word and a bare noun ("greasing the
pan with butter or | cooking spray"): B may be a noun compound set against A's noun ("butter" / "cooking spray")
or a gerund phrase of its own ("… or | baking bread"); which cannot be told from the words, so it is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    CUT_WORDS,
    DETERMINERS,
    PARTICLES,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    ing_word,
)

__all__ = ["ing_noun_b"]

_NOT_BARE = DETERMINERS | PRONOUNS | PREPOSITIONS | PARTICLES | frozenset({"me", "us", "him", "her", "them", "it"})


def _bare(tok: Token) -> bool:
    """A lower-case word that is no determiner, pronoun or preposition ("butter", "spray")."""
    w = tok.low.rstrip("?.!,")
    return w.isalpha() and tok.text[:1].islower() and w not in _NOT_BARE


def ing_noun_b(core: list[Token], right: list[Token]) -> str | None:
    """Why A = "greasing the pan with butter" and B = "cooking spray" are no sure pair (this module's docstring):
    A's gerund takes an articled object, then a preposition and one or two bare words close A; B is another "-ing"
    word and one bare word, ending there or before a cut word ("… or cooking spray | for bundt cakes"). Not
    B with a pronoun or an articled object ("… or converting them | to dollars", "… or baking the bread")."""
    if len(core) < 5 or len(right) < 2 or not ing_word(core[0].low) or not ing_word(right[0].low):
        return None
    if core[0].low == right[0].low or core[1].low not in DETERMINERS or not _bare(right[1]):
        return None
    if right[0].low in PREPOSITIONS:  # "… or | during winter": a preposition ending in "-ing", no gerund
        return None
    if len(right) > 2 and right[2].low not in CUT_WORDS:
        return None
    at = [k for k in range(3, len(core) - 1) if core[k].low in PREPOSITIONS]
    if not at or len(core) - at[-1] - 1 > 2 or not all(_bare(t) for t in core[at[-1] + 1 :]):
        return None
    return f"'{right[0].text} {right[1].text}' may be a noun set against '{core[-1].text}' or a gerund phrase of " \
           "its own: which cannot be told"
