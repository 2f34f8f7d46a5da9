"""A "with" and one code closing B right after B's pronoun object, against a verb and its own object as A ("grind
the mill scale off or weld right through it | with 6011?"): B's "it" points back to A's object, so B is a whole
action of its own on it, and the coded thing (a rod, a grit, a part number) is what B's verb is done with, B's own
(added for the hundred-and-twentieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token, is_verb

__all__ = ["coded_tool_with"]

_BACK_OBJECTS = frozenset({"it", "them"})


def coded_tool_with(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with" at B's ``k``-th word followed by one code that closes B ("6011", "7018", "P220"), right after
    B's "it" / "them", A a verb and its determined object? Not a count of people ("with 2 kids": more words), nor
    after a noun object ("weld the frame | with 6011": a means both may share)."""
    if right[k].low != "with" or k < 2 or k + 2 != len(right) or right[k - 1].low not in _BACK_OBJECTS:
        return False
    code = right[k + 1].text.rstrip("?.!,")
    if len(code) < 3 or not code.isalnum() or not any(c.isdigit() for c in code):
        return False
    return len(core) >= 3 and is_verb(core[0], initial=True) and any(t.low in DETERMINERS for t in core[1:3])
