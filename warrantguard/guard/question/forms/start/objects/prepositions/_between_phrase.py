"""Option A after "between", words, a preposition and an article, B after an article ("between GrapheneOS on a | Pixel
8a and a stock iPhone 15"): B may stand against the whole phrase after "between" or only the preposition's
articled object, which cannot be told."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token, ing_word

__all__ = ["between_phrase_problem"]


def between_phrase_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A cut after "between …, a preposition and an article" is unclear, B articled too ("between GrapheneOS on a |
    Pixel 8a and a stock iPhone 15"), or ``None`` ("between a Pixel 8a and a stock iPhone": A right after it; "between
    applying to the Esmée Fairbairn Foundation or the Paul Hamlyn Foundation": a gerund alone, both names of one
    head, so B stands against the name)."""
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
    if len(words) == 1 and ing_word(words[0].low) and a[-1].low == b[-1].low and len(a) > 1:
        return None  # "between applying to the | Esmée Fairbairn Foundation or the Paul Hamlyn Foundation": one head
    said, a_said = (" ".join(t.text for t in side) for side in (b, a))
    whole = " ".join(t.text for t in [*words, prep, art, *a])
    return f"unclear whether '{said}' stands against '{whole}' or only '{a_said}'"
