"""A a noun and a phrase of a two-word preposition closing on a name, B a bare name ("get loads | out of Texas or
Georgia", "a motel | next to Walmart or Target"): the names are the options, the preposition both's
(:func:`two_word_prep_name_a`; added for the hundred-and-eighteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, TWO_WORD_PREPOSITIONS, Around, Token

__all__ = ["two_word_prep_name_a"]

_NAME = 2  # words of either name at most


def two_word_prep_name_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A cut to the name after its last two-word preposition when that name and the whole of B are one or two
    capitalised words, no article before B ("loads out of | Texas or Georgia"); ``a`` otherwise (not "out of Texas
    or the Georgia hub": B's article; not "out of stock or Backordered": no name after the preposition)."""
    if around.uncased or not 1 <= len(b) <= _NAME or (before := around.prev(b[0])) is None:
        return a
    if before.low in DETERMINERS or not _names(b):
        return a
    at = [k for k in range(1, len(a) - 2) if (a[k].low, a[k + 1].low) in TWO_WORD_PREPOSITIONS]
    if not at or not 1 <= len(a) - at[-1] - 2 <= _NAME or not _names(a[at[-1] + 2 :]):
        return a
    return a[at[-1] + 2 :]


def _names(toks: list[Token]) -> bool:
    """Are ``toks`` capitalised words of letters, none in capitals throughout ("Texas", "New Mexico")?"""
    return all(t.text.rstrip("?!.,")[:1].isupper() and t.text.rstrip("?!.,").isalpha() for t in toks)
