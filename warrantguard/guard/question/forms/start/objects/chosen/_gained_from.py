"""What a choice verb gains and the source it is gained from, then A ("get | more out of | a tutor or an app",
"get | more protein from | eggs or chicken"): the amount gained is both's, the sources are the options (added in
session 48, from misreads found outside the corpus: A read as "more out of a planisphere")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["gained_from"]

_AMOUNTS = frozenset({"more", "less", "most", "least"})


def gained_from(toks: list[Token], right: list[Token]) -> list[Token]:
    """``toks`` (a verb's object and A) from past "more" (and one lower-case noun: "more use") and "out of" or "from",
    when B opens on no preposition of its own ("… or from single tickets" keeps each its "from"); ``toks`` else."""
    if len(toks) < 3 or toks[0].low not in _AMOUNTS or not right or right[0].low in ("from", "out"):
        return toks
    k = 2 if toks[1].text.isalpha() and toks[1].text.islower() and toks[1].low not in ("out", "from") else 1
    if k + 2 < len(toks) and toks[k].low == "out" and toks[k + 1].low == "of":
        return toks[k + 2 :]
    if k + 1 < len(toks) and toks[k].low == "from":
        return toks[k + 1 :]
    return toks
