"""A lone verb as B against a noun phrase A, its manner after it closing the clause ("monthly pass or pay | as you
go?", "monthly pass... or pay | per ride..."): a bare verb is no option against a noun; the rate ("per ride") or the
"as" clause ("as you go") makes it one, so it is B's own."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, PRONOUNS, VERBS, Around, Token, is_verb

__all__ = ["verb_manner_b"]

_CLOSING = ("?", "!", ".", ",", ";", ":", "…")


def _closes(last: Token, around: Around) -> bool:
    """Does ``last`` close its clause: punctuation after it, or no word of its sentence after it?"""
    return last.text.endswith(_CLOSING) or around.next(last) is None


def _manner(run: list[Token]) -> int:
    """How many words of ``run`` are a verb's manner: "per" and a noun (2), "as", a pronoun and a verb (3); else 0."""
    words = [t.text.rstrip("".join(_CLOSING)).lower() for t in run]
    if len(words) >= 2 and words[0] == "per" and words[1].isalpha():
        return 2
    if len(words) >= 3 and words[0] == "as" and words[1] in PRONOUNS and words[2] in VERBS:
        return 3
    return 0


def verb_manner_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its manner when B is one listed verb (a noun too: not "walk") against a noun phrase A, and "per" and a
    noun, or "as", a pronoun and a verb, follow it to the end of the clause ("… or pay | as you go?" -> "pay as you
    go"); ``b`` otherwise ("rent or buy | as we planned": A a verb too; "… or pay | per ride for the kids": the clause
    goes on)."""
    if len(b) != 1 or not b[0].text.isalpha() or not b[0].text.islower() or b[0].low not in VERBS - AMBIGUOUS:
        return b
    if not a or is_verb(a[0], initial=True):
        return b
    run = around.after(b[0], 3)
    n = _manner(run)
    return b + run[:n] if n and _closes(run[n - 1], around) else b
