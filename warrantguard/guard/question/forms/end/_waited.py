"""A verb bound to "for" and a clause after it: "wait for AWS to recover", "wait for the swelling to go down"
(the subject after "for" and its infinitive are what B's verb waits for: B's own, not a purpose of both)."""

from __future__ import annotations

from warrantguard.guard.question.words import BOUND_VERBS, PREPS, Token, is_verb

__all__ = ["waited_for"]


def waited_for(right: list[Token], k: int) -> bool:
    """Is the "to" at ``k`` the infinitive of a "for <subject> to <verb>" clause after B's verb bound to "for"
    ("wait for | AWS | to recover")? A short subject of up to four words, no preposition in it."""
    if right[k].low != "to" or k < 3 or k + 1 >= len(right) or right[1].low != "for":
        return False
    subject = right[2:k]
    return (right[0].low, "for") in BOUND_VERBS and len(subject) <= 4 and is_verb(right[k + 1]) \
        and not any(t.low in PREPS for t in subject)
