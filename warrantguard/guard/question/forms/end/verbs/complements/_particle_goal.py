"""Two unlisted verbs, each before the same preposition of goal, B's with a particle between ("whether to divert to
KOSH or | press on to KFLD", "should we head to the hut or | push on to the summit"), a verb being asked for: a
lower-case word, a particle and the preposition A's word took is a phrasal verb and its goal, so the options are two
verb phrases, not A's place against a bare "press". Added for the hundred-and-forty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PHRASAL, PREPOSITIONS, PRONOUNS, Token, ing_word

__all__ = ["particle_goal_verbs"]

# Prepositions of goal or direction a verb of moving takes ("divert to", "press on to", "head back towards").
_GOALS = frozenset({"to", "towards", "toward", "into", "for"})
# Particles of going on before the goal ("press on to", "push ahead to", "carry over to") beside the listed ones.
_PARTICLES = PHRASAL | frozenset({"on", "ahead", "along", "over", "across"})
_NOT_VERBS = DETERMINERS | PREPOSITIONS | PRONOUNS


def particle_goal_verbs(core: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """Are A a bare lower-case word before a preposition of goal and its object ("divert to | KOSH") and B a bare
    lower-case word, a particle and the same preposition with an object ("press on to | KFLD"), a verb asked for?"""
    if not expects_verb or len(core) < 3 or len(right) < 4:
        return False
    prep = core[1].low
    if prep not in _GOALS or right[1].low not in _PARTICLES or right[2].low != prep:
        return False
    return all(_bare_word(t) for t in (core[0], right[0])) and core[0].low != right[0].low


def _bare_word(tok: Token) -> bool:
    """Is ``tok`` a lower-case word that may be a verb (no determiner, preposition, pronoun or "-ing" word)?"""
    return tok.text.isalpha() and tok.text.islower() and tok.low not in _NOT_VERBS and not ing_word(tok.low)
