"""A quoted name set against a possessive noun phrase ("Calling my MIL by her first name versus 'Mom'", "sign it with
my initials or "Dr. Lee""): the quoted form of address has no determiner to match, so A keeps its possessive."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, Around, Token

__all__ = ["said_name_a"]

_QUOTES = ("'", '"', "\u2018", "\u201c")


def said_name_a(a: list[Token], b: list[Token], whole: list[Token], around: Around) -> list[Token]:
    """A with the possessive the parallel cut dropped before it ("her | first name") when B is quoted ("'Mom'") and
    the possessive is A's side's own (in ``whole``, A's side before the cut); ``a`` unchanged otherwise."""
    if not a or not b or not b[0].text.startswith(_QUOTES):
        return a
    prev = around.prev(a[0])
    if prev is None or prev.low not in POSSESSIVES or not any(t.start == prev.start for t in whole):
        return a
    return [prev, *a]
