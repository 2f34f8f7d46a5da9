"""A total's line after a noun B against an A closing on a signed number ("Ravens -6 or Ravens team total | over
27.5"): A's spread and B's "over" / "under" line are the two bets' own numbers, so the line is B's own, no bound both
options share (added for the sixty-sixth held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Around, Token

__all__ = ["betting_line"]

_SIGNED = re.compile(r"[+-]\d+(?:\.\d+)?")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_LINES = frozenset({"over", "under", "o", "u"})


def betting_line(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B run on over an "over" / "under" and a number closing the clause when A closes on a signed number ("Ravens
    -6" / "Ravens team total | over 27.5"); B as it is otherwise ("… 2 miles or 3 | over the hill": no signed A)."""
    if not a or not b or not _SIGNED.fullmatch(a[-1].low.rstrip("?.!,")):
        return b
    line = around.next(b[-1])
    number = around.next(line) if line is not None else None
    if line is None or number is None or line.low not in _LINES or not _NUMBER.fullmatch(number.low.rstrip("?.!,")):
        return b
    after = around.next(number)
    return b if after is not None and number.text[-1:] not in "?.!,;:" else [*b, line, number]
