"""A clause of time or condition as B against A the object of a preposition ("heat the house all day on | low or only
when we're home"): B is said of the whole verb phrase, A is one word of it, so where A starts cannot be told from
the form; refused (added in session 46 for a misread found outside the corpus)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["clause_against_object_problem"]

_FOCUS = frozenset({"only", "just", "even", "mainly", "mostly"})
_CLAUSE_OPENERS = frozenset({"when", "whenever", "if", "once", "until", "till", "while", "after", "before", "unless"})


def clause_against_object_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B opening a clause ("(only) when we're home") cannot stand against A, the object of a preposition left
    before A ("on | low"); else ``None``."""
    k = 1 if b and b[0].low in _FOCUS else 0
    if len(b) < k + 3 or b[k].low not in _CLAUSE_OPENERS or b[k + 1].low in PREPOSITIONS:
        return None
    before = around.prev(a[0])
    while before is not None and before.low in DETERMINERS:  # "on | a timer"
        before = around.prev(before)
    if before is None or before.low not in PREPOSITIONS - _CLAUSE_OPENERS or a[0].low in PREPOSITIONS:
        return None
    return (f"B opens a clause ('{b[k].text} …') but A is the object of '{before.text}': is A's whole phrase the "
            "option, or more of the verb phrase before it?")
