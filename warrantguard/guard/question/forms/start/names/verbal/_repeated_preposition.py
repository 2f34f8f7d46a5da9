"""A verb opening the clause before a prepositional A whose preposition B repeats ("stay | at my parents' place or at
a hotel nearby"): the two phrases stand against each other, the verb both options'; no name opens on a verb and a
preposition written again after the "or" (added for the ninety-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["repeated_preposition_b"]

_ORS = frozenset({"or", "vs", "vs.", "versus"})


def repeated_preposition_b(a_toks: list[Token], around: Around) -> bool:
    """Does A open on a preposition with words after it, and B, after the "or" that follows A, on the same one ("at
    my parents' place | or | at a hotel nearby")? Not "… at home or | in a hotel" (another preposition: other rules
    read it), nor a bare preposition ("pour | over or …")."""
    if len(a_toks) < 2 or a_toks[0].low not in PREPOSITIONS:
        return False
    tok = around.next(a_toks[-1])
    after = around.next(tok) if tok is not None and tok.low in _ORS else None
    return after is not None and after.low == a_toks[0].low
