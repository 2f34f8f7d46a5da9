"""A purpose after verb phrase B when A closes on a time of its own ("report them immediately or keep pivoting | to show
impact"): A's "immediately" sets when against what B does instead, so the purpose B closes on gives B's reason, B's
own, not the aim of both (added for the hundred-and-twenty-fifth held-out part: B read as "keep pivoting"). So does
a time phrase closing A ("stay on the T | after my drop or move forward | to cover the counter-drop": added for the
hundred-and-forty-sixth held-out part, B read as "move forward")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPS, TIME_UNITS, TIME_WORDS, Token

__all__ = ["timed_purpose"]

_A_TIMES = frozenset({"now", "today", "tonight", "immediately", "instantly", "asap", "first"})


def timed_purpose(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "to" at ``right[k]`` B's own purpose because verb phrase A, a verb and more, closes on a time of its own
    ("report them | immediately", "… right away") and B names no time before it? Not "sell now or hold them until
    next year | to …" (B's own time: the purpose may be both's), nor "rent or buy | to …" (A has no time)."""
    if len(core) < 2 or right[k].low != "to":
        return False
    last = core[-1].low.rstrip(",")
    timed = last in _A_TIMES or (last == "away" and core[-2].low == "right") or _closing_time_phrase(core)
    return timed and not any(t.low in TIME_WORDS or t.low.removesuffix("s") in TIME_UNITS for t in right[1:k])


_TIME_PREPS = frozenset({"after", "before"})


def _closing_time_phrase(core: list[Token]) -> bool:
    """Does verb phrase A close on a time phrase of its own, "after" / "before" and a determiner's short noun phrase
    ("stay on the T | after my drop", "… | before the match")? Not when the phrase opens A ("before … or …")."""
    at = next((j for j in range(len(core) - 1, max(len(core) - 4, 1) - 1, -1) if core[j].low in _TIME_PREPS), None)
    if at is None or at + 2 > len(core) - 1 or core[at + 1].low not in DETERMINERS:
        return False
    return all(t.low.isalpha() and t.low not in PREPS for t in core[at + 2 :])
