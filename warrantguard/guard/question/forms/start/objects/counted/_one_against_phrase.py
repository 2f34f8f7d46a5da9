"""A figure-headed B named by "one" against A's head and its phrase: "the electricity-included listing at $1,450 or
the $1,300 | one where I pay my own": "one" stands for A's head ("listing"), so B is the figure, "one" and its
telling clause, and A its whole head phrase, not the figures alone."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token

__all__ = ["one_against_phrase"]

_ONE = frozenset({"one", "ones"})
_RELATIVES = frozenset({"where", "that", "which", "with", "without"})
_ENDS = ("?", "!", ".", ",", ";", ":")
_REACH = 4  # A's words at most between its article and its preposition
_CLAUSE = 6  # words of B's telling clause at most


def one_against_phrase(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A from after its article and B to its "one" and its telling clause, when B, a figure, is cut before "one" and
    A, a figure too, after its head's preposition ("the electricity-included listing at | $1,450 or the $1,300 | one
    where I pay my own", "the studio at $900 or the $1,100 one with parking"); unchanged otherwise ("$900 or $1,100 |
    one month", no head phrase before A)."""
    if not a or not b or not all(_figure(t) for t in (a[0], b[0])):
        return a, b
    held = len(b) > 1 and b[1].low in _ONE  # "… or the $1,100 one with parking": B holds its "one" already
    one = b[1] if held else around.next(b[-1])
    if one is None or one.low.rstrip("?!.,;:") not in _ONE:
        return a, b
    before = around.before(a[0])
    if len(before) < 3 or before[-1].low not in PREPOSITIONS:
        return a, b
    start = next((k for k in range(len(before) - 2, max(len(before) - 3 - _REACH, -1), -1)
                  if before[k].low in ARTICLES), None)
    if start is None or any(t.low in PREPOSITIONS or t.text.endswith(_ENDS) for t in before[start + 1 : -1]):
        return a, b
    return before[start + 1 :] + a, (b if held else b + _telling(one, around))


def _figure(tok: Token) -> bool:
    """Is ``tok`` an amount or a number ("$1,450", "€8", "90")?"""
    return tok.text[:1] in "$€£" or tok.text[:1].isdigit()


def _telling(one: Token, around: Around) -> list[Token]:
    """"one" and the relative clause after it to the end of its sentence ("one | where I pay my own."), or "one"."""
    tail = [one]
    nxt = around.next(one) if not one.text.endswith(_ENDS) else None
    while nxt is not None and len(tail) <= _CLAUSE:
        tail.append(nxt)
        nxt = around.next(nxt) if not nxt.text.endswith(_ENDS) else None
    whole = len(tail) > 1 and tail[1].low in _RELATIVES and (tail[-1].text.endswith(_ENDS) or nxt is None)
    kept = tail if whole and len(tail) <= _CLAUSE else tail[:1]
    text = kept[-1].text.rstrip("?!.,;:")
    return [*kept[:-1], Token(text, kept[-1].start, kept[-1].start + len(text))]
