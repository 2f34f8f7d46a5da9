"""The bare infinitive a causative verb of B takes after its object ("or let my being there | be the gift", "or make
him | pay for it"): the infinitive completes B, no predicate of the sentence nor a purpose both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["causative_tail"]

_CAUSATIVES = frozenset({"let", "make", "have", "help"})


def causative_tail(b: list[Token], tail: list[Token]) -> bool:
    """Does the tail cut from B open with the bare infinitive of B's causative verb ("let my being there | be the
    gift")? B opens with "let" / "make" / "have" / "help", its object before the cut, and the tail with "be" or a
    verb in its bare form (no "-s", "-ed", "-ing": "have the kids | pays" is no infinitive)."""
    if len(b) < 2 or not tail or b[0].low not in _CAUSATIVES:
        return False
    w = tail[0].low
    return w == "be" or (is_verb(tail[0]) and not w.endswith(("s", "ed", "ing")))
