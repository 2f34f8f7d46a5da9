"""A limiting clause after a B that repeats A's verb behind a focus adverb ("deload every 4th week or just deload |
when I feel beat up"): B cut before the clause would be A's verb alone, no option against A; the clause is what B
sets against A's own time, so it is B's (added for the sixty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["repeated_verb_limit"]

_FOCUS = frozenset({"just", "only", "simply"})
_LIMITS = frozenset({"when", "whenever", "if", "once", "until"})


def repeated_verb_limit(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """``rest`` when it is a clause of two words or more opened by "when" / "if" / "once" / "until" after a B of a
    focus adverb and the verb A opens with ("deload every 4th week" / "just deload | when I feel beat up", "water
    them daily" / "only water | if the soil is dry"); else nothing ("… or just rest | when …": another verb)."""
    if len(a) < 2 or len(b) != 2 or b[0].low not in _FOCUS or b[1].low != a[0].low:
        return []
    return rest if len(rest) >= 2 and rest[0].low in _LIMITS else []
