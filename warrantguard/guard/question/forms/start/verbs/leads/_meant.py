""""mean" after "do" and its subject, before a noun pair ("Do they | mean professional indemnity or public liability?"):
the asking verb, no part of A (the verb list leaves "mean" out, its "-s" form being mostly a noun: "a difference in
means")."""

from __future__ import annotations

from warrantguard.guard.question.words import PRONOUNS, Around, Token, is_verb

__all__ = ["meant_a"]

_DO = frozenset({"do", "does", "did"})
_MEANING = frozenset({"mean", "meant"})


def meant_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without an opening "mean" after "do" and a pronoun when B opens on no verb ("Do they | mean net income or
    gross income?" -> "net income"); ``a`` otherwise ("Do they mean to stay or go?")."""
    if len(a) < 2 or a[0].low not in _MEANING or not b or is_verb(b[0]) or a[1].low == "to":
        return a
    subject = around.prev(a[0])
    do = around.prev(subject) if subject is not None else None
    if subject is None or do is None or subject.low not in PRONOUNS or do.low not in _DO:
        return a
    return a[1:]
