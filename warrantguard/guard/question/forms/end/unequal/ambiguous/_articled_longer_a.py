"""An articled A one word longer than a bare B of the same closing word, refused: "Coming into the | berth bow first
or stern first" (B stands against "bow first"; "berth" is the article's noun, so A may start a word later). The form
does not say where A starts (session 51)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Around, Token

__all__ = ["articled_longer_a_problem"]


def articled_longer_a_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A is unclear when it follows an article, B follows the coordinator bare, both close on one word and A
    has one word more than B's two or more, all lower-case ("the | berth bow first" / "stern first"), or None."""
    art, before_b = around.prev(a[0]), around.prev(b[0])
    if art is None or before_b is None or art.low not in ARTICLES or before_b.low not in _COORDINATORS:
        return None
    if len(b) < 2 or len(a) != len(b) + 1 or a[-1].low != b[-1].low:
        return None
    if not all(t.text.isalpha() and t.text.islower() for t in (*a, *b)):
        return None
    return f"A may start at '{a[1].text}' (against '{b[0].text} {b[-1].text}'), '{a[0].text}' the article's noun"


_COORDINATORS = frozenset({"or", "vs", "versus"})
