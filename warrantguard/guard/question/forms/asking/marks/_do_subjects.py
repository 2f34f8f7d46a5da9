"""A question opening "do" / "does" and a subject pair before its verb, its question mark dropped ("do mail ballots
or in-person votes | get counted first in Arizona", added for the seventy-eighth held-out part): B, no verb, is
followed by a verb, so the pair is the subject of "do" … verb, not "do"'s objects in an instruction ("do the
dishes or | wash the car": B a verb phrase; "do yoga or pilates": no verb after B)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, PRONOUNS, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["do_subject_pair"]

_A_BOUND = 3  # words of A after "do"
_VERB_AT = range(1, 4)  # where B's verb may stand after B's first word


def do_subject_pair(smask: str, coordinator: re.Pattern[str]) -> bool:
    """Does the sentence open "do" / "does", then A (one to three words, no pronoun or possessive), "or", B opening
    with no verb, and a verb after B's noun ("do mail ballots or in-person votes | get counted …")?"""
    co = coordinator.search(smask)
    toks = tx.tokens(smask)
    if co is None or len(toks) < 5 or toks[0].low not in ("do", "does"):
        return False
    before, after = tx.tokens(smask[: co.start()])[1:], tx.tokens(smask[co.end() :])
    if not 1 <= len(before) <= _A_BOUND or len(after) < 2 or before[0].low in PRONOUNS | POSSESSIVES:
        return False
    if is_verb(after[0], initial=True) or after[0].low in PREPOSITIONS | DETERMINERS:
        return False
    return any(j < len(after) and is_verb(after[j]) and after[j - 1].low not in PREPOSITIONS | DETERMINERS
               and not after[j - 1].text.endswith(",") for j in _VERB_AT)
