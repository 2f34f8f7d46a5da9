"""A lone verb B against a noun A with a phrase of its own ("TDIU at 60% or push | for a 100% P&T rating"): B's verb
takes the phrase after it as its own complement, parallel to A's phrase, so no purpose word cuts it there (added in
session 43, from the hundred-and-sixteenth part: B read as "push")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Token, is_verb

__all__ = ["phrased_verb_b"]

_COMPLEMENT_PREPS = frozenset({"for", "to"})


def phrased_verb_b(a: list[Token], right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side ("for", "to") the complement of B's one lower-case verb, A a noun with a phrase of its
    own after its head ("TDIU at 60%" / "push | for a 100% rating")? Not "a tutor or books | for my son" (B no verb),
    "coffee or tea | for breakfast" (A has no phrase), "buy a car or lease | for the commute" (A a verb's)."""
    if k != 1 or right[k].low not in _COMPLEMENT_PREPS or right[0].capitalized or not is_verb(right[0]):
        return False
    if len(a) < 3 or is_verb(a[0], initial=True) or a[0].low in ARTICLES or right[0].low.endswith("s"):
        return False
    return any(t.low in PREPOSITIONS for t in a[1:-1]) and k + 1 < len(right)
