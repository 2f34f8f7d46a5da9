"""A verb of giving, a person given to that no list names, and the thing given after its indefinite article:
"offer the new hires | a signing bonus or extra equity", "send the vendors | a warning or a fine" (the people given
to are no part of A; :func:`articled_recipient`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["articled_recipient"]

_OWNERS = frozenset({"my", "our", "your", "his", "her", "their", "the"})
_LONGEST = 2  # words of the person after its determiner ("new hires")


def articled_recipient(toks: list[Token], named: bool = False) -> int:
    """How many words open ``toks`` (the words after a verb of giving) as the person given to, when a determiner, one
    or two lower-case words and then "a" / "an" with a word after it follow the verb ("the new hires | a signing
    bonus"), or (``named``: after "gift") a capitalised name ("my aunt | Chanel No 5"); 0 otherwise (not "the bonus
    | or …", not "the kids at school | a …": a preposition inside)."""
    if len(toks) < 3 or toks[0].low not in _OWNERS:
        return 0
    k = next((k for k in range(2, min(len(toks), _LONGEST + 2)) if _thing_start(toks, k, named)), None)
    if k is None:
        return 0
    person = toks[1:k]
    if any(not t.text.islower() or not t.text.isalpha() or t.low in PREPOSITIONS | DETERMINERS for t in person):
        return 0
    return k


def _thing_start(toks: list[Token], k: int, named: bool) -> bool:
    """Does the thing given start at ``toks[k]``: "a" / "an" with a word after it, or, when ``named``, a capitalised
    name after a possessive ("gift my aunt | Chanel No 5"; not "the | Chanel …", a name's article; not "get my usual
    | UK 9": after "get" or "buy" the words may be the thing's own)?"""
    if toks[k].low in ("a", "an"):
        return k + 1 < len(toks)
    return named and toks[k].capitalized and toks[0].low != "the"
