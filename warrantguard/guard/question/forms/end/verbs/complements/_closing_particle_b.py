"""A bare word and a particle closing the sentence as B ("would you go with the funeral home the hospice recommended or
shop around?"), a verb being asked for and A opening on a verb: a word that ends its clause on a particle is a
phrasal verb, so the options are two verb phrases ("go with …" / "shop around"), not a noun against "shop"."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token, ing_word, is_verb

__all__ = ["closing_particle_b"]

_CLOSING_PARTICLES = frozenset({"around", "about", "off", "out", "away", "back"})


def closing_particle_b(core: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """Are the options verb phrases because a verb is asked for, A opens on a verb and more ("go with the funeral
    home") and B is only a bare lower-case word and a closing particle ("shop around?", "hold off.")?"""
    if not expects_verb or len(right) != 2 or len(core) < 2 or not is_verb(core[0], initial=True):
        return False
    w, particle = right[0], right[1].low.rstrip("?!.")
    if not w.low.isalpha() or w.capitalized or w.low in DETERMINERS | PREPOSITIONS | PRONOUNS or ing_word(w.low):
        return False
    return particle in _CLOSING_PARTICLES
