"""Option A after "between", words, a preposition and an article, B after an article ("between GrapheneOS on a | Pixel
8a and a stock iPhone 15"): B may stand against the whole phrase after "between" or only the preposition's
articled object, which cannot be told."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token

__all__ = ["between_phrase_problem"]


def between_phrase_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A cut after "between …, a preposition and an article" is unclear, B articled too ("between GrapheneOS on a |
    Pixel 8a and a stock iPhone 15"), or ``None`` ("between a Pixel 8a and a stock iPhone": A right after it)."""
    art = around.prev(a[0]) if a else None
    prep = around.prev(art) if art is not None and art.low in ARTICLES else None
    b_art = around.prev(b[0]) if b else None
    if art is None or prep is None or prep.low not in PREPOSITIONS or b_art is None or b_art.low not in ARTICLES:
        return None
    words: list[Token] = []
    word = around.prev(prep)
    while word is not None and len(words) < 4 and word.low != "between":
        if not word.text.isalnum():
            return None
        words.insert(0, word)
        word = around.prev(word)
    if word is None or word.low != "between" or not words:
        return None
    said, a_said = (" ".join(t.text for t in side) for side in (b, a))
    whole = " ".join(t.text for t in [*words, prep, art, *a])
    return f"unclear whether '{said}' stands against '{whole}' or only '{a_said}'"
