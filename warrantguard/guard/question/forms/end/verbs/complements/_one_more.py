""""… or | do one more year of postdoc first?", "… or | do one last round of review": after "or", "do" before "one"
and a word counting on from it ("more", "last", "extra", …) is B's verb, "one" a numeral, no pronoun subject of a
second question ("… or does one need a permit?", "… or do one of you …")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["one_more_b"]

_COUNTING_ON = frozenset({"more", "last", "final", "extra", "additional", "further", "other", "full", "whole"})


def one_more_b(right: list[Token]) -> bool:
    """Does B open on "do" (or "did", "does") and "one" before a word counting on ("or | do one more year of postdoc
    first", "or | do one final pass"), so "do" is B's verb?"""
    return len(right) > 3 and right[0].low in ("do", "does", "did") and right[1].low == "one" \
        and right[2].low in _COUNTING_ON
