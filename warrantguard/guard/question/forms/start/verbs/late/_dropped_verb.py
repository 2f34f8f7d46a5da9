"""A name as A after a verb and its preposition read off it ("switch to the | 24"), against "just" and a word both
noun and verb closing B ("… or just cycle"). Read as a verb, B stands against the verb and A ("switch to the 24");
read as a noun, against the name only ("24"). The form cannot tell, so the pair is refused. So is a name read off
its verb ("take | Warcaster") against a lower-case word, a name and "to" ("… or bump CON to 16"): a verb
phrase against "take Warcaster", or a noun phrase against "Warcaster"? (added for the hundred-and-forty-fifth part,
which read "bump CON" as a noun phrase)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, ARTICLES, PREPOSITIONS, Token, is_verb

__all__ = ["dropped_name_verb_problem", "dropped_verb_problem"]

_FOCUS = frozenset({"just", "simply"})
_CLOSING = ("?", "!", ".", ",", ";", ":")


def _dropped_to_name(core: list[Token], a: list[Token]) -> bool:
    """Is A a name (a capital or a number first) after a lower-case verb, its preposition and an article or not, all
    dropped ("switch to the | 24"; not "get | Coke": no preposition)?"""
    cut = next((k for k, t in enumerate(core) if t is a[0]), 0)
    if not cut or a[-1] is not core[-1] or core[0].capitalized or not is_verb(core[0], initial=True):
        return False
    named = a[0].capitalized or a[0].text[:1].isdigit()
    placed = cut > 1 and core[1].low in PREPOSITIONS
    return named and placed and all(t.low in PREPOSITIONS | ARTICLES for t in core[1:cut])


def _noun_or_verb_b(right: list[Token]) -> bool:
    """Does B open on "just" and a listed verb that is a noun too, closing B ("just cycle")?"""
    if len(right) < 2 or right[0].low not in _FOCUS:
        return False
    w = right[1]
    closes = len(right) == 2 or w.text.endswith(_CLOSING)
    return closes and w.text.rstrip("".join(_CLOSING)).isalpha() and w.low.strip("".join(_CLOSING)) in AMBIGUOUS


def dropped_verb_problem(core: list[Token], a: list[Token], right: list[Token]) -> str | None:
    """Why A, a name read off its verb, is unclear against a B that may be a verb phrase or a noun phrase ("switch to
    the 24 or just cycle"), or ``None``."""
    if not a or not _dropped_to_name(core, a) or not _noun_or_verb_b(right):
        return None
    said, whole, name = (" ".join(t.text for t in side) for side in (right[:2], core, a))
    return f"unclear whether '{said}' is a verb phrase against '{whole}' or a noun phrase against '{name}'"


def dropped_name_verb_problem(core: list[Token], a: list[Token], right: list[Token]) -> str | None:
    """Why A, a name read off its verb ("take | Warcaster"), is unclear against a B of a lower-case word, a
    name and "to" with a word that is no verb ("… or bump CON to 16"): a verb, its object and its goal, against the
    verb and A ("take Warcaster"), or a noun phrase against the name only? ``None`` otherwise."""
    if len(core) < 2 or not a or a[0] is not core[1] or not is_verb(core[0], initial=True) or core[0].capitalized:
        return None
    if not a[0].capitalized or len(right) < 4 or right[2].low != "to" or is_verb(right[3]):
        return None
    word, name = right[0], right[1]
    if not word.text.isalpha() or not word.text.islower() or word.low in _NOT_VERBS:
        return None
    if not name.capitalized:
        return None
    return (f"unclear whether '{word.text} {name.text}' is a verb phrase against '{core[0].text} {a[0].text}' or a "
            f"noun phrase against '{a[0].text}'")


_NOT_VERBS = ARTICLES | PREPOSITIONS | frozenset({"the", "my", "our", "your", "their", "his", "her", "its", "just",
                                                  "maybe", "perhaps", "also", "even", "only"})
