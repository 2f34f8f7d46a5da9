"""A verb of telling, its person and a clause ("… or tell them | I'm not eligible", "… or let him know | we're out"):
the clause is what B tells, B's own to its end, not a relative clause nor a phrase both options share (added for
the hundred-and-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import SUBJECT_CONTRACTIONS, Token

__all__ = ["told_clause"]

_TELLING = frozenset({"tell", "telling", "remind", "reminding", "warn", "warning", "inform", "informing", "assure",
                      "promise", "convince", "show"})
_PERSONS = frozenset({"them", "him", "her", "me", "us", "you", "everyone"})
_SUBJECTS = frozenset({"i", "we", "they", "he", "she", "it", "you", "that"})
_IT_IS = frozenset({"it's", "that's", "there's"})  # "tell them | it's too late": a subject fused with its "is"


def told_clause(right: list[Token], k: int) -> bool:
    """Does a clause open at B's ``k``-th word after a verb of telling and its person ("tell them | I'm not eligible",
    "warn her | we're leaving", "tell them | it's too late")? A subject pronoun, or one of its contractions, opens
    it."""
    if k < 2 or right[k - 2].low not in _TELLING or right[k - 1].low not in _PERSONS:
        return False
    w = right[k].low.replace("\u2019", "'")
    return w in SUBJECT_CONTRACTIONS or w in _IT_IS or (
        w in _SUBJECTS and k + 1 < len(right) and right[k + 1].low != "to")
