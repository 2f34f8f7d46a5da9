"""Where a meal is had, after a B that is a meal and an A that is none: "the farmers market or brunch | at lulus",
"hiking or dinner | at the lake house". A outing is no meal, so the place cannot be both's: it says where B's meal is,
B's own. After two meals the place is both's ("lunch or dinner | at lulus")."""

from __future__ import annotations

from warrantguard.guard.question.words import NUMBER_WORDS, TIME_UNITS, TIME_WORDS, Token

__all__ = ["meal_place"]

# The meals of a day and their outings: a closed class.
_CLOCK = NUMBER_WORDS | TIME_UNITS | TIME_WORDS | frozenset({"noon", "midnight", "night", "lunchtime"})
_MEALS = frozenset({"breakfast", "brunch", "lunch", "dinner", "supper", "tea", "drinks", "takeout", "takeaway"})


def meal_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "at" at B's ``k``-th word where B's meal is had, B a meal and A none ("the farmers market or brunch |
    at lulus"; not "lunch or dinner | at lulus", nor a time: "… or brunch | at 10")?"""
    if right[k].low != "at" or k < 1 or k + 1 >= len(right) or right[k - 1].low not in _MEALS:
        return False
    if right[k + 1].text[:1].isdigit() or right[k + 1].low.rstrip("?.!,") in _CLOCK:
        return False  # "… or brunch | at 10", "… | at noon": when, not where
    return not any(t.low.strip("?.!,") in _MEALS for t in a)
