"""An unlisted verb, its bare object and a phrase of means or place before option A ("should I record | guitar through
| an amp sim or a real amp with a mic"): B opening with the article A's phrase has makes the first word a verb and A
the phrase's object, though the verb list lacks the word ("record", "mic", "cook" are nouns too)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, PREPS, PRONOUNS, Token

__all__ = ["instrument_after", "means_object_verb"]

_MEANS_PLACES = frozenset({"through", "via", "by", "with", "on", "in", "into", "at", "from"})


def means_object_verb(toks: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """After "Should I …", is ``toks[0]`` a verb before its bare object and a phrase of means or place whose
    article B opens with ("record | guitar through an amp sim" / "a real amp")?"""
    if not expects_verb or len(toks) < 5 or not right or right[0].low not in ARTICLES:
        return False
    verb, obj, prep, art = toks[0], toks[1], toks[2], toks[3]
    plain = verb.low.isalpha() and not verb.capitalized and verb.low not in DETERMINERS | PRONOUNS | PREPS
    bare = obj.low.isalpha() and not obj.capitalized and obj.low not in DETERMINERS | PRONOUNS | PREPS
    return plain and bare and prep.low in _MEANS_PLACES and art.low in ARTICLES


_INSTRUMENTS = frozenset({"with", "using"})


def instrument_after(toks: list[Token], k: int, right: list[Token]) -> int | None:
    """Where a "with" of means after A's place phrase at ``k`` stands ("hang the mirror on | the wall with | nails or
    adhesive strips"): the last preposition in ``toks``, a noun phrase after it, and B a noun phrase with no
    preposition of its own; the means are the options. ``None`` otherwise."""
    j = max((j for j in range(k + 2, len(toks) - 1) if toks[j].low in PREPS), default=None)
    if j is None or toks[j].low not in _INSTRUMENTS or right[0].low in PREPS or any(t.low in PREPS for t in right):
        return None
    return j
