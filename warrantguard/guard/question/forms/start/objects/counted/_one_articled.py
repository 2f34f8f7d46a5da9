"""A from its own article when B is an articled "one" ("Got quoted for | a same-day CEREC crown or a lab-made porcelain
one"): "one" stands for A's head, so B is a whole noun phrase and A one too; the words before A's article (a verb
and its preposition) lead in to both."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["one_articled_a"]

_PAST = frozenset({"got", "was", "were", "been", "being", "getting"})  # "Got quoted for | …", "was offered | …"


def _leading(word: Token) -> bool:
    """Can ``word`` close a lead-in before A's article: a preposition or a lower-case past participle ("quoted
    for", "got offered")?"""
    w = word.text
    return word.low in PREPOSITIONS or (len(w) > 3 and w.isalpha() and w.islower() and w.endswith("ed"))


def one_articled_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its first article when B opens with an article and closes on "one" ("… or a lab-made porcelain one",
    "… or a gold one") and the words of A before that article hold no determiner and end on a preposition or a
    participle ("Got quoted for | a same-day CEREC crown"), A cut past that article; ``a`` otherwise ("Kindle a better
    gift or a cheaper one": a subject before A's article, no lead-in; "a crown with a gold finish or a porcelain
    one": A from its start)."""
    before_b = around.prev(b[0]) if b else None
    articled = bool(b) and (b[0].low in ARTICLES or (before_b is not None and before_b.low in ARTICLES))
    if not articled or len(b) < 2 or b[-1].low.rstrip("?!.,;:") != "one" or any(t.low in PREPOSITIONS for t in b):
        return a  # not "… or a detached house without one": "one" a preposition's object, no head of B
    at = next((k for k, t in enumerate(a) if t.low in ARTICLES), None)
    if not at or at + 1 >= len(a) or any(t.low in DETERMINERS for t in a[:at]) or not _leading(a[at - 1]):
        return a
    first = a[0].low
    if not (is_verb(a[0], initial=True) or first in _PAST or (first.endswith("ed") and first.isalpha())):
        return a  # "Townhouse with | an HOA": a noun, no lead-in
    before_a = around.prev(a[0])
    if before_a is not None and before_a.low in DETERMINERS:  # "a | crown with a gold finish": A's own head first
        return a
    return a[at + 1 :]
