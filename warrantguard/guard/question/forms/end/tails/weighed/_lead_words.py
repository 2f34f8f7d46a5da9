"""The words of option A that B's closing phrase is weighed against: from A's own preposition when B opens with the
same one ("Paying for hay by the bale or by the ton | for 3 horses": the lead's "for" is no word of A's, so B's "for"
phrase is one both options share), else all of A (added for the forty-second held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.places import possessed_in
from warrantguard.guard.question.words import PREPOSITIONS, Token, ing_word

__all__ = ["a_words", "common_prefix"]


def a_words(a: list[Token], right: list[Token]) -> frozenset[str]:
    """The lower-case words of ``a``, from the last preposition that B opens with too ("hay | by the bale" against
    "by the ton …": {"by", "the", "bale"}); all of ``a`` when B opens with none ("pay for it with cash or a card")."""
    starts = [k for k, t in enumerate(a) if right and right[0].low in PREPOSITIONS and t.low == right[0].low]
    return frozenset(t.low for t in a[starts[-1] if starts else _gerund_lead(a, right) :])


def common_prefix(a: list[Token], b: list[Token]) -> int:
    """How many words ``a`` and ``b`` share at their start ("a lateral move" / "a lateral | to …": 2) (moved from
    ``_noun_side``)."""
    return next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x.low != y.low), min(len(a), len(b)))


def _gerund_lead(a: list[Token], right: list[Token]) -> int:
    """2 when A opens with a gerund and its preposition and B with neither ("paying for | GitHub Copilot Business or
    Cursor | for a 25-dev team": the lead's "for" is both options', so B's "for" phrase is too); else 0."""
    if possessed_in(a, right):
        return 2  # "investing in | VTI or VT in my taxable account": the gerund's "in", B's "in my …" both's
    if len(a) < 3 or not right or not ing_word(a[0].low) or a[1].low not in _OBJECT_PREPOSITIONS:
        return 0  # not "nursing | in UK", "listing | with a 3D tour": a place or company, no object of the gerund
    return 0 if ing_word(right[0].low) or right[0].low in PREPOSITIONS or right[0].low == a[0].low else 2


# Prepositions a gerund takes its object with ("paying for", "spending on", "putting money into").
_OBJECT_PREPOSITIONS = frozenset({"for", "on", "into", "onto", "toward", "towards"})
