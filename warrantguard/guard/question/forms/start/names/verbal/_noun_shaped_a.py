"""A's first word that only a noun's can be, though spelt like a verb (added in session 50, from the punctuation
family's refusals as "a verb and its object or one name"): a word in quote marks, mentioned as a label ('"Clean" beauty
sunscreen or "regular" chemical SPF'), and a word whose "of" phrase B's own first word and "of" mirror ("back | of the
room, or side of the stage": two nouns and their "of" phrases, not a verb's)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["noun_shaped_a"]

_QUOTES = "\"“”'‘’"


def noun_shaped_a(dropped: list[Token], a_toks: list[Token], b_words: list[Token]) -> bool:
    """Is the one word dropped before A (``dropped``) a noun's: quoted ('"Clean" | beauty sunscreen'), or before an
    "of" phrase that B (``b_words``, its first words) mirrors ("back | of the room" / "side of the stage")?"""
    if len(dropped) != 1:
        return False
    word = dropped[0].text
    if len(word) > 2 and word[0] in _QUOTES and word[-1] in _QUOTES and word[1:-1].isalpha():
        return True
    mirrored = len(b_words) > 2 and b_words[0].text.isalpha() and b_words[1].low == "of"
    return a_toks[0].low == "of" and mirrored and b_words[0].low != dropped[0].low
