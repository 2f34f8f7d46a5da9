"""A verb B whose particle has no object, a second verb of B's following ("reclass or push | through and make E-6 in
my current MOS", "quit or hang | on and see"): the particle and the clause after it are B's own, not an object both
verbs share (added in session 43, from the hundred-and-sixteenth part: B read as "push")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb

__all__ = ["particle_then_verb"]

_JOINS = frozenset({"and", "then"})


def particle_then_verb(right: list[Token]) -> bool:
    """Does B's side open on a verb, a preposition or particle, then "and" / "then" and a verb ("push through and make
    …", "hang on and wait")? The particle takes no object there; not "rent or buy | a home", "sue or settle | with
    them and move on": an object or a phrase follows the preposition."""
    if len(right) < 4 or right[1].low not in PREPOSITIONS or right[2].low not in _JOINS:
        return False
    nxt = right[3] if right[3].low not in ("just", "then") or len(right) < 5 else right[4]
    return is_verb(right[0]) and is_verb(nxt) and not right[0].capitalized
