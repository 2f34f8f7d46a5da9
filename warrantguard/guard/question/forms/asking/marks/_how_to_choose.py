""""How" asking how to choose between two quoted words ("how do you choose between | 'since' and 'for' with present
perfect?"): words talked about are chosen by their use, so asking how to choose between them asks which to use. Not
two things named bare ("How do I choose between a Roth and a traditional IRA?"): that asks for a way to decide,
an open question."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["how_to_choose"]

_CHOOSING = frozenset({"choose", "decide", "pick"})
_QUOTES = "'\"‘“"


def how_to_choose(before: list[Token], after: str) -> bool:
    """Do the words before "between" open on "how" and end on a verb of choosing ("how do you choose |"), and does a
    quoted word follow (``after``, the text after "between": " 'since' and 'for' …")? Not "how do I split the bill |"
    (no choosing) nor "why choose |" (not "how")."""
    return len(before) >= 2 and before[0].low == "how" and before[-1].low in _CHOOSING \
        and after.lstrip()[:1] in _QUOTES
