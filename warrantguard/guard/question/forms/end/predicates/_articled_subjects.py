"""Two subjects each opened by an indefinite article before the clause's copula or modal ("if a pair of FortiGate
100Fs or a single PA-1410 | is the smarter buy"): the verb after B closes B, and B's own article makes it a whole
thing of its own, not the noun of A's "of" phrase alone (:func:`articled_subjects`), as a B running to its
sentence's end does ("a class set of microscopes or a 3D printer?")."""

from __future__ import annotations

from warrantguard.guard.question.words import COPULAS, Around, Token

__all__ = ["articled_subjects"]

_ARTICLES = frozenset({"a", "an"})
_PREDICATE = COPULAS | frozenset({"would", "will", "makes", "works", "seems"})  # "… | is the smarter buy"


def articled_subjects(a: list[Token], b: list[Token], around: Around) -> bool:
    """Do A and B each follow "a" / "an", B of two words or more and followed by the clause's copula or modal
    ("… or a single PA-1410 | is …")?"""
    prev, prev_b, verb = around.prev(a[0]), around.prev(b[0]), around.next(b[-1])
    if len(b) < 2 or prev is None or prev_b is None or verb is None:
        return False
    return prev.low in _ARTICLES and prev_b.low in _ARTICLES and verb.low in _PREDICATE
