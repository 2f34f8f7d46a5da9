""""this" or "that" as the subject of an opening "is" / "was" when the next word cannot be its noun: an article
("Is that | a draw or wages?") or a number answered by a bare number opening B ("Is that | 6810 Bank Fees or 7100
Interest Expense?"), B closing the question. The demonstrative is what is asked about; the options are the two
predicates."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["demonstrative_pronoun_a"]

_DEMONSTRATIVES = frozenset({"this", "that"})
_COPULAS = frozenset({"is", "was"})
_ARTICLES = frozenset({"a", "an", "the"})


def demonstrative_pronoun_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past "this" / "that" right after an opening "is" / "was" when A's next word is an article, or a number as
    B's first word is, and B closes its sentence ("Is that a | draw or wages?", "…, is this | 1880s or 1890s?");
    else A unchanged ("Is this 2019 model or the 2021 one?": B's own determiner answers A's "this")."""
    if len(a) < 2 or not b or a[0].low not in _DEMONSTRATIVES or around.next(b[-1]) is not None:
        return a
    verb = around.prev(a[0])
    if verb is None or verb.low not in _COPULAS or not around.opens(verb):
        return a
    if a[1].low in _ARTICLES and len(a) > 2:
        return a[2:]  # the predicate's noun, its article read past as B's is
    joint = around.prev(b[0])
    bare_b = joint is not None and joint.low in ("or", "vs", "vs.")  # no determiner of B's own
    return a[1:] if a[1].text[:1].isdigit() and b[0].text[:1].isdigit() and bare_b else a
