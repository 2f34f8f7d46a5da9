"""A verb's manner phrase against a distributive "N by N" ("Do we fix them in one big PR or component by component
over the next sprints?", "migrate the data in one go or table by table"): B is the repeated noun around "by" (not
its first word alone, cut at "by"), and what follows it closes the options; A is the phrase of A's side that B
stands against, from its preposition ("in one big PR"), the verb and its object leading both. Added for the
sixty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb

__all__ = ["stepwise_a", "stepwise_pair"]

_PHRASE_BOUND = 5  # words of A's phrase after its preposition
_B_BOUND = 3  # words of a B standing against a closing "N by N"
_COUNTS = frozenset({"all", "one"})  # "all at once", "one at a time": the count opens the phrase


def stepwise_pair(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A from its manner phrase's preposition, B as "N by N" ("fix them | in one big PR" / "component by
    component"); ``None`` unless B opens with a noun, "by" and that noun again and a verb leads A's phrase."""
    if len(left) > 3 and _stepwise(left[-3:]) and len(right) <= _B_BOUND:
        return left[-3:], right  # "learn the piano | step by step or all at once"
    if len(right) < 3 or not _stepwise(right[:3]):
        return None
    j = len(left) - 2
    while j >= 1 and left[j].low not in PREPOSITIONS:
        j -= 1
    if j < 1 or len(left) - j - 1 > _PHRASE_BOUND or any(t.low in PREPOSITIONS for t in left[j + 1 :]):
        return None
    j -= left[j - 1].low in _COUNTS
    if not any(is_verb(t) for t in left[max(0, j - 3) : j]):
        return None
    return left[j:], right[:3]


def _stepwise(toks: list[Token]) -> bool:
    """Are the three words a lower-case noun, "by" and that noun again ("component by component", "one by one")?"""
    first, by, again = toks
    return first.low.isalpha() and not first.capitalized and by.low == "by" and again.low.rstrip("?.!,") == first.low


def stepwise_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A as its closing "N by N" when B is one too ("Debating between decluttering | room by room or category by
    category"): the two ways, the words before A's both's; ``a`` otherwise ("… room by room or all at once")."""
    if len(a) > 3 and len(b) == 3 and _stepwise(a[-3:]) and _stepwise(b):
        return a[-3:]
    return a
