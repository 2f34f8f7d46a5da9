"""A "with" and a code or a bare noun closing B right after B's pronoun object (and a state word), against a verb and
its own object as A ("grind the mill scale off or weld right through it | with 6011?", "preheat the cast iron or weld
it cold | with nickel rod?"): B's "it" points back to A's object, so B is a whole action of its own on it, and the
thing (a rod, a grit, a part number) is what B's verb is done with, B's own (added for the hundred-and-twentieth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token, is_verb

__all__ = ["coded_tool_with"]

_BACK_OBJECTS = frozenset({"it", "them"})
_PEOPLE = frozenset({"kids", "friends", "family", "dad", "mom", "help", "someone", "others", "people", "partner"})


def _thing(rest: list[Token]) -> bool:
    """Is ``rest`` one code ("6011", "P220") or one or two bare lower-case words ("nickel rod"), no person?"""
    words = [t.text.rstrip("?.!,") for t in rest]
    if len(words) == 1 and len(words[0]) >= 3 and words[0].isalnum() and any(c.isdigit() for c in words[0]):
        return True
    return 1 <= len(words) <= 2 and all(w.isalpha() and w.islower() for w in words) \
        and not set(words) & (DETERMINERS | PRONOUNS | PREPOSITIONS | _PEOPLE)


def coded_tool_with(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with" at B's ``k``-th word followed by a code or a bare noun closing B ("6011", "nickel rod"), right
    after B's "it" / "them" or that and one state word ("weld it cold"), A a verb and its determined object? Not a
    person ("with friends"), nor after a noun object ("weld the frame | with 6011": a means both may share)."""
    if right[k].low != "with" or k < 2 or not _thing(right[k + 1 :]):
        return False
    back = right[k - 1].low in _BACK_OBJECTS or (
        k >= 3 and right[k - 2].low in _BACK_OBJECTS and right[k - 1].text.isalpha()
        and right[k - 1].low not in PREPOSITIONS | DETERMINERS)
    return back and len(core) >= 3 and is_verb(core[0], initial=True) and any(t.low in DETERMINERS for t in core[1:3])
