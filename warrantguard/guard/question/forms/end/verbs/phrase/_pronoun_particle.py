"""A verb, an object pronoun and its particle closing option B ("… or ride it out", "… or fly it on", "… or tough
it out | this year"): the particle is B's verb's own, so B keeps it, and the pronoun is no object both options
share (added for the sixty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, OBJECT_PRONOUNS, PHRASAL, TIME_WORDS, Token, is_verb

__all__ = ["pronoun_particle"]

_PARTICLES = PHRASAL | {"on", "in", "over", "through"}


def pronoun_particle(right: list[Token], k: int) -> int:
    """``k`` + 1 when B is a verb, an object pronoun and the particle at ``k`` that closes B or stands before a cut
    word or a time word ("ride it out", "fly it on", "hand them back | for …"), else 0 ("fly it | on Tuesday": a
    capitalised word after it; "put it on the truck": an object after the particle)."""
    if k != 2 or len(right) < 3 or right[1].low not in OBJECT_PRONOUNS or right[2].low not in _PARTICLES:
        return 0
    if right[0].capitalized or not is_verb(right[0]):
        return 0
    end = len(right) == 3 or right[3].low in CUT_WORDS or right[3].low in TIME_WORDS
    return 3 if end else 0
