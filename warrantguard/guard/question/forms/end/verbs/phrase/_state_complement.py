"""B's verb and one adjective of state before a "with" phrase ("… or start fresh | with a new authenticator", "… or go
public | with it"): the adjective completes the verb, which takes no object, so the "with" phrase is B's own."""

from __future__ import annotations

from warrantguard.guard.question.words import MODIFIERS, Token, is_verb

__all__ = ["state_complement"]


def state_complement(right: list[Token], k: int) -> bool:
    """Is B a verb and one adjective of state, "with" at ``k`` ("start fresh | with a new authenticator")? Not a
    noun after the verb ("start work | with …": no adjective)."""
    return k == 2 and right[k].low == "with" and right[1].low in MODIFIERS and is_verb(right[0], initial=True)
