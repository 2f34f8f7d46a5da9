"""A B cut before a phrase about the very thing A's own closing phrase names ("keep her in undies at daycare, or
pull-ups just | for daycare"): the cut phrase is B's own, not a context both options share, and what the options
are (the nouns, or each with its phrase) is unclear, so the pair is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Token

__all__ = ["repeated_object"]


def repeated_object(a: list[Token], b: list[Token], right: list[Token]) -> str | None:
    """A refusal when the words after B in its side (``right``) are a preposition and the object of A's last
    preposition ("… undies at daycare" / "pull-ups just | for daycare"); ``None`` otherwise."""
    end = next((k + 1 for k, t in enumerate(right) if b and t is b[-1]), None)
    if end is None or end + 1 >= len(right) or right[end].low not in PREPOSITIONS:
        return None
    own = [k for k in range(1, len(a) - 1) if a[k].low in PREPOSITIONS]
    if not own or _object(a[own[-1] + 1 :]) != _object(right[end + 1 :]):
        return None
    return (f"B's closing phrase ('{right[end].text} {right[-1].text}') is about what A's own phrase names "
            f"('{a[own[-1]].text} {a[-1].text}'): it is B's own, not shared, and what the options are is unclear")


def _object(toks: list[Token]) -> list[str]:
    """A preposition's object as its words, without a leading article ("the crib" -> ["crib"])."""
    words = [t.low for t in toks]
    return words[1:] if words and words[0] in ARTICLES else words
