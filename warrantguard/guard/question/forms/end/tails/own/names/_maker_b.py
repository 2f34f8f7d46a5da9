"""A name's maker after option B ("between Baccarat Rouge 540 and Cloud | by Ariana Grande | as a dupe"): a
capitalised B, then "by" and a capitalised name that is no date, is one name, the product's with its maker's, so B
keeps it (:func:`maker_b`)."""

from __future__ import annotations

from warrantguard.guard.question.words import MONTHS, WEEKDAYS, Around, Token

__all__ = ["maker_b"]

_MAKER_MAX = 3  # words of the maker's name
_CLOSE = ("?", "!", ".", ",", ";", ":")
# Capitalised words after "by" that tell a time, not a maker ("… or Delta | by Christmas").
_TIMES = MONTHS | WEEKDAYS | frozenset({"christmas", "easter", "thanksgiving", "halloween", "xmas", "eid", "diwali",
                                        "hanukkah", "tomorrow", "tonight", "today", "noon", "midnight", "then"})


def _bare(tok: Token) -> Token:
    """``tok`` without a closing mark ("Grande," -> "Grande")."""
    text = tok.text.rstrip("?!.,;:")
    return tok if text == tok.text else Token(text, tok.start, tok.start + len(text))


def maker_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with "by" and its maker's capitalised name when A and B both open capitalised inside a sentence with
    lower-case words ("… and Cloud | by Ariana Grande as a dupe"); ``b`` otherwise ("… or Delta | by Friday": a
    time; "… or Cloud | by the way": no name; a lower-case B: "… or drive | by Boston")."""
    if around.uncased or not a or not b or not a[0].text[:1].isupper() or not b[-1].text[:1].isupper():
        return b
    by = around.next(b[-1])
    if by is None or by.text != "by" or b[-1].text.endswith(_CLOSE):
        return b
    name: list[Token] = []
    nxt = around.next(by)
    while nxt is not None and len(name) <= _MAKER_MAX and nxt.text[:1].isupper() and nxt.text[:1].isalpha():
        name.append(_bare(nxt))
        if nxt.text.endswith(_CLOSE):
            break
        nxt = around.next(nxt)
    if not name or len(name) > _MAKER_MAX or any(t.low in _TIMES or t.low in ("i", "a") for t in name):
        return b
    return [*b, by, *name]
