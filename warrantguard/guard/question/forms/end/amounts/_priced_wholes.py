"""Two priced things, each after "a" ("a $45 box of Madison Reed or a $180 salon gloss | better value?"): each price
tells a whole thing bought, so B stands against A's whole head with its "of" phrase, not against the "of" phrase's
noun (:func:`priced_wholes`; added for the eighty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._rates import CURRENCY
from warrantguard.guard.question.words import Around, Token

__all__ = ["priced_wholes"]


def _priced(tok: Token) -> bool:
    """Does ``tok`` give a price ("$45", "£1,200", "€9.99")?"""
    return tok.text.startswith(CURRENCY) and tok.text.lstrip("".join(CURRENCY))[:1].isdigit()


def priced_wholes(a: list[Token], b: list[Token], around: Around) -> bool:
    """Do A and B each open with a price after "a" / "an", B of two words or more ("a | $45 box of Madison Reed or a |
    $180 salon gloss")? Not "a $45 box of dye or $60?" (B a bare price, the box's perhaps), nor "the $45 box of …"."""
    if len(a) < 2 or len(b) < 2 or not _priced(a[0]) or not _priced(b[0]):
        return False
    prev, prev_b = around.prev(a[0]), around.prev(b[0])
    return prev is not None and prev_b is not None and prev.low in ("a", "an") and prev_b.low in ("a", "an")
