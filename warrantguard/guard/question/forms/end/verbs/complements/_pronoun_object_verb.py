"""An unlisted word and an object pronoun opening B against a verb and its determined object as A ("Replace the whole
racket, or just | restring it with something softer?", "Sell the old car or | rebadge it?"): no noun takes "it" /
"them" straight after it, so the word before the pronoun is B's verb and the options are two verb phrases, A keeping
its verb (not "whole racket" against B). So does an indefinite article and its noun ("put the 300g on or | layer a
liner under the 200g"): no bare noun takes "a" straight after it. Its mirror: an unlisted lone word as A against a
listed verb and its determined object as B ("cull or | treat the hen with …"): a noun does not stand against a verb
and its object, so A is a verb too and the object both's (:func:`lone_word_against_verb`)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    DETERMINERS,
    NUMBER_WORDS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_NOUNS,
    Token,
    is_verb,
)

__all__ = ["lone_word_against_verb", "pronoun_object_verb"]

_FOCUS = frozenset({"just", "simply", "only", "maybe", "instead"})
_OBJECTS = frozenset({"it", "them"})
_ARTICLES = frozenset({"a", "an"})
_TIMES = frozenset({"once", "twice", "thrice"})
_NOT_VERBS = frozenset({"and", "or", "but", "if", "when", "because", "so", "than", "then", "as", "that", "whether",
                        "while", "unless", "until", "since", "once", "before", "after", "where", "how", "why", "what",
                        "which", "who", "not", "make", "is", "was", "are", "were", "be", "been", "find", "call"})


def pronoun_object_verb(core: list[Token], right: list[Token]) -> bool:
    """Are the options verb phrases because B opens (past a focus adverb) on a bare lower-case word and "it" / "them"
    ("restring it …") or "a" / "an" and a word closing B or before a preposition ("layer a liner | under …", not "chair
    a friend | recommended": a relative clause) while A is a verb and its determined object ("Replace the whole
    racket")?"""
    right = right[right[0].low in _FOCUS :] if right else right
    if len(right) < 2 or len(core) < 3 or not is_verb(core[0], initial=True) or core[1].low not in DETERMINERS:
        return False
    w = right[0]
    if w.capitalized or not w.low.replace("-", "").isalpha():
        return False
    if w.low in _NOT_VERBS | AUX | DETERMINERS | PREPOSITIONS | PRONOUNS:
        return False
    if right[1].low in _ARTICLES:
        if w.low in NUMBER_WORDS | _TIMES or (len(right) > 2 and right[2].low.rstrip("?.!,") in TIME_NOUNS):
            return False  # "yearly or | twice a year": a rate, no verb and its object
        closed = len(right) == 3 or (len(right) > 3 and right[3].low in PREPOSITIONS)  # "layer a liner | under"
        return closed and right[2].text[:1].isalnum() and right[1].text.islower()
    return right[1].low.rstrip("?.!,") in _OBJECTS


def lone_word_against_verb(core: list[Token], right: list[Token]) -> bool:
    """Are the options verbs because A is one lower-case word no list knows as a verb and B a listed verb before a
    determiner and its noun ("cull or | treat the hen")? Not a gerund, a participle ("prebuilt vs | build your own
    PC"), or a listed word of another kind as A, nor B's verb one of taking or using a means ("taxi or | take the bus":
    a noun of means against another)."""
    if len(core) != 1 or len(right) < 3 or right[1].low not in _DETERMINED or not is_verb(right[0]):
        return False
    w = core[0]
    if not w.text.isalpha() or not w.text.islower() or w.low.endswith(_NOT_BARE) or is_verb(w, initial=True):
        return False
    if right[0].low in _MEANS_VERBS:  # "taxi or | take the bus": a noun of means against taking another
        return False
    return w.low not in _NOT_VERBS | AUX | DETERMINERS | PREPOSITIONS | PRONOUNS and right[0].text.islower()


# A's endings of no bare verb: a gerund, a participle ("prebuilt", "handmade", "used").
_NOT_BARE = ("ing", "ed", "built", "made", "bought", "grown", "done", "worn", "taken")
_MEANS_VERBS = frozenset({"take", "get", "catch", "ride", "use", "hire", "rent", "book", "grab", "buy", "call"})
_DETERMINED = frozenset({"the", "my", "our", "your", "his", "her", "their", "this", "that", "these", "those"})
