"""A bare noun phrase after "is it" naming what "it" is ("Is it | heat stress or herbicide drift?", "so is it | too
much water or too little light?"): the options, a cause to identify, as an articled one is ("Is it | the lead screw or
…"); added for the ninety-seventh held-out part. One noun or name against another closing the question ("Is it |
boredom or hormones?") names what "it" is too (:func:`named_word_pair`, session 46)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    COPULA_LEADS,
    COPULAS,
    DEGREE,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    WH,
    Around,
    Token,
    ing_word,
    is_verb,
)

__all__ = ["named_cause", "named_cause_tail", "named_word_pair"]

_AMOUNTS = frozenset({("too", "much"), ("too", "little"), ("too", "many"), ("too", "few"), ("not", "enough")})
_OBJECT_PRONOUNS = frozenset({"me", "him", "her", "us", "them", "you"})
_NOT_NOUNS = PREPOSITIONS | DETERMINERS | PRONOUNS | AUX | COPULAS | WH | COMPARATIVES | ADVERBS | DEGREE


def named_cause(toks: list[Token], i: int) -> bool:
    """Do A's words from ``toks[i]`` (after "is it") form a bare noun phrase: two lower-case nouns or more ("heat
    stress"), or an amount and a noun ("too much water")? Not "is it safe" (one word), "is it really bad" (an
    adverb), "is it raining" (a gerund), "is it worth" (a verb's or a lead's word)."""
    words = toks[i:]
    if len(words) >= 3 and (words[0].low, words[1].low) in _AMOUNTS:
        words = words[2:]
    elif len(words) < 2:
        return False
    return all(_noun_word(t) for t in words)


def named_word_pair(toks: list[Token], i: int, right: list[Token] | None) -> bool:
    """Is A one word at ``toks[i]`` (after "is it"), the last of the left side, and B (``right``) one word closing
    its sentence, each a noun or a name ("Is it | boredom or hormones?", "Is it | Ambien or trazodone??"), or both
    object pronouns ("Should it be | him or me?")? Not "Is it mold or mildew on the wall?" (a phrase after B), "Is
    it really or …" (an adverb)."""
    if right is None or len(right) != 1 or i != len(toks) - 1:
        return False
    pair = (toks[i], right[0])
    return all(_noun_word(t) or _name_word(t) for t in pair) or all(t.low in _OBJECT_PRONOUNS for t in pair)


def _name_word(tok: Token) -> bool:
    """A capitalised name of letters (a hyphen inside), no function word ("Ambien"; not "It", "Is")."""
    return tok.capitalized and tok.text.replace("-", "").isalpha() and tok.low not in _NOT_NOUNS


def _noun_word(tok: Token) -> bool:
    """A lower-case word that may be a noun: letters (a hyphen inside), no function word, adverb, gerund or plain
    verb ("heat" and "water" may be nouns; "grow" may not)."""
    w = tok.low
    if not tok.text.replace("-", "").isalpha() or not tok.text.islower() or w in _NOT_NOUNS:
        return False
    return not (ing_word(w) or w.endswith("ly") or (is_verb(tok) and w not in AMBIGUOUS))


def named_cause_tail(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair is unclear when A is a bare cause after "is it" (:func:`named_cause`) and a preposition follows B
    in its sentence ("Is it heat stress or herbicide drift | from the farm next door?"): B's own phrase, or where both
    happen? ``None`` otherwise."""
    it = around.prev(a[0]) if a else None
    copula = around.prev(it) if it is not None and it.low == "it" else None
    after = around.next(b[-1]) if b else None
    if copula is None or copula.low not in COPULA_LEADS or after is None or after.low not in PREPOSITIONS:
        return None
    if not named_cause(a, 0):
        return None
    return f"unclear whether '{after.text} …' after B is B's own phrase or said of both causes"
