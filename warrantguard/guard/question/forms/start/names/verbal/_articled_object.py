"""A lower-case verb and an article before option A ("ship the | red or the green variant", "paint the | blue or the
white wall"): the article opens the verb's object, so the verb starts no name with A (:func:`articled_object`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token

__all__ = ["articled_object"]


def articled_object(dropped: list[Token], b_start: list[Token]) -> bool:
    """Are the words dropped before A one lower-case word and an article ("ship the | red"), and does B repeat the
    article (``b_start``: the words after the "or", "… or | the green …")? Then the word is A's verb, not the start
    of A's name (not "Heat pump | dryer", not "Ship The | Red", a title)."""
    if len(dropped) != 2 or dropped[0].capitalized or dropped[1].low not in ARTICLES:
        return False
    return len(b_start) > 0 and b_start[0].low == dropped[1].low
