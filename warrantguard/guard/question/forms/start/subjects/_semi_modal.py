"""A subject and a modal written as "be supposed to" / "be expected to" / "ought to" before the verb the pair
follows: "do you know if guests are supposed to | take their shoes off or leave them on": the subject is no part of
A, which starts at the verb, as after "should" (:func:`semi_modal_verb`; added for the sixty-fifth held-out
part); so in a question led by "be" ("Are you supposed to | rinse off micellar water or leave it on?")."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    PREPOSITIONS,
    RELATIVES,
    Token,
    is_verb,
)

__all__ = ["semi_modal_verb"]

_FOCUS = frozenset({"just", "simply", "only", "maybe", "rather"})  # "… or | just toast"
_LONGEST = 5  # words of the subject before its "be"
_BE = frozenset({"is", "are", "am", "was", "were", "be"})
_SUBJECT_BE = frozenset({"i'm", "i’m", "im", "we're", "we’re", "you're", "you’re", "they're", "they’re", "he's",
                         "he’s", "she's", "she’s", "it's", "it’s"})
_NOT_INFINITIVE = DETERMINERS | PREPOSITIONS | frozenset({"just", "simply", "only", "also", "really", "not", "be",
                                                          "have"})
# Participles that with "be" and "to" say what must or may be done ("are supposed to", "is expected to").
_OBLIGING = frozenset({"supposed", "expected", "meant", "required", "allowed", "permitted", "obliged"})


def semi_modal_verb(left: list[Token], begin: int, right: list[Token], subject: str) -> int | None:
    """Where A starts when the lead read a subject (``subject`` "verb") whose modal is "be supposed to" or "ought to",
    a verb after it and B opening with a verb, a focus adverb before it or not ("if guests are supposed to | take …
    or leave …"); ``None`` otherwise."""
    first = right[1] if len(right) > 1 and right[0].low in _FOCUS else right[0] if right else None
    if subject == "copula" and first is not None and is_verb(first, initial=True):
        return _asked_semi_modal(left, begin)  # "Are you supposed to | rinse off … or leave it on?"
    if subject != "verb" or begin >= len(left) or first is None or not is_verb(first, initial=True):
        return None
    if left[begin].low in _SUBJECT_BE:  # "if I'm supposed to | …"
        return _after_modal(left, begin + 1)
    for k in range(begin + 1, min(len(left) - 2, begin + _LONGEST + 1)):
        if left[k].low in _BE | {"ought"}:
            return _after_modal(left, k + (left[k].low != "ought")) if _plain(left[begin:k]) else None
    return None


def _asked_semi_modal(left: list[Token], begin: int) -> int | None:
    """After a leading "Are" / "Is" / "Am" and a plain subject, past "supposed to" and the like, where the verb is
    ("Are you supposed to | rinse off …"); ``None`` otherwise."""
    if begin < 1 or left[begin - 1].low not in _BE:
        return None
    k = next((j for j in range(begin + 1, min(len(left) - 2, begin + _LONGEST + 1)) if left[j].low in _OBLIGING), None)
    return _after_modal(left, k) if k is not None and _plain(left[begin:k]) else None


def _after_modal(left: list[Token], k: int) -> int | None:
    """Past "supposed to" / "ought to" at ``k`` (an adverb may stand before "to"'s verb), where the verb is."""
    if k + 2 >= len(left) or left[k + 1].low != "to":
        return None
    if left[k].low not in _OBLIGING and left[k].low != "ought":
        return None
    unlisted = left[k + 2].text.isalpha() and left[k + 2].text.islower() and left[k + 2].low not in _NOT_INFINITIVE
    return k + 2 if is_verb(left[k + 2]) or unlisted else None  # "supposed to | sand …": after "to", a verb


def _plain(words: list[Token]) -> bool:
    """Are ``words`` a plain subject: words and determiners, no preposition, relative, auxiliary or punctuation
    ("guests", "the kids", "my in-laws")?"""
    return bool(words) and all(t.text.replace("-", "").replace("'", "").isalpha() and t.low not in (
        PREPOSITIONS | RELATIVES | AUX | COPULAS) and t.low not in ("or", "and") for t in words) \
        and words[-1].low not in DETERMINERS
