"""A gerund and its preposition before an articled name A, against an articled name B ("whether drilling with the |
Texas Guard or the Army Reserve in San Antonio would give me more schools"): B names what A names, so the gerund
and its preposition are both options', and A starts at the name (added in session 43, from the hundred-and-sixteenth
part: A read as "drilling with the Texas Guard")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_named_prep_a"]


def gerund_named_prep_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past its gerund, preposition and article when the rest of A is capitalised and B is a capitalised name after
    its own "the" ("drilling with the | Texas Guard" / "the Army Reserve"); ``a`` otherwise ("drilling with the Guard
    or the commute": B no name; "drilling with the Guard or with the Reserve": B has its own preposition)."""
    if len(a) < 4 or not tx.ing_word(a[0].low) or a[1].low not in PREPOSITIONS or a[2].low != "the":
        return a
    if not all(t.capitalized for t in a[3:]) or not b or not b[0].capitalized:
        return a
    before_b = around.prev(b[0])
    return a[3:] if before_b is not None and before_b.low == "the" else a
