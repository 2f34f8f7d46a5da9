"""Two prices, each with its own way of paying or filing ("N-400 for $710 online or $760 | on paper?"): A is a price
and one bare word of manner, B a bare price and then a short phrase closing the sentence. The phrase answers A's
word, so it is B's own (added for the seventy-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._rates import CURRENCY
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["priced_channel_b"]

_MAX_PHRASE = 3  # "on paper", "by bank transfer"


def priced_channel_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its closing phrase when A is a price and a bare word of manner ("$710 online", "£40 upfront") and B a
    bare price before a preposition and at most two words ending the prompt ("$760 | on paper?", "£45 | by
    cheque", with its question mark or without); else B unchanged (not "$710 or $760 | on paper": A has no manner of
    its own)."""
    if len(a) != 2 or len(b) != 1 or not (_price(a[0]) and _price(b[0])) or not _manner(a[1]):
        return b
    rest: list[Token] = []
    tok = around.next(b[0])
    while tok is not None and len(rest) < _MAX_PHRASE:
        rest.append(tok)
        tok = around.next(tok)
    closed = bool(rest) and (rest[-1].text[-1:] in "?.!" or rest[-1].text[-1:].isalpha())  # "… on paper" unmarked
    if tok is not None or len(rest) < 2 or rest[0].low not in PREPOSITIONS or not closed:
        return b
    if any(not t.text.rstrip("?.!").isalpha() for t in rest):
        return b
    last = rest[-1]
    word = last.text.rstrip("?.!")
    return [*b, *rest[:-1], Token(word, last.start, last.start + len(word))]


def _price(tok: Token) -> bool:
    """A price in digits after a currency sign ("$710", "£40")."""
    return tok.text[:1] in CURRENCY and tok.text[1:2].isdigit()


def _manner(tok: Token) -> bool:
    """A bare lower-case word of letters, no preposition ("online", "upfront", "monthly")."""
    return tok.text.isalpha() and tok.text.islower() and tok.low not in PREPOSITIONS
