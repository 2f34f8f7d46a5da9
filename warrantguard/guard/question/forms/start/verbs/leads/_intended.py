"""A progressive of intent before A after "be" and its subject ("Are we | going to | repaint the taproom or invest
in a new canning line?", "Are you | planning to | …"): "going to" and its kin are the question's lead, said of both
verb phrases, as "will" would be, when B opens with a bare verb."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, ing_word, is_verb

__all__ = ["intended_lead"]

_INTENDING = frozenset({"going", "planning", "hoping", "intending"})


def intended_lead(core: list[Token], right: list[Token]) -> list[Token]:
    """``core`` past a leading "going to" / "planning to" and its kin when a verb follows the "to" and B opens with a
    bare verb ("going to repaint the taproom or | invest …" -> "repaint the taproom"); ``core`` as it is otherwise
    ("going to Paris or Rome": no verb; "… or | planning to …": B repeats the lead)."""
    if len(core) < 3 or core[0].low not in _INTENDING or core[1].low != "to" or not right:
        return core
    if not is_verb(core[2], initial=True) or not is_verb(right[0], initial=True) or ing_word(right[0].low):
        return core
    return core[2:]
