"""A purpose after "just" and an articled noun B against an articled noun A ("whether I need a new motherboard or
just a BIOS update | to run a 5700X3D on my B450"): the infinitive may be what B is for, or what both are for; the
form cannot tell, so it is refused rather than read as B's own."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Around, Refusal, Token, is_verb

__all__ = ["just_purpose_problem"]

_SIMPLER = frozenset({"just", "simply", "only"})


def just_purpose_problem(a: list[Token], b: list[Token], rest: list[Token], around: Around) -> None:
    """Raise :class:`Refusal` when B is "just" before an articled noun, A an articled noun too, and the words after B
    open with "to" and a verb ("a new motherboard or just a BIOS update | to run …"); else return."""
    before = around.prev(a[0])
    if len(b) < 3 or b[0].low not in _SIMPLER or b[1].low not in ARTICLES or len(rest) < 2:
        return
    if before is None or before.low not in ARTICLES or rest[0].low != "to" or not is_verb(rest[1], initial=True):
        return
    raise Refusal(f"unclear whether 'to {rest[1].low} …' is the purpose of the second option alone or of both")
