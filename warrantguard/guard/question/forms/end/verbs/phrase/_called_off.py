"""A lone verb calling the plan off as A ("cancel", "postpone", "skip") and B a verb with a phrase after it ("play
| as a trio", "go ahead | in the rain"): nothing is done in A for the phrase to tell how, where or with whom, so it
is B's own, not an object or a context both options share (as after "rent or buy | in Austin")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPS, Token

__all__ = ["called_off"]

# Verbs by which the thing planned is not done (now): no manner, place or company is theirs.
_CALLING_OFF = frozenset({"cancel", "postpone", "skip", "scrap", "abort", "forfeit", "abandon", "withdraw", "defer",
                          "delay", "reschedule", "quit", "drop"})
_OWN_OPENERS = PREPS | frozenset({"without", "ahead", "anyway", "alone"})  # "play | without him", "go | ahead"
_OWN_OPENERS |= frozenset({"now", "today", "tonight", "immediately"})  # "postpone or serve | now": B's own time


def called_off(core: list[Token], right: list[Token]) -> bool:
    """Is A a lone verb calling the plan off and B a verb followed by a preposition or a word of going on ("cancel
    or play | as a trio", "postpone or go | ahead with a sub")? Then the phrase after B's verb is B's own."""
    return len(core) == 1 and core[0].low in _CALLING_OFF and len(right) > 1 and right[1].low in _OWN_OPENERS
