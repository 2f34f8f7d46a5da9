"""A past participle closing option B after B's noun, cut from its own phrase ("Bank safety deposit box or a home safe
bolted | into concrete?", "… or phone with Life360 and location sharing turned | on?", "… or a personal safety
workshop run | by the council"): the participle's particle or phrase is the participle's own, so B's; a participle
left dangling at B's end is never an option's end (added for the hundred-and-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import (
    AUX,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    participle_word,
)

__all__ = ["participle_tail_b"]

_PARTICLES = frozenset({"on", "off", "in", "out", "up", "down"})  # "turned | on", "switched | off"
_BASE_PARTICIPLES = frozenset({"run", "set", "put", "cut", "shut", "hit"})  # "a workshop run | by the council"
_SHARED = frozenset({"for"})  # "… or a new car financed | for my daughter": a purpose, maybe both's


def _dangling(b: list[Token], rest: list[Token]) -> bool:
    """Does B close on a lower-case past participle right after a noun of B's ("a home safe bolted", "a workshop run"
    before "by"), not after a determiner, a preposition, a pronoun or an auxiliary ("… or have it | done"), nor as the
    verb of a relative clause ("the one my pharmacist recommended")?"""
    last, before = b[-1], b[-2]
    if not (last.text.isalpha() and last.text.islower()):
        return False
    if not (participle_word(last.low) or (last.low in _BASE_PARTICIPLES and rest[0].low == "by")):
        return False
    if len(b) > 3 and b[-3].low in DETERMINERS | POSSESSIVES | PRONOUNS and b[-4].low not in PREPOSITIONS:
        return False  # "the one my pharmacist recommended | during …": a relative clause's verb, its time maybe both's
    return before.text.isalnum() and before.low not in DETERMINERS | PREPOSITIONS | PRONOUNS | AUX


def participle_tail_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the particle or the short prepositional phrase closing the sentence after B's closing participle ("… or a
    home safe bolted | into concrete?", "… location sharing turned | on?"); ``b`` otherwise (A closing on a participle
    too, "painted or powder coated | in black": the phrase may be both's; a purpose, "… | for my daughter"; a phrase
    holding a second preposition)."""
    if len(a) < 1 or len(b) < 2 or participle_word(a[-1].low):
        return b
    rest = _before_purpose(closing_rest(b, around))
    if rest is None or not _dangling(b, rest):
        return b
    if len(rest) == 1:
        return [*b, *rest] if rest[0].low in _PARTICLES else b
    if len(b) < 3 and rest[0].low != "as":
        return b  # "LLC taxed | as partnership": a two-word B only with its participle's "as"
    if len(rest) > 4 or rest[0].low not in PREPOSITIONS or rest[0].low in _SHARED:
        return b
    return b if any(t.low in PREPOSITIONS for t in rest[1:]) else [*b, *rest]


def _before_purpose(rest: list[Token] | None) -> list[Token] | None:
    """The closing rest up to a later "for" phrase, the purpose of both ("taxed as partnership | for a two-member
    consultancy"); the rest whole when no "for" follows its first word."""
    if rest is None:
        return None
    cut = next((k for k in range(1, len(rest)) if rest[k].low in _SHARED), len(rest))
    return rest[:cut]
