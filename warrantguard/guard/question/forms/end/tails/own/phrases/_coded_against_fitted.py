"""'with a/an' and a short noun after an unarticled, modified B, closing the sentence, against a coded A ("All-on-4 or
individual implants | with a bridge?"): the coded A is one product or system as it comes, the described B a kind
of thing fitted out, so the fitting is B's own, as after an articled B (``named_against_fitted_b``); added for the
hundred-and-twenty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["coded_against_fitted_b"]

_ARTICLES = frozenset({"a", "an"})


def _coded(a: list[Token], around: Around) -> bool:
    """Is A one bare code-like name, with a digit or a capital past its first letter ("All-on-4", "iTero", "3M"),
    no determiner before it (not "the All-on-4"; not "Veneers", only a sentence's opening capital)?"""
    prev = around.prev(a[0])
    word = a[0].text
    return len(a) == 1 and (prev is None or prev.low not in DETERMINERS) \
        and (any(ch.isdigit() for ch in word) or any(ch.isupper() for ch in word[1:]))


def coded_against_fitted_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its closing "with a/an <one or two words>" when A is a coded name and B two or three lower-case words
    with no article ("All-on-4 or individual implants | with a bridge?"); ``b`` otherwise ("… or implants | with a
    bridge": B one bare word; "All-on-4 or a bridge | …": read by ``named_against_fitted_b``; "… with a bridge | for
    my mom": more words after the fitting)."""
    if not a or not 2 <= len(b) <= 3 or not _coded(a, around):
        return b
    prev = around.prev(b[0])
    if prev is None or prev.low in DETERMINERS or not all(t.text.isalpha() and t.text.islower() for t in b):
        return b
    rest = closing_rest(b, around)
    if rest is None or not 3 <= len(rest) <= 4 or rest[0].low != "with" or rest[1].low not in _ARTICLES:
        return b
    if any(t.low in PREPOSITIONS or not t.text.isalpha() for t in rest[2:]):
        return b
    return [*b, *rest]
