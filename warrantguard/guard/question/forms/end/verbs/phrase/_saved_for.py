"""What a saving verb keeps its object for, closing B ("… or save the money | for actual flying hours"): B's own, not a
purpose both options share (added in session 48 for a misread of the hundred-and-forty-seventh part; the reading of
a verb phrase B's own "for" phrase, as ``_bought_for`` reads a price after a buying verb)."""

from __future__ import annotations

from warrantguard.guard.question.words import MONTHS, PREPOSITIONS, TIME_NOUNS, Token

__all__ = ["saved_for_b"]

_SAVING = frozenset({"save", "reserve", "earmark"})  # "save the money | for …": what it is saved for


def _bare(tok: Token) -> bool:
    """Is ``tok`` written without punctuation closing it (no comma, dash or mark after the word)?"""
    return tok.text[-1:].isalnum()


def saved_for_b(b: list[Token], right: list[Token]) -> list[Token]:
    """B ("save the money") with the "for" phrase closing its side ("… or save the money for actual flying hours"):
    what a saving verb keeps its object for is B's own; ``b`` as it is otherwise."""
    k = len(b)
    if k < 2 or b[0].low not in _SAVING or len(right) <= k + 1 or right[k - 1] is not b[-1] or right[k].low != "for":
        return b
    if any(t.low in PREPOSITIONS or not _bare(t) for t in right[k + 1 : -1]):
        return b  # the "for" phrase runs on into another: whose, the form does not say
    if any(t.low[:1].isdigit() for t in b) or any(t.low in TIME_NOUNS | MONTHS for t in right[k + 1 :]):
        return b  # "save 6 months | for …", "save my legs | for the summer": a time both share, as before
    return right
