"""A name after a participle and its preposition, B "a <word> one" ("use the password manager built into | Chrome or
a separate one like Bitwarden"): "one" stands for a noun, so B stands against the noun the participle describes,
and A is that noun with its phrase, not the name the phrase ends on."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, PREPOSITIONS, Around, Token, participle_word

__all__ = ["participled_head_a"]


def _one_b(b: list[Token], around: Around) -> bool:
    """Is B "a <word> one" ("a separate one like Bitwarden"), its "one" standing for a noun?"""
    art = around.prev(b[0]) if b else None
    return art is not None and art.low in ("a", "an") and len(b) > 1 and b[1].low == "one" and b[0].text.isalpha()


def participled_head_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the noun after its article through the participle and preposition before it when B is "a <word> one"
    ("the | password manager built into | Chrome or a separate one"); ``a`` otherwise ("built into Chrome or
    Firefox": no "one" in B)."""
    prep = around.prev(a[0]) if a and _one_b(b, around) else None
    prep = around.prev(prep) if prep is not None and prep.low in ARTICLES else prep  # "… built into the | boiler"
    part = around.prev(prep) if prep is not None and prep.low in PREPOSITIONS else None
    if prep is None or part is None or not part.text.isalpha() or not participle_word(part.low):
        return a
    head: list[Token] = []
    word = around.prev(part)
    while word is not None and len(head) < 4 and word.text.isalpha() and word.text.islower():
        if word.low in ARTICLES | POSSESSIVES:
            return [*head, *_through(part, a[0], around), *a] if head else a
        head.insert(0, word)
        word = around.prev(word)
    return a


def _through(first: Token, last: Token, around: Around) -> list[Token]:
    """The words of the prompt from ``first`` up to, not including, ``last`` ("built into the")."""
    words: list[Token] = []
    word: Token | None = first
    while word is not None and word.start < last.start:
        words.append(word)
        word = around.next(word)
    return words
