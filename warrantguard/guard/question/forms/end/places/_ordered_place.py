"""A place after noun B, then the word asking which comes first ("drop off the library books or the returns | at
kohls | first"): the place may be where B's thing goes ("the returns at Kohl's") or where both are taken, and only
what the words name tells which; refused (:func:`ordered_place`). A place of A's own ("the books at the library or
the returns at kohls first") sets B's apart, as its own."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["ordered_place"]

_ORDER = frozenset({"first", "next", "last"})
_PLACE_WORDS = 3  # at most, between "at" and the order word


def ordered_place(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the place between noun B and a closing "first" may be B's or both options' ("… or the returns | at kohls
    first"), else ``None``."""
    if not a or not b or any(t.low == "at" for t in a):
        return None
    words: list[Token] = []
    nxt = around.next(b[-1])
    while nxt is not None and len(words) <= _PLACE_WORDS + 1 and nxt.low not in _ORDER:
        words.append(nxt)
        nxt = around.next(nxt)
    closing = nxt is not None and around.next(nxt) is None
    if not closing or not words or words[0].low != "at" or not 2 <= len(words) <= _PLACE_WORDS:
        return None
    place = " ".join(t.text for t in words)
    return f"'{place}' may be where '{b[-1].text}' goes or where both options go: unclear"
