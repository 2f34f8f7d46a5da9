"""A from its approximated amount when B is an approximated amount too ("keep the pH for discus | around 6.5 or
closer to 7.2"): the words before A's "around" (a purpose, a label) are both's, the options are the two targets
(added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["approximated_amount_a"]

_APPROXIMATORS = frozenset({"around", "about", "roughly", "approximately", "nearer", "closer", "near", "close",
                            "under", "over", "below", "above"})


def approximated_amount_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its last approximating word when that word is followed by a number closing A and B opens on an
    approximating word with a number in it ("for discus | around 6.5" / "closer to 7.2"); ``a`` otherwise (A the
    amount already, or B no approximated amount)."""
    if len(a) < 3 or not b or b[0].low not in _APPROXIMATORS or not any(_number(t) for t in b[1:3]):
        return a
    if not _number(a[-1]) or a[-2].low not in _APPROXIMATORS:
        return a
    return a[-2:]


def _number(tok: Token) -> bool:
    """Is ``tok`` a number ("6.5", "7.2", "24")?"""
    return tok.text.rstrip("?!.,").replace(".", "", 1).isdigit()
