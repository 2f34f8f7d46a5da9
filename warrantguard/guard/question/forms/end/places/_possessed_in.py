"""A gerund and "in" opening A, and "in" with a possessive after B ("investing in VTI or VT | in my taxable account",
"living in Austin or Denver | in my 30s"): the gerund's "in" leads to both options, so B's "in" phrase is no phrase of
A's own written again but the account, place or time both share; B ends before it. Not B's own place after a name
("nursing in UK and caregiver job | in Canada"): that "in" opens no possessive."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, PREPOSITIONS, Token, ing_word, is_verb

__all__ = ["possessed_in"]

_MAX_OPTION = 3


def possessed_in(a: list[Token], right: list[Token]) -> bool:
    """Does A open with a gerund and "in" before a short object ("investing in | VTI") and B's side hold a short B, then
    "in" and a possessive ("VT | in my taxable account")? Not a B opening with a preposition or a verb ("… or | in
    bonds", "… or teaching | in my hometown")."""
    if len(a) < 3 or len(a) > 2 + _MAX_OPTION or not ing_word(a[0].low) or a[1].low != "in":
        return False
    if not right or right[0].low in PREPOSITIONS or ing_word(right[0].low) or is_verb(right[0]):
        return False
    at = next((k for k, t in enumerate(right) if t.low == "in"), None)
    return at is not None and 0 < at <= _MAX_OPTION and at + 1 < len(right) and right[at + 1].low in POSSESSIVES
