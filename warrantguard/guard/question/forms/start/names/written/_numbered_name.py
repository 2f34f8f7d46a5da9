""""Focus 40 Blue vs BrailleNote Touch Plus": a capitalized word before a number that a capitalized word follows is
the start of a model's name run, not a verb and its count, when B is a name too (capitalized, no count of its own)."""

from __future__ import annotations

from warrantguard.guard.question.words import CHOICE_VERBS, DETERMINERS, Token

__all__ = ["numbered_name"]


def numbered_name(toks: list[Token], right: list[Token]) -> bool:
    """Does A (``toks``) run as one name through a number ("Focus 40 Blue") against a name B opens on ("BrailleNote
    Touch Plus")? Not "Order 2 Big Macs or a Whopper" (B is articled), "Get 2 Apple Watches or …" (a choice verb), nor
    "Book 2 Nights or 3 Nights" (B opens on a count, parallel to A's)."""
    if len(toks) < 3 or not right or not toks[0].capitalized or toks[0].low in CHOICE_VERBS:
        return False
    if not toks[1].text.isdigit() or not toks[2].capitalized:
        return False
    return right[0].capitalized and right[0].low not in DETERMINERS and not right[0].text[:1].isdigit()
