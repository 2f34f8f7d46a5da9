"""A relative clause without "that" closing B, its verb in the past ("… or through the TOD deed | my aunt recorded |
in 2019"): the phrase after that verb is the clause's own (when or where it was done), so B does not end before it
(:func:`relative_tail`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, PRONOUNS, Token

__all__ = ["relative_tail"]

_SUBJECTS = PRONOUNS - {"it", "one"}  # "the car we | bought"
_NOUN_OPENERS = POSSESSIVES | {"the"}  # "the deed my aunt | recorded", "the house the seller | listed"


def relative_tail(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word the first past a relative clause without "that" whose past verb stands at ``k`` - 1 ("the
    TOD deed my aunt recorded | in 2019", "the car we bought | in May")? The clause's subject opens after a noun of
    B's (not after a preposition: "… deed for my aunt recorded …" has no such clause)."""
    if k < 3 or not _past_verb(right[k - 1].low):
        return False
    pronoun = right[k - 2].low in _SUBJECTS and _noun_like(right[k - 3])
    return pronoun or (k >= 4 and right[k - 3].low in _NOUN_OPENERS and _noun_like(right[k - 4]))


def _past_verb(word: str) -> bool:
    """A regular past form ("recorded", "signed", "filed"): after the clause's subject, no adjective."""
    return word.isalpha() and word.endswith("ed") and len(word) > 4


def _noun_like(tok: Token) -> bool:
    """A word that may close a noun phrase (not a preposition, determiner or pronoun)."""
    w = tok.low
    return w.replace("-", "").isalnum() and w not in PREPOSITIONS | DETERMINERS | PRONOUNS | POSSESSIVES
