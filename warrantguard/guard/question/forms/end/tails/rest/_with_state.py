"""A "with" phrase closing the sentence on its object's state ("… or with the ASUS multicore enhancement | on?"): "on"
/ "off" after the object says how the thing is, the "with" phrase's own, so B's to its end (as A's "with the light
on" keeps its state)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["with_state_b"]

_STATES = frozenset({"on", "off", "enabled", "disabled"})


def with_state_b(b: list[Token], around: Around) -> list[Token]:
    """``b`` with the state word after it when B opens on "with" and "on" / "off" closes the sentence right after B
    ("with the ASUS multicore enhancement | on?"); ``b`` otherwise."""
    nxt = around.next(b[-1]) if len(b) > 2 and b[0].low == "with" else None
    if nxt is None or nxt.low.rstrip("?.!") not in _STATES:
        return b
    closes = nxt.text.endswith(("?", ".", "!")) or around.next(nxt) is None
    return [*b, nxt] if closes else b
