"""A verb phrase against "just" and a verb ("rent a car or just uber everywhere", "play lethal company or just hop on
minecraft"): B is a verb phrase, so A keeps its own verb (and a preposition it takes: "learn about notes … or just
sniff loads of stuff"), not only the verb's object ("car", "lethal company"). A
word after "just" is a verb when it is a listed verb and no noun, or when a determiner, a pronoun or a place adverb
follows it ("just bike everywhere", "just uber there"), or a directional particle ("just snorkel off Green Island",
"just paddle across"); "drink soda or just water" (a noun) reads as before."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    DETERMINERS,
    PHRASAL,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Token,
    is_verb,
)

__all__ = ["verb_before_just"]

_FOCUS = frozenset({"just", "simply"})
_NOT_VERBS = DETERMINERS | POSSESSIVES | PRONOUNS | PREPOSITIONS
_PLACE_ADVERBS = frozenset({"everywhere", "there", "home", "instead", "downtown", "around", "anywhere"})
# Directional particles after an intransitive verb ("just snorkel | off the island", "just swim | across"); no noun
# after "just" takes one of these.
_DIRECTIONS = frozenset({"off", "across", "along", "around", "through", "out", "about"})
# Words after a verb that may be its particle ("try out", "put on", "hand over"), no preposition it takes.
_PARTICLES = PHRASAL | frozenset({"off", "across", "along", "around", "through", "over", "in", "on", "by"})
# Quantity nouns opening an object ("just sniff | loads of stuff"): no noun after "just" takes one of these.
_QUANTITY_NOUNS = frozenset({"loads", "lots", "heaps", "tons", "plenty"})


def verb_before_just(core: list[Token], a: list[Token], right: list[Token]) -> list[Token]:
    """A from its side's verb when B is "just" and a verb ("rent | a car or just uber everywhere" -> "rent a car"),
    A being the object of a listed verb opening its side; ``a`` otherwise."""
    if len(right) < 3 or right[0].low not in _FOCUS or len(core) < 2 or not a or a[0] is core[0]:
        return a
    if not is_verb(core[0], initial=True) or core[0].capitalized or a[-1] is not core[-1]:
        return a
    if any(t.low in PREPOSITIONS or (is_verb(t) and t.low not in AMBIGUOUS) for t in core[_object_start(core):]):
        return a  # "try | out the bike …": not one verb and its object
    if right[2].low == "home" and len(right) > 3 and right[3].low.isalpha() and right[3].low not in _NOT_VERBS:
        return a  # "… or just standard home | insurance": "home" a noun's modifier, no place adverb
    return core if _verb_after_focus(right[1], right[2]) else a


def _object_start(core: list[Token]) -> int:
    """Where the verb's object starts in ``core``: after a preposition the verb takes ("learn about | notes …", "stay
    at | a hotel"), no particle ("try | out …"); after the verb otherwise."""
    second = core[1].low
    return 2 if second in PREPOSITIONS and second not in _PARTICLES and len(core) > 2 else 1


def _verb_after_focus(word: Token, nxt: Token) -> bool:
    """Is ``word`` (after "just") a verb: listed and no noun ("hop"), or a lower-case word before a determiner, a
    pronoun, a place adverb or a directional particle ("bike everywhere", "uber there", "snorkel off"), or an
    initialism before "the" or a possessive ("just DDU the drivers": used as a verb, no name takes "the" after it)?"""
    if word.text.isupper() and len(word.text) > 1 and word.low.isalpha() and nxt.low in POSSESSIVES | {"the"}:
        return True
    if not word.low.isalpha() or word.capitalized or word.low in _NOT_VERBS:
        return False  # "or just | the one for …": a noun phrase
    if word.low in VERBS and word.low not in AMBIGUOUS:
        return True
    return nxt.low in DETERMINERS | POSSESSIVES | PRONOUNS | _PLACE_ADVERBS | _DIRECTIONS | _QUANTITY_NOUNS
