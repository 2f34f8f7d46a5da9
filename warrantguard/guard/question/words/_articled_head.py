"""An articled head and a bare phrase after its preposition as A, and B articled as A's head ("a Canada Goose from |
resale or a new Arc'teryx Therme"): B's article answers A's, not the bare phrase's (which has none), so B stands
against all of A, not against the phrase after A's preposition (the mirror of "markdowns on the | rack or the
endcaps", where B is articled as the place)."""

from __future__ import annotations

from warrantguard.guard.question.words._form import Around
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import DETERMINERS, POSSESSIVES, PRONOUNS, VERBS

__all__ = ["articled_as_head"]

_INDEFINITE = frozenset({"a", "an"})


def articled_as_head(a: list[Token], b: list[Token], p: int, around: Around) -> bool:
    """Do A and B open on the same article ("a" / "an" count as one) while A's phrase after its preposition at ``p``
    is one or two bare lower-case words ("a Canada Goose from resale or a new Arc'teryx Therme")? Not "a room with a
    view or a suite" (the phrase has its own article), nor "markdowns on the rack or the endcaps" (A's head has
    none), nor a verb's object and its place ("keep a house fund in premium bonds or a cash ISA": the preposition
    may be the verb's)."""
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if before_a is None or before_b is None or p < 1 or p + 1 >= len(a):
        return False
    lead = around.prev(before_a)
    if lead is not None and lead.low in VERBS:
        return False
    same = before_a.low == before_b.low or {before_a.low, before_b.low} <= _INDEFINITE
    tail = a[p + 1 :]
    bare = all(t.text.isalpha() and t.text.islower() and t.low not in DETERMINERS | POSSESSIVES | PRONOUNS
               for t in tail)
    return same and before_a.low in _INDEFINITE | {"the"} and bare and len(tail) <= 2
