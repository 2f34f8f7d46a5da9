"""A relative clause inside A before a short B ("Do kids who learn | Mandarin or Spanish early …"): B may be the
clause's object, as A's last word is (the kids learn one or the other), or a second subject of its own (the kids
or Spanish); the form cannot tell, so it is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Around, Token, finite_verb, is_verb

__all__ = ["relative_object_problem"]

_RELATIVES = frozenset({"who", "that", "which"})


def relative_object_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a pair whose A holds a relative pronoun and its verb before A's last word, against a B of one or two words
    without one ("kids who learn Mandarin" / "Spanish early"), is unclear; or None (not "a car that gets 50 mpg or an
    EV": B's article makes it a thing like A's noun)."""
    prev = around.prev(b[0]) if b else None
    if not b or len(b) > 2 or len(a) < 4 or any(t.low in _RELATIVES for t in b) \
            or (prev is not None and prev.low in DETERMINERS):
        return None
    k = next((i for i, t in enumerate(a[1:-2], 1) if t.low in _RELATIVES), None)
    if k is None or not (is_verb(a[k + 1]) or finite_verb(a, k + 1)):
        return None
    return (f"unclear whether '{' '.join(t.text for t in b)}' is the object of the clause '{a[k].text} "
            f"{a[k + 1].text} …' or a second option of its own")
