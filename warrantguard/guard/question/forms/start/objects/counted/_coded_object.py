"""A verb the word lists lack, opening the clause before a coded name, against a coded name ("JE-2024-118 — debit |
1200 Prepaids or 6300 Insurance Expense …?"): an account's number and its capitalised name on both sides, so the verb
is both's and A is the coded name (added in session 43, for the hundred-and-seventeenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Around, Token

__all__ = ["coded_object_a"]

_OPENERS = frozenset({"—", "–", "-", "--"})


def coded_object_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past its opening lower-case word when a number and a capitalised word follow it and B opens the same way
    ("debit 1200 Prepaids" / "6300 Insurance Expense" -> "1200 Prepaids"), the word opening its clause (the
    sentence's first word, or after a dash or a colon); ``a`` otherwise ("buy 2 Kindles or 3 Kobos" reads as
    before: the word is not at a clause's start; "size 10 Nike or …": B has no number)."""
    if len(a) < 3 or len(b) < 2 or not a[0].text.isalpha() or not a[0].text.islower() or a[0].low in DETERMINERS:
        return a
    if not (_coded(a[1], a[2]) and _coded(b[0], b[1])):
        return a
    prev = around.prev(a[0])
    return a[1:] if prev is None or prev.text in _OPENERS or prev.text.endswith(":") else a


def _coded(number: Token, name: Token) -> bool:
    """A number of three digits or more and a capitalised word after it ("1200 Prepaids")."""
    return number.text.isdigit() and len(number.text) >= 3 and name.text[:1].isupper()
