"""Two manners ordered by "first" or "last" after an articled noun, refused: "Coming into the | berth bow first or stern
first" (read 'berth bow first'): B is a word and the ordinal, A one or more words longer after an article, so A's
first words may be the article's noun ("into the berth", then the manner) or A's own compound ("the exit row seat
first"). The form does not say which (session 51)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Around, Token

__all__ = ["ordered_manner_problem"]

_ORDINALS = frozenset({"first", "last"})


def ordered_manner_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A is unclear when B is one word and "first"/"last", A ends on the same ordinal with more words before it,
    and an article stands right before A ("the | berth bow first or stern first"), or None."""
    if len(b) != 2 or len(a) < 3 or b[-1].low not in _ORDINALS or a[-1].low != b[-1].low:
        return None
    before = around.prev(a[0])
    if before is None or before.low not in ARTICLES:
        return None
    return f"'{a[0].text}' may be the noun of '{before.text}' before A's manner, or a word of A's own"
