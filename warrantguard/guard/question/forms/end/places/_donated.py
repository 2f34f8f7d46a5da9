"""A gift of money and whom it goes to ("flowers or a donation | to the charity", "a card or a contribution | to
the fund"): the "to" phrase completes the noun of giving, as "on" completes "a ban on ads"; no place both share."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token, is_verb

__all__ = ["donated_to"]

# Nouns of money given, whose "to" phrase names who gets it (a word list, for review).
_GIVINGS = frozenset({"donation", "donations", "contribution", "contributions", "pledge", "bequest", "endowment"})


def donated_to(right: list[Token], k: int) -> bool:
    """Is the "to" at ``k`` the recipient of B's articled noun of giving ("a donation | to the charity")? Not before
    a verb ("a donation | to help …": a purpose) nor after a bare noun ("donations | to …" set against a kind)."""
    if right[k].low != "to" or k < 2 or k + 1 >= len(right) or right[k - 1].low not in _GIVINGS:
        return False
    if right[k - 2].low not in DETERMINERS:
        return False
    return right[k + 1].low in DETERMINERS or not is_verb(right[k + 1])
