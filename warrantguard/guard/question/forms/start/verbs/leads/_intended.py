"""A progressive of intent before A after "be" and its subject ("Are we | going to | repaint the taproom or invest
in a new canning line?", "Are you | planning to | …"): "going to" and its kin are the question's lead, said of both
verb phrases, as "will" would be, when B opens with a bare verb. So when the intent opens the sentence with no subject
("Planning to | visit Rome or Florence in May, which is less crowded?"), as after "Should I"."""

from __future__ import annotations

from warrantguard.guard.question.words import DECISION_CUES, Token, ing_word, is_verb

__all__ = ["intended_lead", "intended_opening"]

_INTENDING = frozenset({"going", "planning", "hoping", "intending"})
_OPENING_INTENT = frozenset({"planning", "hoping", "intending", "wanting", "aiming", "looking"})


def intended_lead(core: list[Token], right: list[Token]) -> list[Token]:
    """``core`` past a leading "going to" / "planning to" and its kin when a verb follows the "to" and B opens with a
    bare verb ("going to repaint the taproom or | invest …" -> "repaint the taproom"); ``core`` as it is otherwise
    ("going to Paris or Rome": no verb; "… or | planning to …": B repeats the lead)."""
    if len(core) < 3 or core[0].low not in _INTENDING or core[1].low != "to" or not right:
        return core
    if not is_verb(core[2], initial=True) or not is_verb(right[0], initial=True) or ing_word(right[0].low):
        return core
    return core[2:]


def intended_opening(toks: list[Token], i: int) -> int | None:
    """Where the verb phrase starts after an intent opening the sentence at ``i`` ("Planning to | visit …", "Hoping
    to | …", "Looking to | …"), a listed verb after "to" that is no verb of deciding ("Hoping to decide …" is left to
    the deciding verb's lead), or ``None``."""
    if i + 3 >= len(toks) or toks[i].low not in _OPENING_INTENT or toks[i + 1].low != "to":
        return None
    verb = toks[i + 2]
    return i + 2 if is_verb(verb, initial=True) and verb.low not in DECISION_CUES else None
