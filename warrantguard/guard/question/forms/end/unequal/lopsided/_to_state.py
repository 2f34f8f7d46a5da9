"""A state word after "to" against a lone state word ("Should the toggle default to | on or off?", "switch the
lights to | on or off"): A is the state alone, the verb and its "to" both options' (:func:`to_state`); and a lone
state word after a copula against a lone adverb-like state word before a purpose ("should a leash be | coiled or
straight | for river paddling"): B is the state, the "for" phrase both's (:func:`copular_states`)."""

from __future__ import annotations

from warrantguard.guard.question.words import COPULAS, Around, Token

__all__ = ["copular_states", "to_state"]

# Particles that name a setting's state after "to" ("set to on", "default to off").
_STATES = frozenset({"on", "off", "in", "out", "up", "down"})


def to_state(a: list[Token], b: list[Token]) -> list[Token]:
    """Option A cut to its state word when it ends "to <state>" and B is another lone state word ("default to | on"
    / "off" -> "on"); A unchanged otherwise ("log in or out", "opt in to email or SMS")."""
    if len(a) < 2 or len(b) != 1 or a[-2].low != "to":
        return a
    state, other = a[-1].low.strip(".,!?"), b[0].low.strip(".,!?")
    return a[-1:] if state in _STATES and other in _STATES and state != other else a


def copular_states(a: list[Token], b: list[Token], around: Around, after: Token) -> bool:
    """Are A and B two lone state words after a copula, a "for" phrase after B ("be | coiled or straight | for …")?
    B's word is then a state like A's, not an adverb leading its own phrase ("… or straight | into soil")."""
    before = around.prev(a[0])
    return len(a) == 1 == len(b) and a[0].text.isalpha() and a[0].text.islower() and before is not None \
        and before.low in COPULAS | {"be"} and after.low == "for"
