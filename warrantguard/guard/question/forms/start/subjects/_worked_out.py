""""work out" as a lead of doubt, as "figure out" is ("trying to work out if it's | a cold or the flu", "can't
work out if she's | a second cousin or …"): :func:`worked_out_lead`, asked by the doubt checks of
:func:`._it_copula.it_copula_subject` and :func:`._pointed.pointed_subject`. "work" alone stays no cue ("at work
…"): "out" must follow it."""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.words import Token

__all__ = ["worked_out_lead"]

_WORK = frozenset({"work", "works", "working", "worked"})


def worked_out_lead(lead: list[Token]) -> bool:
    """Does ``lead`` hold "work out" (any form of "work" right before "out": "trying to work out if", "can't work
    out whether")?"""
    return any(t.low in _WORK and nxt.low == "out" for t, nxt in pairwise(lead))
