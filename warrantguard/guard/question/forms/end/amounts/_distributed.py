"""One shared thing against one for each ("log one generic event or a separate event | per button", "a single queue
or a queue | per worker"): B names A's head noun again and "per" and a unit after it, while A is counted as one
("one", "single", "shared"). The "per" phrase is what tells B from A, so it is B's own, not a context both options
share (not "total sales or net sales | per region", nor "one tablet or one laptop | per student", where both are
counted alike). Added for the sixty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import NUMBER_WORDS, Token

__all__ = ["distributed_rate"]

_ONE = frozenset({"one", "single", "shared", "common", "unified"})


def _word(tok: Token) -> str:
    return tok.low.rstrip("?.!,;:")


def distributed_rate(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "per" at ``k`` B's distribution against A's single one ("one generic event or a separate event | per
    button"): the word before it A's head noun, A counted as one, B not counted (no number before "per")?"""
    if right[k].low != "per" or k < 1 or k + 1 >= len(right) or len(a) < 2:
        return False
    if _word(right[k - 1]) != _word(a[-1]) or not any(_word(t) in _ONE for t in a[:-1]):
        return False
    return not any(_word(t) in NUMBER_WORDS | _ONE or _word(t)[:1].isdigit() for t in right[:k])
