"""A state word after "to" against a lone state word ("Should the toggle default to | on or off?", "switch the
lights to | on or off"): A is the state alone, the verb and its "to" both options' (:func:`to_state`)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["to_state"]

# Particles that name a setting's state after "to" ("set to on", "default to off").
_STATES = frozenset({"on", "off", "in", "out", "up", "down"})


def to_state(a: list[Token], b: list[Token]) -> list[Token]:
    """Option A cut to its state word when it ends "to <state>" and B is another lone state word ("default to | on"
    / "off" -> "on"); A unchanged otherwise ("log in or out", "opt in to email or SMS")."""
    if len(a) < 2 or len(b) != 1 or a[-2].low != "to":
        return a
    state, other = a[-1].low.strip(".,!?"), b[0].low.strip(".,!?")
    return a[-1:] if state in _STATES and other in _STATES and state != other else a
