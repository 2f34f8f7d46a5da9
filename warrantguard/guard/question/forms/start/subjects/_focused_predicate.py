"""A copula's subject before two predicates when B opens with a focus adverb and its article: "Is a Waterpik | a real
replacement or just a gimmick?": "just a …" belittles, so B is said of the subject as A is, never a second subject."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token

__all__ = ["focused_predicate"]

_FOCUS = frozenset({"just", "only", "merely", "simply", "really"})


def focused_predicate(a_toks: list[Token], right: list[Token]) -> int | None:
    """Where A starts, past its article, when B opens with a focus adverb and an article ("… or just a gimmick", "… or
    only a fad") and A is a subject of an article and a name or one lower-case noun, then its own article ("a Waterpik
    | a real replacement", "the app | a real tool"); ``None`` otherwise ("Is a Kindle a better gift or a Kobo?": no
    focus, B may be a second subject; "a Waterpik or just floss": no article after the subject)."""
    if len(right) < 3 or right[0].low not in _FOCUS or right[1].low not in ARTICLES:
        return None
    j = 1 if a_toks and a_toks[0].low in ARTICLES else 0  # the subject's article, if not cut already
    if len(a_toks) < j + 3 or a_toks[j + 1].low not in ARTICLES:
        return None
    subject = a_toks[j]
    if not subject.text.replace("-", "").isalnum() or subject.low in ARTICLES:
        return None
    return j + 2
