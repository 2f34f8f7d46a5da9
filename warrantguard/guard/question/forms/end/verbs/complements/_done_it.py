"""B opening on "do" and an object pronoun no verb follows ("or | do it in house", "or do them by hand", "or | do it
here with sworn translator"): "do" is B's own verb and the pronoun its object, not a second question's auxiliary
and subject ("or do they …", "or does it cost more"; :func:`done_object_b`). Found by two helpers at once, for the
sixty-eighth and sixty-ninth held-out parts, and kept in this one place."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, Token, is_verb

__all__ = ["done_object_b"]

# Pronouns "do" takes as an object ("do it yourself"); "them" and "that" are never a question's subject after it.
_DONE = frozenset({"it", "them", "this", "that"})


def done_object_b(right: list[Token]) -> bool:
    """Does B open on "do" and one of ``_DONE`` with no verb after it ("or | do it in house", "or do it?"), so "do" is
    B's verb? Not "or do it cost more" (a verb after the pronoun), "or do it can …" (an auxiliary), "or do they …"
    (a subject)."""
    if len(right) < 2 or right[0].low != "do" or right[1].low not in _DONE:
        return False
    if len(right) == 2:
        return True
    after = right[2]
    return not (is_verb(after) or after.low in AUX or after.low.endswith("n't"))
