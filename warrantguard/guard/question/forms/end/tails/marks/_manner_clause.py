"""A manner clause closing the sentence after option B ("Should I send CSV or XLSX | the way payroll wants?", "pay
by card or cash | the way my landlord prefers"): "the way" and a clause of its own, a subject and its verb, says how
either option would be done, no part of B (added in session 40)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
    third_person_verb,
)

__all__ = ["manner_clause_b"]

# Words before "the way" that take it as their own ("lead the way", "keep it the way it is", "on the way home").
_TAKES_WAY = PREPOSITIONS | PRONOUNS | frozenset({"lead", "find", "know", "show", "pave", "lose", "make", "go",
                                                  "them", "me", "us", "him", "her", "all", "half"})


def manner_clause_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B cut before "the way" when a subject and its verb follow it ("… | the way payroll wants", "… | the way I
    like it") and B's word before it takes no "the way" of its own (not "… or lead the way", "… or leave it the
    way it is"); ``b`` otherwise."""
    k = next((k for k in range(1, len(b) - 1) if b[k].low == "the" and b[k + 1].low == "way"), None)
    if k is None or not a or b[k - 1].low in _TAKES_WAY:
        return b
    clause = b[k + 2 :] + around.after(b[-1], 4, ends=(",", ".", "?", "!"))
    return b[:k] if _subject_and_verb(clause) else b


def _subject_and_verb(clause: list[Token]) -> bool:
    """Does ``clause`` open on a subject and its verb: a pronoun ("I like", "we do"), a possessive or "the" and one
    or two nouns before a verb ("my landlord prefers"), or one word before a third person ("payroll wants")?"""
    if not clause:
        return False
    first = clause[0].low
    if first in PRONOUNS - {"one", "it"}:
        return True
    start = 1 if first in POSSESSIVES or first == "the" else 0
    if start == 0 and first in DETERMINERS | PREPOSITIONS:
        return False
    for j in range(start + 1, min(start + 3, len(clause))):
        tok = clause[j]
        if third_person_verb(tok) or tok.low in AUX or (start and is_verb(tok) and tok.low.isalpha()):
            return True
    return False
