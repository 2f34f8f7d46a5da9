"""A phrase about an unnamed person after a prepositional B ("down the spine or across the collarbones | on someone
this petite", "on the wrist or on the ankle | for someone with small bones"): whom the question is asked for, the
context of both options, not B's own; added for the hundred-and-twenty-ninth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["someone_phrase_b"]

_PEOPLE = frozenset({"someone", "somebody", "anyone", "anybody"})
_PLACE = frozenset({"down", "up", "along", "across", "around", "through", "behind", "past"})


def someone_phrase_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B before a preposition and "someone" / "anyone" with words of its own after it ("… | on someone this petite")
    when B opens with a preposition and A names no such person; ``b`` otherwise ("… or give it | to someone who needs
    it": B a verb phrase, whom it is given to B's own; "… or to someone else")."""
    if len(b) < 4 or not a or (b[0].low not in PREPOSITIONS and b[0].low not in _PLACE) \
            or any(t.low in _PEOPLE for t in a):
        return b
    k = next((k for k in range(2, len(b) - 1) if b[k].low in PREPOSITIONS and b[k + 1].low in _PEOPLE), None)
    if k is None or b[k - 1].low in PREPOSITIONS:
        return b
    nxt = around.next(b[k + 1])
    return b if nxt is None or nxt.low.rstrip("?.!,") == "else" else b[:k]
