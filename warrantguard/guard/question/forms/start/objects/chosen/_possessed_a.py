"""A's possessive against B's own article: "between living with my college friend and a stranger …": B opens with an
article of its own, so A's "my" is A's own (whose friend), not a determiner both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["possessed_a"]

_MINE = frozenset({"my", "our"})
_INDEFINITE = frozenset({"a", "an"})


def possessed_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the "my" / "our" just before it when B opens with an indefinite article ("living with | my college
    friend and a | stranger", "go with | our old plumber or a | new one", "lend it to | my brother or a | coworker");
    ``a`` otherwise ("my | car or my | bike": the possessive both's; "my | car or | bike": one determiner, shared;
    "Will my | Indian licence or an | international permit …", "see my | GP or a | specialist": no preposition before
    "my", whose the thing is no part of the option)."""
    if not a or not b or a[0].low in _MINE:
        return a
    mine, article = around.prev(a[0]), around.prev(b[0])
    if mine is None or article is None or mine.low not in _MINE or article.low not in _INDEFINITE:
        return a
    led = around.prev(mine)
    return [mine, *a] if led is not None and led.low in PREPOSITIONS else a
