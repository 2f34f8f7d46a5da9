"""A clause of the asker's own after option B: "… medicine or engineering | and I honestly don't know what to tell
her", "… or the train | but we'd rather not fly" (a conjunction and a subject pronoun open a new clause, which
belongs to no option)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["next_clause"]

_JOINS = frozenset({"and", "but", "because", "cause", "cuz", "so"})
# Subject pronouns and their contractions (not "you": "tea or coffee and you?"; not "me", an object: "… or my
# wife and me").
_SUBJECTS = frozenset({"i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "we'd", "we'll", "he", "she",
                       "they", "they're", "he's", "she's", "im", "ive"})


def next_clause(toks: list[Token]) -> int | None:
    """Where a clause of the asker's own starts in B's side: a conjunction, then a subject pronoun and at least one
    more word ("… | and I honestly don't know"), after at least one word of B; None when there is none."""
    for k in range(1, len(toks) - 2):
        if toks[k].low in _JOINS and toks[k + 1].low.replace("\u2019", "'") in _SUBJECTS:
            return k
    return None
