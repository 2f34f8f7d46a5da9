"""A phrase after a noun B that already holds a phrase of its own ("… or the 11:40 a.m. with a 1-hour layover | in
Denver", "a personal trainer for 3 months or a year of gym membership | with an app"): it may be said of B's own
phrase's noun (the layover's place, the membership's app) or of both options; refused, as "an Airbnb with a pool |
in Miami" is."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Refusal, Token

__all__ = ["after_own_phrase"]

_PLACE_PREPS = frozenset({"in", "at", "near", "outside"})


def after_own_phrase(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B as it is, unless a phrase follows it that may be its own phrase's: a place after a "with" phrase A lacks
    ("the 6:05 a.m. nonstop or the 11:40 a.m. with a 1-hour layover | in Denver"), or a "with" phrase after a B
    measuring its noun with "of" when A does not ("a trainer for 3 months or a year of gym membership | with an app":
    the membership's app, or both's?); then refused. Not "a trainer or a gym membership | with an app" (no "of"),
    nor "the flat on the 1st floor or the flat on the 7th floor | with lift" (parallel phrases: both's), nor "from the
    hire date or after 90 days of service | with reasoning" (B a time phrase, not a noun)."""
    nxt = around.next(b[-1]) if b and b[-1].text[-1:] not in ",;:?!." else None
    if nxt is None or nxt.text != nxt.low:
        return b
    b_with = any(t.low == "with" for t in b[1:]) and not any(t.low == "with" for t in a)
    placed = nxt.low in _PLACE_PREPS and b_with
    own = nxt.low == "with" and _measured_of(b) and not _measured_of(a) and b[0].low not in PREPOSITIONS
    if placed or own:
        rest = [nxt]
        while (tok := around.next(rest[-1])) is not None and len(rest) < 6 and rest[-1].text[-1:] not in ",;:?!.":
            rest.append(tok)
        said = " ".join(t.text for t in rest).rstrip(",;:?!.")
        raise Refusal(f"unclear whether '{said}' is said of the second option's own phrase or of both options")
    return b


def _measured_of(toks: list[Token]) -> bool:
    """Does an option measure its noun with "of" after its head ("a year | of gym membership", "a box | of
    pods")?"""
    return any(t.low == "of" for t in toks[1:-1])
