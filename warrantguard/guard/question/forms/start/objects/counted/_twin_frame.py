"""A cut to the frame B repeats word for word but its first word and its numbers ("Feeding a juvenile corn snake |
pinkies every 5 days or fuzzies every 7 days?"): the words before the frame are both's lead, the options the two
framed phrases (added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, ing_word

__all__ = ["twin_frame_a"]


def twin_frame_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A's last ``len(b)`` words when B, three words or more with a number, matches them word for word after its
    first word, numbers aside, and A's words before them are a gerund and its object ("Feeding a juvenile corn snake |
    pinkies every 5 days" / "fuzzies every 7 days"); ``a`` otherwise ("Orthodontic | braces at 12": no gerund)."""
    n = len(b)
    if n < 3 or len(a) < n + 2 or not ing_word(a[0].low) or not any(_number(t) for t in b[1:]):
        return a
    tail = a[-n:]
    if tail[0].low == b[0].low or not tail[0].text.isalpha():
        return a
    for mine, theirs in zip(tail[1:], b[1:], strict=True):
        if mine.low != theirs.low and not (_number(mine) and _number(theirs)):
            return a
    return tail


def _number(tok: Token) -> bool:
    """Is ``tok`` a number ("5", "7", "2.5")?"""
    return tok.text.rstrip("?!.,").replace(".", "", 1).isdigit()
