"""The words of option A that B's closing phrase is weighed against: from A's own preposition when B opens with the
same one ("Paying for hay by the bale or by the ton | for 3 horses": the lead's "for" is no word of A's, so B's "for"
phrase is one both options share), else all of A (added for the forty-second held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["a_words"]


def a_words(a: list[Token], right: list[Token]) -> frozenset[str]:
    """The lower-case words of ``a``, from the last preposition that B opens with too ("hay | by the bale" against
    "by the ton …": {"by", "the", "bale"}); all of ``a`` when B opens with none ("pay for it with cash or a card")."""
    starts = [k for k, t in enumerate(a) if right and right[0].low in PREPOSITIONS and t.low == right[0].low]
    return frozenset(t.low for t in a[starts[-1] if starts else 0 :])
