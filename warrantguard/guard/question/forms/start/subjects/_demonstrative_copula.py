""""this" or "that" as the subject of an opening "is" / "was", B an indefinite noun phrase closing the question
("is this | phishing or a legit request?"): the demonstrative is what is asked about, the options are the two
predicates."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["demonstrative_predicate_a"]

_DEMONSTRATIVES = frozenset({"this", "that"})
_COPULAS = frozenset({"is", "was"})


def demonstrative_predicate_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past "this" / "that" right after "is" / "was" when B follows "a" / "an" and closes its sentence ("is this |
    phishing or a legit request?"); else A unchanged ("is this phone or that one better?": B no indefinite
    closing the question)."""
    if len(a) < 2 or not b or a[0].low not in _DEMONSTRATIVES:
        return a
    verb, art = around.prev(a[0]), around.prev(b[0])
    if verb is None or verb.low not in _COPULAS or art is None or art.low not in ("a", "an"):
        return a
    return a[1:] if around.next(b[-1]) is None else a
