"""A verb B against a noun A, the words closing B's sentence its own ("DELF B2 or wait | a year?", "one translator or
split it | between two?"): a noun A takes no object nor complement, so what follows B's verb (a determiner's or a
number's object) or its pronoun object (a preposition's phrase) is B's alone, up to the sentence's end."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    NUMBER_WORDS,
    PREPOSITIONS,
    Around,
    Token,
    is_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["verb_b_against_noun"]

_OBJECTS = frozenset({"it", "them"})
_ARTICLES = frozenset({"a", "an", "another"})
_ENDS = (".", "?", "!", ",", ";", ":")
_BOUND = 4  # words B's own rest may take


def verb_b_against_noun(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the rest of its sentence when B is a bare verb before an object ("… or wait | a year?") or a verb and
    its pronoun before a preposition ("… or split it | between two?") and A a noun ("DELF B2", "one translator");
    ``b`` unchanged otherwise ("… or wait | for the sale": a preposition after a bare verb)."""
    if not _noun_a(a) or not _verb_b(b):
        return b
    rest = around.after(b[-1], _BOUND, ends=_ENDS)
    closed = bool(rest) and (rest[-1].text.endswith(("?", "!", ".")) or around.next(rest[-1]) is None)  # "… | between
    # two" ends the prompt: as closed as with a question mark (session 50)
    if not closed or any(t.low in ("and", "or", "but") for t in rest):
        return b
    first = rest[0].low
    if len(b) == 1 and (first in _ARTICLES or first in NUMBER_WORDS) and len(rest) == 2:
        return b + rest  # "wait | a year"
    if len(b) == 2 and first in PREPOSITIONS | {"between", "among"} and len(rest) <= 3:
        return b + rest  # "split it | between two"
    return b


def _noun_a(a: list[Token]) -> bool:
    """Is A a noun phrase: a name or a counted noun ("DELF B2", "one translator"), no verb nor preposition first?"""
    if len(a) < 2 or a[0].low in PREPOSITIONS or tx.ing_word(a[0].low):
        return False
    return a[0].capitalized or a[0].low in NUMBER_WORDS or a[0].text.isdigit()


def _verb_b(b: list[Token]) -> bool:
    """Is B a lower-case verb, alone or with its pronoun object ("wait", "split it")?"""
    if not b or len(b) > 2 or not b[0].text.isalpha() or not b[0].text.islower() or b[0].low in AUX:
        return False
    return is_verb(b[0]) and (len(b) == 1 or b[1].low in _OBJECTS)
