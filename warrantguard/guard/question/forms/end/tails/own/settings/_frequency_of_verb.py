""""More often" after a bare verb closing B ("soak my crestie or just mist | more often | for a stuck shed?"): the
comparative of frequency qualifies B's verb, which has no object to end on, so it is B's own (added for the
hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["frequency_of_verb_b"]

_MORE = frozenset({"more", "less"})
_OFTEN = frozenset({"often", "frequently", "regularly"})
_SUBJECTS = frozenset({"i", "we", "you"})
_JUST = frozenset({"just", "simply", "only"})


def frequency_of_verb_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with "more often" / "less frequently" after it when A opens on a verb (a listed one, or after "I", "we",
    "you") and B is a bare verb, a listed one alone or any after "just" ("just mist | more often"); ``b`` otherwise
    ("… or flakes | more often": B a noun)."""
    prev = around.prev(a[0]) if a else None
    if not b or not (is_verb(a[0]) or (prev is not None and prev.low in _SUBJECTS)):
        return b
    if not ((len(b) == 1 and is_verb(b[0])) or (len(b) == 2 and b[0].low in _JUST and b[1].text.isalpha())):
        return b
    run = around.after(b[-1], 2)
    if len(run) != 2 or run[0].low not in _MORE or run[1].text.rstrip("?!.,").lower() not in _OFTEN:
        return b
    return [*b, *run]
