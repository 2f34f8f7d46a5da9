"""The hearer's verb of advising opening A ("Would you | advise a QCD or just taking the RMD …?", "Do you recommend |
a Roth or …"): the verb asks for the hearer's advice, so it is no word of option A, which is the verb's object (added
for the hundred-and-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Around, Token

__all__ = ["asked_verb_a"]

_ADVISING = frozenset({"advise", "recommend", "suggest"})
_HEARERS = frozenset({"you", "u", "ya"})


def asked_verb_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without the hearer's verb of advising and its article ("you | advise a | QCD or just taking …"): the verb's
    object, articled or not ("you advise | Easy Life Profito or Seachem Flourish"); ``a``
    otherwise (no "you" before the verb: "I | advise a …")."""
    if len(a) < 2 or a[0].low not in _ADVISING or not b:
        return a
    prev = around.prev(a[0])
    if prev is None or prev.low not in _HEARERS:
        return a
    return a[2:] if a[1].low in ARTICLES and len(a) > 2 else a[1:]  # "you advise | Easy Life Profito or …" too
