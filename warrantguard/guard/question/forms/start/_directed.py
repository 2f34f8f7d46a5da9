"""Two directions, each with its "to" phrase ("Go | down to a US 6 or up to a US 8?", "move | up to the 200 level
course or down to the intro one"): the options are the two directed phrases, the verb before A is shared."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, PREPOSITIONS, Token

__all__ = ["directed"]

_DIRECTIONS = frozenset({"up", "down", "back", "over", "out", "in", "on", "forward", "ahead"})


def directed(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A from its direction word and "to" to the end of the left side, B its own direction, "to" and the phrase up to
    a preposition or verb after it; ``None`` when B or the left side does not have that form."""
    if len(right) < 3 or right[0].low not in _DIRECTIONS or right[1].low != "to":
        return None
    at = [j for j in range(len(left) - 2) if left[j].low in _DIRECTIONS and left[j + 1].low == "to"]
    if not at or any(t.low in PREPOSITIONS for t in left[at[-1] + 2 :]):
        return None
    end = next((k for k in range(3, len(right)) if right[k].low in PREPOSITIONS | COPULAS | AUX), len(right))
    return left[at[-1] :], right[:end]
