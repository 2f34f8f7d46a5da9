"""A phrase of B's own noun closing the sentence when A, opening on the same preposition as B, holds a phrase of its
own noun ("sell more copies with a foreword by a famous author or with blurbs | from peers?"): the two sides are
parallel, each a preposition, a noun and the noun's own phrase, so the one after B's noun is B's. Not when A has no
phrase of its own ("with a foreword or with blurbs | from peers": both's, or B's?), nor a purpose or a time after B
("… or with blurbs | for the launch")."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, PREPOSITIONS, PRONOUNS, Around, Token

__all__ = ["twin_prep_phrase_b"]

# The prepositions of a noun's own phrase ("a foreword by …", "blurbs from …"), not of a purpose or time.
_OWN_PREPS = frozenset({"by", "from", "of", "about", "like"})
_ENDS = ("?", "!", ".")
_BOUND = 4


def twin_prep_phrase_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its noun's own phrase closing the sentence ("… or with blurbs | from peers?" → "with blurbs from
    peers") when A and B open on one preposition and A holds its own noun's phrase ("with a foreword | by a famous
    author"); ``b`` otherwise."""
    if len(a) < 4 or len(b) < 2 or a[0].low != b[0].low or a[0].low not in PREPOSITIONS \
            or not around.whole(b[-1]).text[-1:].isalnum():
        return b
    if not any(t.low in _OWN_PREPS and t.text == t.low for t in a[2:-1]) or any(t.low in _OWN_PREPS for t in b):
        return b
    rest = around.after(b[-1], _BOUND + 1, ends=_ENDS)
    closed = bool(rest) and (rest[-1].text.endswith(_ENDS) or around.next(rest[-1]) is None)  # "… | from peers" ends it
    if not 2 <= len(rest) <= _BOUND or not closed or rest[0].low not in _OWN_PREPS:
        return b
    if any(t.low in AUX or t.low in ("and", "or", "but") or t.low in PRONOUNS for t in rest):
        return b
    last = rest[-1]
    bare = last.text.rstrip("?!.")
    return [*b, *rest[:-1], Token(bare, last.start, last.start + len(bare))]
