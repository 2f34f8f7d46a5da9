"""B opening with a subordinator A holds inside it ("tip the valet when dropping off or | when picking up", "call
her when I land or | when I get home"): the choice is of the two clauses, so A starts at its own "when", the verb
phrase before it a lead both share (added for the sixty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["repeated_subordinator"]

# Subordinators opening a clause of time or condition (a closed class).
_SUBORDINATORS = frozenset({"when", "whenever", "while", "once", "if", "unless", "before", "after", "until", "till"})


def repeated_subordinator(a: list[Token], b: list[Token]) -> list[Token]:
    """``a`` from the subordinator B opens with when A holds the same one past its first word and B's clause goes
    on past it ("tip the valet | when dropping off" / "when picking up"); ``a`` unchanged otherwise ("when
    dropping off or when picking up": A opens with it; "tip before or after the meal": different words)."""
    if len(a) < 3 or len(b) < 2 or b[0].low not in _SUBORDINATORS:
        return a
    inner = [k for k in range(1, len(a) - 1) if a[k].low == b[0].low]
    return a[inner[-1] :] if len(inner) == 1 else a
