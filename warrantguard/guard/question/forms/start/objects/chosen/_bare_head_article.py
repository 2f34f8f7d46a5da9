"""An article of B's kind inside option A after words no article opens, B articled ("Better results with | a
Microplane or a box grater", "cook steak on | a cast iron griddle or a grill pan", "Anyone prefer | a round or an
oval Dutch oven"): B stands against the articled noun, not the bare head before it ("steak", "results") nor the
verb's clause ("Anyone prefer"), which no article of B's kind could parallel. A bare head opening the sentence is
an option itself before "a" ("Single stroller with a board or a proper double") or a "the" that is no place's
("coffee with the milk or the cream"), not before a place's "the" ("Frozen fries in | the air fryer or the oven");
and B with a phrase of its own set against A's ("Townhouse with an HOA or a detached house without one", "standing
desk with a walking pad or a standing desk with …") parallels all of A. Added for the ninety-sixth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
)

__all__ = ["bare_head_article_a"]

_KINDS = (frozenset({"the"}), frozenset({"a", "an"}))
_PLACES = frozenset({"in", "on", "at", "into", "onto", "under", "inside"})
_SUBJECTS = PRONOUNS | frozenset({"anyone", "anybody", "someone", "somebody", "everyone", "people", "folks"})


def _article_at(a: list[Token], b: list[Token], around: Around) -> int | None:
    """Where in A the last article of B's kind stands, with words before it and a noun and no determiner after it;
    ``None`` when B has no article before it or A none of its kind."""
    art = around.prev(b[0]) if b else None
    kind = next((k for k in _KINDS if art is not None and art.low in k), None)
    if kind is None or len(a) < 3:
        return None
    k = next((k for k in range(len(a) - 2, 0, -1) if a[k].low in kind), None)
    if k is None or any(t.low in DETERMINERS for t in a[k + 1 :]):
        return None
    return k


def _headed(head: list[Token], prep: Token, article: Token, opened: Token | None) -> bool:
    """Is ``head``, before A's preposition, a bare head no option could be: one after a verb ("cook | steak on"),
    opening on a comparative ("Better results with") or before a place's "the" ("Frozen fries in the")?"""
    if not head or not all(t.text.isalpha() and t.low not in PRONOUNS | PREPOSITIONS for t in head):
        return False
    placed = article.low == "the" and prep.low in _PLACES  # not "coffee with the milk or the cream": no place
    return (opened is not None and is_verb(opened)) or head[0].low in COMPARATIVES or placed


def _bare_lead(words: list[Token], article: Token, opened: Token | None) -> bool:
    """Are ``words`` before A's article a bare head and its preposition ("steak on", "Better results with") or a
    clause ending on a verb ("Anyone prefer", "tell him if we prefer"), with no article opening A?"""
    if (opened is not None and opened.low in DETERMINERS) or any(t.low in DETERMINERS for t in words):
        return False
    if words[-1].low in PREPOSITIONS:
        return _headed(words[:-1], words[-1], article, opened)
    return len(words) > 1 and is_verb(words[-1]) and words[-1].low not in AUX and words[-2].low in _SUBJECTS


def _own_phrase_b(a: list[Token], k: int, b: list[Token]) -> bool:
    """Does B hold a phrase set against A's whole: another preposition than A's, not before a number ("… with an
    HOA or … without one"), or A's head again ("standing desk with … or a standing desk with …")?"""
    heads, own = {t.low for t in a[: k - 1]}, zip(b, [*b[1:], None], strict=True)
    if any(t.low in PREPOSITIONS and t.low != a[k - 1].low and not (n and n.text[:1].isdigit()) for t, n in own):
        return True  # not a setting of B's ("… or the oven | at 425")
    return any(t.low in heads for t in b)


def bare_head_article_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the noun after its article of B's kind when a bare head and its preposition, or a subject and its
    verb, stand before it ("cook steak on a | cast iron griddle or a grill pan"); else A unchanged."""
    k = _article_at(a, b, around)
    if k is None or not _bare_lead(a[:k], a[k], around.prev(a[0])) or _own_phrase_b(a, k, b):
        return a
    return a[k + 1 :]
