"""A bracketed aside closing option B when A has none ("Monarch Money vs Copilot | (ex-Mint user)", "Retire … or at
67 with $2,640/mo | (Social Security)?"): a note on the asker or on the pair, written once after both, not part of
B's name; B ends before it. An aside written into a word ("Solo 401(k)") is the word's own and stays, and so does one
that more words follow ("the iPhone (the 15 Pro) | for my mom"): it is inside the pair, B's own."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["closing_aside"]

_OPENS = ("(",)
_CLOSES = (")",)


def closing_aside(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without the bracketed aside closing its sentence when A has no bracket ("Lyft or Uber | (airport)?" -> "Uber");
    B as it was when A has one ("Plan A (cheap) or Plan B (fast)": the asides are alike), when words follow the aside
    or when the aside is all of B."""
    if len(b) < 2 or not b[-1].text.endswith(_CLOSES) or any(c in t.text for t in a for c in _OPENS + _CLOSES):
        return b
    if around.next(b[-1]) is not None:
        return b  # "the iPhone (the 15 Pro) | for my mom"
    k = next((k for k in range(len(b) - 1, -1, -1) if b[k].text.startswith(_OPENS)), 0)
    inner = " ".join(t.text for t in b[k:])
    if k == 0 or not any(c.isalnum() for c in inner) or inner.count("(") != inner.count(")"):
        return b  # "… or fix the initial state to []": no aside
    if any(c in t.text for t in b[:k] for c in _OPENS + _CLOSES):
        return b
    return b[:k]
