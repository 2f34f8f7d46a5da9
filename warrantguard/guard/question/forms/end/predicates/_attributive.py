""""self-hosted runners or GitHub-hosted | larger runners": a comparative before A's own head noun, closing B, modifies
that noun (B's kind of runner); it is no predicate ("… or B | larger?") cutting B short."""

from __future__ import annotations

from warrantguard.guard.question.words import PARTICLES, Token

__all__ = ["attributive_comparative"]


def attributive_comparative(right: list[Token], pred: int | None, a_toks: list[Token]) -> bool:
    """Is the predicate found at ``pred`` in B a comparative before the word A ends with, that word closing B or
    before a preposition ("GitHub-hosted | larger runners" against "self-hosted runners")? Not "… or B larger"
    (nothing after it), "… or B better for runners" (a word between) nor "big dogs | better dogs" (B's head before)."""
    if pred is None or pred + 2 > len(right) or len(a_toks) < 2:
        return False
    if right[pred - 1].low == a_toks[-1].low:
        return False  # "big dogs | better dogs for kids": B's own head before it, a predicate
    closes = pred + 2 == len(right) or right[pred + 2].low in PARTICLES  # "… larger runners | for CI"
    return closes and right[pred + 1].low == a_toks[-1].low and a_toks[-1].low.isalpha()
