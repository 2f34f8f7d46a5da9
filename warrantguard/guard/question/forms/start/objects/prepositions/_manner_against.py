"""A manner phrase as B ("in person", "on foot") against a manner adverb standing before the A found ("take Health
online | over the summer or in person during 10th grade"): the adverb is A's opening and each side may run on with its
own time, which the cut cannot tell; refused."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.prepositions._prep_object import _FIXED, _MANNER
from warrantguard.guard.question.words import Around, Token


def manner_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a pair with B opening on a manner phrase and A past a manner adverb is not to be trusted ("… online | over
    the summer or in person …"), else ``None`` ("… online or in person": A is the adverb itself)."""
    if len(b) < 2 or (b[0].low, b[1].low) not in _FIXED or a[0].low in _MANNER:
        return None
    before = around.before(a[0])[-3:] + a[1:]  # "… online | over the summer", "| Spanish online this summer"
    manner = next((t for t in before if t.low in _MANNER), None)
    if manner is None:
        return None
    return f"B opens on a manner phrase ('{b[0].text} {b[1].text}') against A's '{manner.text}' not opening the A found"
