"""A verb phrase closing on a preposition and a bare level ("dry the bedding on | high"), B the other level and the
noun both are levels of ("… or low heat"): the noun is both options' head ("on high heat or low heat"), so A is the
level alone, not the verb phrase set against a noun phrase (added for the ninety-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, modifier

__all__ = ["set_level_a"]

_SETTING = frozenset({"on", "at", "in", "with"})
# Levels a setting is given by, beside the modifier list's words ("hot", "cold", "electric").
_LEVELS = frozenset({"high", "low", "medium", "full", "half", "max", "min", "mid", "gentle", "delicate", "quick",
                     "normal", "slow", "fast", "light", "heavy", "top", "bottom"})


def _level(tok: Token) -> bool:
    """A bare lower-case level word ("high", "low", "warm"), written as such."""
    return tok.text == tok.low and tok.low.isalpha() and (tok.low in _LEVELS or modifier(tok))


def set_level_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A cut to its closing level after a setting preposition ("dry the bedding on | high or low heat in a …"), when B
    is a level and a bare noun closing the clause; else A unchanged ("dry the bedding on a line or a rack")."""
    if len(a) < 3 or len(b) != 2 or a[-2].low not in _SETTING or not _level(a[-1]) or not _level(b[0]):
        return a
    head, after = b[1], around.next(b[1])
    if head.low.rstrip("?!.,") in PREPOSITIONS | DETERMINERS or _level(head) or not head.low.rstrip("?!.,").isalpha():
        return a
    if after is not None and not head.text.endswith((",", "?", "!", ".")) and after.low not in PREPOSITIONS:
        return a
    return a[-1:]
