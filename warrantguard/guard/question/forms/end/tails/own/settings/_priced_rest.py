"""B's own price closing the sentence against A's ("Gloomhaven 2E for $175 or a used 1E copy | for ~$90 on eBay?"):
when A closes on a preposition and a price, the same preposition and a price after B are B's own, with the words
after them to the sentence's end (where B is had), not a phrase both share (added for the hundred-and-forty-fifth
part, whose second price was cut from B)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts import CURRENCY
from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["priced_rest_b"]

_ROUGHLY = "~≈"  # "~$90": a rough price


def _priced(tok: Token) -> bool:
    """Does ``tok`` give a price, roughly or not ("$175", "~$90", "£1,200")?"""
    bare = tok.text.lstrip(_ROUGHLY)
    return bare.startswith(CURRENCY) and bare.lstrip("".join(CURRENCY))[:1].isdigit()


def priced_rest_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the price closing its sentence when A closes on the same preposition and a price ("… 2E for $175 or a
    used 1E copy | for ~$90 on eBay"); ``b`` otherwise ("… 2E or a used copy | for ~$90": one budget, both's)."""
    if len(a) < 3 or not _priced(a[-1]) or a[-2].low not in PREPOSITIONS:
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 5 or rest[0].low != a[-2].low or not _priced(rest[1]):
        return b
    return [*b, *rest]
