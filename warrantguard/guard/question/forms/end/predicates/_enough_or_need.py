"""A thing asked to be enough against a thing then asked to be needed ("Is a counterbalance forklift enough or do we
need reach trucks?", "Is the Olympus TG-7 with a housing enough, or do I need a proper mirrorless setup?"): the two
questions ask one choice, the smaller thing or the bigger one, so the options are A without its "enough" and what
"need" takes. B must be a noun phrase closing the sentence (not "need to …": a verb after "need" is no thing)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, articled

__all__ = ["enough_or_need"]

_BE = frozenset({"is", "are", "would", "will"})
_ASK = frozenset({"do", "would", "will"})
_WHO = frozenset({"i", "we", "you", "they"})


def enough_or_need(lead: list[Token], core: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A and B of "Is A enough(,) or do I / we need B?", or ``None``."""
    if not lead or lead[-1].low not in _BE or len(core) < 2 or core[-1].low != "enough":
        return None
    if len(right) < 4 or right[0].low not in _ASK or right[1].low not in _WHO or right[2].low != "need":
        return None
    if right[3].low in ("to", "it", "them", "that", "this", "more", "anything", "something"):
        return None  # "need to upgrade", "need more": no thing named
    a, b = articled(core[:-1]), articled(right[3:])
    if a[-1].low == "be" or any(t.low in ("and", "or", "if", "for", "to") for t in b):
        return None  # "Would it be enough": no thing named; "need B for …": more than B
    return a, b
