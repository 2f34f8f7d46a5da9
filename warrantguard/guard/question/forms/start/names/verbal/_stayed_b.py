"""A verb of staying closed by a place adverb as option B ("should she go to school tomorrow or | stay home",
"… or stay put", "… or remain here"): no noun phrase reads so, so B is a verb phrase against A's, however A's object
looks like a noun phrase B might stand against (:func:`stayed_b`)."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_WORDS, Token

__all__ = ["stayed_b"]

_STAY = frozenset({"stay", "remain"})
_PLACE = frozenset({"home", "put", "here", "there", "inside", "indoors", "outside", "outdoors", "in", "back", "behind"})


def stayed_b(right: list[Token]) -> bool:
    """Does B open with "stay" / "remain" and a place adverb that ends B or runs on to a time or a comma ("stay home",
    "stay put tonight")? Not "stay in touch", "stay at home mom" (a noun after the adverb)."""
    if len(right) < 2 or right[0].low not in _STAY or right[1].low not in _PLACE or right[0].capitalized:
        return False
    return right[1].text.endswith((",", ".", "?", "!")) or all(t.low in TIME_WORDS for t in right[2:])
