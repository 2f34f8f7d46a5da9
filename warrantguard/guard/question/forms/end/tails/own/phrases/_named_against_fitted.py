""""with" and its short noun phrase or name after an articled B, against a named A ("Motability WAV or a regular car |
with a hoist?", "Lightwriter or an iPad | with Proloquo4Text | for my husband"): the named A is one product as it
comes, the articled B a kind of thing fitted out, so the fitting is B's own (``articled_fitting_b`` takes a longer,
modified fitting whatever A is)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["named_against_fitted_b"]

_ARTICLES = frozenset({"a", "an"})
_PURPOSES = frozenset({"for", "to"})


def _named(a: list[Token], around: Around) -> bool:
    """Is A a bare name: every word with a capital, no article before it, and not only a sentence's opening capital
    ("Motability WAV", "… recommend | Lightwriter"; not "Wheelchair | or …" opening the sentence)?"""
    prev = around.prev(a[0])
    if prev is not None and prev.low in _ARTICLES | {"the"}:
        return False
    if not all(any(ch.isupper() for ch in t.text) for t in a):
        return False
    return len(a) > 1 or not around.opens(a[0])


def named_against_fitted_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its "with" phrase (an article and up to two words, or a name) up to the sentence's end or a purpose,
    when B is an articled common noun and A a bare name with no "with" ("Motability WAV or a regular car | with a
    hoist"); ``b`` otherwise ("the WAV or a regular car | with a hoist": A no name; "… or a car | with my savings in
    the bank": a second preposition)."""
    if not a or not b or any(t.low == "with" for t in a) or not _named(a, around):
        return b
    prev = around.prev(b[0])
    if prev is None or prev.low not in _ARTICLES or b[0].text[:1].isupper():
        return b
    rest = closing_rest(b, around)
    if rest is None or len(rest) < 2 or rest[0].low != "with":
        return b
    k = next((k for k, t in enumerate(rest) if t.low in _PURPOSES), len(rest))
    phrase = rest[1:k]
    if any(t.low in PREPOSITIONS for t in phrase):
        return b
    articled = phrase[0].low in _ARTICLES and 2 <= len(phrase) <= 3
    named = len(phrase) <= 2 and all(any(ch.isupper() for ch in t.text) for t in phrase)
    return [*b, *rest[:k]] if articled or named else b
