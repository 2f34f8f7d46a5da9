"""An unlisted verb and its particle opening B against a verb phrase opening A, a verb being asked for ("should I
make the cake from scratch or doctor up a box mix?"): a bare lower-case word, a particle ("up", "out", "down" …)
and a determiner or possessive is a phrasal verb and its object, so the options are two verb phrases, not
"scratch" against B (not "… or the elevator | up the tower": an article first). Added for the seventy-fifth
held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    PHRASAL,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    ing_word,
    is_verb,
)

__all__ = ["particle_verb_b"]

_FOCUS = frozenset({"only", "just", "simply", "even", "still", "maybe", "perhaps", "all", "right"})
_OBJECT_OPENERS = frozenset({"a", "an", "the", "this", "that", "these", "those", "some"}) | POSSESSIVES


def particle_verb_b(core: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """Are the options verb phrases because a verb is asked for, A opens on a listed verb and more ("make my cake
    from scratch") and B is a bare lower-case word, a particle and its object's determiner ("doctor up | a box mix",
    "beef up | the old one", "jazz out | my …"), or a preposition and its object ("splash out on | the new …")?"""
    if not expects_verb or len(right) < 4 or len(core) < 2 or not is_verb(core[0], initial=True):
        return False
    w = right[0]
    if not w.low.isalpha() or w.capitalized or w.low in DETERMINERS | PREPOSITIONS | PRONOUNS | _FOCUS \
            or ing_word(w.low):  # not "… or only | up to the line": a bound, no verb
        return False
    if right[1].low not in PHRASAL:
        return False
    return right[2].low in _OBJECT_OPENERS or (len(right) > 4 and right[2].low in PREPOSITIONS
                                               and right[3].low in _OBJECT_OPENERS
                                               and not w.low.endswith("ed"))  # "splash out on | the new …", not
    # a participle ("… or picked up at the office")
