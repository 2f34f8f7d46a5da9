""""than" before an amount after a comparative inside B ("… or throw out anything older | than 10 years", "… or keep
the ones longer than 2 m"): the measure of B's own noun, not a clause of comparison both options share, so B does not
end there."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DEGREE, Token

__all__ = ["measured_than"]


def measured_than(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` "than" between a comparative and an amount, past B's verb ("throw out anything older than 10
    years", "drop the runs shorter than 5 min", "keep more than 20 tubes")? Not "… rather than | wait": no amount."""
    if right[k].low != "than" or k < 2 or k + 1 >= len(right) or not right[k + 1].text.lstrip("$€£~<>")[:1].isdigit():
        return False
    before = right[k - 1].low
    return before in COMPARATIVES | DEGREE or (before.endswith("er") and len(before) > 4)
