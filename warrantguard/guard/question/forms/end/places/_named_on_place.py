"""A placed on a named street or base against B placed in a named town ("the 3-bed house on Hickam or the
townhouse | in Ewa Beach"): each option has its own place, so B's place is B's own, as :func:`own_places` reads
"at" / "in" / "near" (added in session 43, from the hundred-and-sixteenth part: refused as B's place or both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import MONTHS, TIME_NOUNS, Token

__all__ = ["named_on_place"]

_B_PLACED = frozenset({"in", "at", "near", "on"})


def named_on_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a preposition before a name, after B's own noun, when A closes on "on" and a name after its
    head noun ("… house on Hickam" / "the townhouse | in Ewa Beach")? Not a day or a month ("a flight on Monday or
    the train | in June": times), nor a B of more than an article and two words."""
    on = next((j for j in range(len(a) - 1, 0, -1) if a[j].low == "on"), None)
    if on is None or on < 1 or not all(t.capitalized for t in a[on + 1 :]) or not a[on - 1].text.isalpha():
        return False
    if any(t.low.rstrip("?!.,") in TIME_NOUNS | MONTHS for t in a[on + 1 :]):
        return False
    if right[k].low not in _B_PLACED or not 1 <= k <= 3 or k + 1 >= len(right) or not right[k + 1].capitalized:
        return False
    return right[k + 1].low.rstrip("?!.,") not in TIME_NOUNS | MONTHS and all(t.text.isalpha() for t in right[:k])
