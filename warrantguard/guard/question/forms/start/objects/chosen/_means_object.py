"""An unlisted verb, its bare object and a phrase of means or place before option A ("should I record | guitar through
| an amp sim or a real amp with a mic"): B opening with the article A's phrase has makes the first word a verb and A
the phrase's object, though the verb list lacks the word ("record", "mic", "cook" are nouns too). So too an unlisted
word before an articled object and "with" a bare noun, B a bare noun ("lubricate | the chain with oil or grease")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, PREPS, PRONOUNS, Token

__all__ = ["instrument_after", "means_object_verb"]

_MEANS_PLACES = frozenset({"through", "via", "by", "with", "on", "in", "into", "at", "from"})


def means_object_verb(toks: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """After "Should I …", is ``toks[0]`` a verb before its bare object and a phrase of means or place whose
    article B opens with ("record | guitar through an amp sim" / "a real amp"), or before an articled object and
    the bare means B parallels (:func:`_bare_means`)?"""
    if not expects_verb or len(toks) < 4 or not right or not _plain(toks[0]):
        return False
    if _bare_means(toks, right):
        return True
    if len(toks) < 5 or right[0].low not in ARTICLES:
        return False
    obj, prep, art = toks[1], toks[2], toks[3]
    return _plain(obj) and prep.low in _MEANS_PLACES and art.low in ARTICLES


def _plain(tok: Token) -> bool:
    """A lower-case word, no determiner, pronoun or preposition."""
    return tok.low.isalpha() and not tok.capitalized and tok.low not in DETERMINERS | PRONOUNS | PREPS


_WITH = frozenset({"with", "using"})


def _bare_means(toks: list[Token], right: list[Token]) -> bool:
    """"lubricate | the chain with oil or grease": an object of a determiner and one or two words after the word, then
    "with" / "using" and bare words (names too: "line this coat with Bemberg rayon or silk charmeuse"), and B a bare
    word: the means are the options, the word before them a verb."""
    k = next((k for k in range(2, min(len(toks) - 1, 4)) if toks[k].low in _WITH), None)
    if k is None or toks[1].low not in DETERMINERS or not _means_word(right[0]):
        return False
    return all(_plain(t) for t in toks[2:k]) and all(_means_word(t) for t in toks[k + 1 :])


def _means_word(tok: Token) -> bool:
    """A word of a bare means, a name or not ("Bemberg rayon", "Crisco"): no determiner, pronoun or preposition."""
    return _plain(tok) or (tok.capitalized and tok.low.isalpha() and tok.low not in DETERMINERS | PRONOUNS | PREPS)


_INSTRUMENTS = frozenset({"with", "using"})


def instrument_after(toks: list[Token], k: int, right: list[Token]) -> int | None:
    """Where a "with" of means after A's place phrase at ``k`` stands ("hang the mirror on | the wall with | nails or
    adhesive strips"): the last preposition in ``toks``, a noun phrase after it, and B a noun phrase with no
    preposition of its own; the means are the options. ``None`` otherwise."""
    j = max((j for j in range(k + 2, len(toks) - 1) if toks[j].low in PREPS), default=None)
    if j is None or toks[j].low not in _INSTRUMENTS or right[0].low in PREPS or any(t.low in PREPS for t in right):
        return None
    return j
