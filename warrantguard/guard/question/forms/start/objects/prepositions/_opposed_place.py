""""Running postgres in Kubernetes with the CloudNativePG operator or outside the cluster …?": B opens with a place
("outside …") set against a place phrase standing before A's own phrase ("in Kubernetes"), so A may start there
("in Kubernetes with …") and not at its last phrase ("with …"): where A starts is unclear, refused
(:func:`opposed_place`)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["opposed_place"]

# Places set against each other: A's earlier phrase's preposition, B's opening one.
_OPPOSED = frozenset({("in", "outside"), ("inside", "outside"), ("outside", "in"), ("outside", "inside"),
                      ("on", "off"), ("off", "on")})
_BACK = 6  # how far back before A an earlier place phrase is looked for


def opposed_place(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A opening with one preposition and B with a place against an earlier one of A's clause leaves A's start
    unclear ("… in Kubernetes | with the operator or outside the cluster"), or ``None`` ("in the morning or at
    night": no earlier opposed place; "in Redis or outside …": A opens with that place itself)."""
    if not a or not b or a[0].low not in PREPOSITIONS or b[0].low == a[0].low:
        return None
    before = around.before(a[0])[-_BACK:]
    cut = max((k for k, t in enumerate(before) if t.text[-1:] in ",.;:?!"), default=-1)
    earlier = [t for t in before[cut + 1 :] if (t.low, b[0].low) in _OPPOSED]
    if not earlier:
        return None
    return f"unclear whether the first option starts at '{earlier[-1].text} …' or at '{a[0].text} …', set against " \
           f"'{b[0].text} …'"
