"""A span of "another" time after verb phrase B ("move up to a green ball or stay on orange | for another season", "…
or keep the old laptop for one more year"): "another" measures how much longer B's state goes on, B's own, no span
both options share (added for the hundred-and-forty-sixth held-out part: B read as "stay on orange"). A plain span
("… or sublet | for the remaining 5 months") reads as before, and so does a span after a pronoun standing for A's
thing ("upgrade my phone or keep using it | for another year": how long the same phone lasts, read as both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_UNITS, Token

__all__ = ["continued_for"]


def continued_for(right: list[Token], k: int) -> bool:
    """Is the "for" at B's ``k``-th word a span of "another" (or "one more") time unit ("… | for another season",
    "… for one more year", "… for another 6 months")?"""
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 : k + 5]]
    if right[k].low != "for" or not rest or right[k - 1].low in ("it", "them"):
        return False  # "upgrade my phone or keep using it | for another year": A's thing again, the span both's
    if rest[0] == "another":
        rest = rest[1:]
    elif rest[:2] == ["one", "more"]:
        rest = rest[2:]
    else:
        return False
    if rest and rest[0][:1].isdigit():
        rest = rest[1:]  # "for another 6 | months"
    return bool(rest) and rest[0].removesuffix("s") in TIME_UNITS | {"day", "hour", "minute", "week"}
