""""should this | go out as a short report or a full report?": a demonstrative right after the opening auxiliary,
before a word that is only a verb, is the pronoun subject, as "it" is ("should it | go out as …"); A starts at the
verb (not "Should this car or that car …", "Does this work or …": a noun, or a verb that is a noun too)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, AUX, VERBS, Token

__all__ = ["demonstrative_subject"]

_DEMONSTRATIVES = frozenset({"this", "that"})


def demonstrative_subject(left: list[Token], begin: int) -> int | None:
    """Where A's verb starts when the lead is an auxiliary and "this" / "that" as the subject ("should this | go out
    as …", "will that | get us …"), ``begin`` at the demonstrative; ``None`` otherwise."""
    if begin < 1 or begin + 2 >= len(left) or left[begin - 1].low not in AUX:
        return None
    if begin > 1 and left[begin - 2].text[-1:] not in ",.:;!?":
        return None  # the auxiliary opens the question
    this, verb = left[begin], left[begin + 1]
    if this.low not in _DEMONSTRATIVES or not verb.text.isalpha() or not verb.text.islower():
        return None
    return begin + 1 if verb.low in VERBS - AMBIGUOUS else None
