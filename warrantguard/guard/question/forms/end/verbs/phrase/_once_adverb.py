""""once" as an adverb of B's verb ("… or buy | once | with the full $10k", "… or pay once in a while"): a count of
times before a preposition or "and", not a clause's "once" ("… or sell | once the price recovers"), so B does not end
there."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPS, Token

__all__ = ["adverbial_once"]

_AFTER = (PREPS - {"before", "after", "as"}) | frozenset({"and", "more", "again", "only"})


def adverbial_once(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` "once" after B's verb and before a preposition or "and" ("buy once | with the full $10k", "pay
    once and forget it"), an adverb, not the "once" of a clause ("… once I retire", "… once the market dips")?"""
    if right[k].low != "once" or k + 1 >= len(right) or k == 0:
        return False
    return right[k + 1].low in _AFTER
