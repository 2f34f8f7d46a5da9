"""B a verb of paying or giving, a bare noun and "to" before the one given to ("or | pay overtime to the existing
crew", "or give raises to our staff"): the "to" phrase names a recipient, so B is a verb phrase, not a noun phrase
like A's object (:func:`given_to_b`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token

__all__ = ["given_to_b"]

# Verbs of paying and giving whose bare object a "to" phrase of the recipient may follow.
_GIVEN = frozenset({"pay", "give", "offer", "send", "lend", "grant", "award", "hand", "owe", "extend"})


def given_to_b(right: list[Token]) -> bool:
    """Does B open with a verb of ``_GIVEN``, a bare lower-case noun, "to" and a determiner or possessive ("pay
    overtime | to the existing crew")? Not "pay overtime?" (no recipient), not "travel insurance to the US" (no verb
    of giving)."""
    if len(right) < 4 or right[0].low not in _GIVEN or right[2].low != "to":
        return False
    noun = right[1]
    return noun.text.isalpha() and noun.text.islower() and noun.low not in DETERMINERS \
        and right[3].low in DETERMINERS | POSSESSIVES
