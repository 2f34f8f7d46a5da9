"""A phrase closing B that points at a thing with "the one" and tells it apart ("… or keep paying $40 more | for the
one around the corner"): "the one" stands for a noun the options named, so the phrase says which thing B takes,
no purpose or context both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["pointed_one_tail"]

_POINTERS = frozenset({"the", "that", "this"})
_ONE = frozenset({"one", "ones"})
_TELLERS = PREPOSITIONS | frozenset({"that", "which", "where", "with", "we", "i", "you", "they"})
_ENDS = ("?", "!", ".", ",", ";", ":")
_BOUND = 8  # words the phrase may take
_CLAUSE_WORDS = frozenset({"or", "and", "but", "so", "because", "if", "when", "since", "while"})


def pointed_one_tail(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the rest of its sentence when that is a preposition, "the one" and words telling it apart ("… or keep
    paying $40 more | for the one around the corner?", "… or stay | in the one we have now?", "… or move | to the one
    with a yard?"), A a phrase of three words at least; else B unchanged (not "… or wait | for the one", nothing
    telling it apart; not "… | for the ones I like, or …", a clause going on)."""
    if len(a) < 3 or not b:
        return b
    tail = around.after(b[-1], _BOUND + 1, ends=_ENDS)
    if not 4 <= len(tail) <= _BOUND or not (around.next(tail[-1]) is None or tail[-1].text.endswith(_ENDS)):
        return b
    words = [t.low.rstrip("?!.,;:") for t in tail]
    pointed = words[0] in PREPOSITIONS and words[1] in _POINTERS and words[2] in _ONE and words[3] in _TELLERS
    if not pointed or any(w in _CLAUSE_WORDS or not w.replace("-", "").isalnum() for w in words[3:]):
        return b
    return b + tail[:-1] + [_unpunctuated(tail[-1])]


def _unpunctuated(tok: Token) -> Token:
    """``tok`` without the sentence's closing marks ("corner?" -> "corner", "corner," -> "corner")."""
    text = tok.text.rstrip("?!.,;:")
    return Token(text, tok.start, tok.start + len(text))
