"""A gerund opening the prompt, its bare object, then A's manner, against a B of the same shape that is a manner too
("shooting portraits | wide open at f/1.4 or stopped down at f/2.8", "knitting socks | toe-up or cuff-down"): the
gerund and its object are both options', the two manners are the options (added for the seventy-seventh held-out
part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import FUNCTION_WORDS, PREPOSITIONS, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_object_manner"]

_HYPHENED = re.compile(r"[a-z]+(?:-[a-z]+)+")  # "toe-up", "cuff-down", "fat-side-up"


def gerund_object_manner(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without the gerund opening its sentence and its one-word bare object when the rest of A and B are manners of
    one shape: two hyphened words ("knitting socks | toe-up" / "cuff-down"), or as many words before the same closing
    preposition, A's rest or B opening on a participle or -ly adverb ("shooting portraits | wide open at f/1.4" /
    "stopped down at f/2.8"); A as it is otherwise ("buying trail runners at REI or boots at Amazon": B opens on a noun;
    "knitting socks or crocheting hats": B a gerund; "I like knitting socks toe-up or …": the gerund opens nothing)."""
    if len(a) < 3 or not tx.ing_word(a[0].low) or not around.opens(a[0]) or not _bare_object(a[1]) \
            or tx.ing_word(b[0].low):
        return a
    rest = a[2:]
    return rest if _hyphened_pair(rest, b) or _same_prep_manners(rest, b) else a


def _bare_object(tok: Token) -> bool:
    """Is ``tok`` a bare one-word object ("socks", "portraits"), not a function word or a gerund?"""
    word = tok.low
    return word.isalpha() and word not in FUNCTION_WORDS and not tx.ing_word(word)


def _hyphened_pair(rest: list[Token], b: list[Token]) -> bool:
    """Are A's rest and B each one hyphened lower-case word ("toe-up" / "cuff-down")?"""
    return len(rest) == len(b) == 1 and all(_HYPHENED.fullmatch(t.low.rstrip("?.!,")) for t in (rest[0], b[0]))


def _same_prep_manners(rest: list[Token], b: list[Token]) -> bool:
    """Do A's rest and B have as many words (one or two) before the same last preposition, one of them opening on a
    participle or -ly adverb ("wide open at f/1.4" / "stopped down at f/2.8")?"""
    pr, pb = _last_prep(rest), _last_prep(b)
    if pr is None or pb is None or pr != pb or not 1 <= pr <= 2 or rest[pr].low != b[pb].low:
        return False
    return any(w.isalpha() and len(w) > 4 and w.endswith(("ed", "ly")) for w in (rest[0].low, b[0].low))


def _last_prep(toks: list[Token]) -> int | None:
    """Where the last preposition of ``toks`` stands, or None."""
    return next((k for k in range(len(toks) - 1, -1, -1) if toks[k].low in PREPOSITIONS), None)
