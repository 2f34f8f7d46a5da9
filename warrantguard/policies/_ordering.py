"""Consistency of a policy's levels: known level names, and higher stakes never looser."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import TYPE_CHECKING

from warrantguard.policies._decision import Action

if TYPE_CHECKING:
    from warrantguard.policies._levels import StakesLevel

__all__ = ["check_known", "check_order"]


def check_known(name: str, levels: Mapping[str, StakesLevel], where: str) -> None:
    """Raise ``ValueError`` (``where: ...``) unless ``name`` is one of ``levels``."""
    if name not in levels:
        raise ValueError(f"{where}: unknown stakes level {name!r} (known: {', '.join(levels)})")


def check_order(levels: Mapping[str, StakesLevel]) -> None:
    """Raise ``ValueError`` naming the field when a higher-ranked level is looser than a lower one."""
    ordered = sorted(levels.items(), key=lambda kv: kv[1].rank)
    for (lo_name, lo), (hi_name, hi) in itertools.pairwise(ordered):
        where = f"levels.{hi_name}"
        if lo.rank == hi.rank:
            raise ValueError(f"{where}.rank: same rank as {lo_name!r} ({hi.rank})")
        problems = _order_problems(lo, hi)
        if problems:
            field, what = problems[0]
            raise ValueError(f"{where}.{field}: {what} than lower-stakes level {lo_name!r}")


def _order_problems(lo: StakesLevel, hi: StakesLevel) -> list[tuple[str, str]]:
    out = []
    if hi.min_warrant < lo.min_warrant:
        out.append(("min_warrant", "lower minimum warrant"))
    if Action(hi.below).severity < Action(lo.below).severity:
        out.append(("below", "looser action below the minimum"))
    if hi.incomplete_action.severity < lo.incomplete_action.severity:
        out.append(("incomplete", "looser action for incomplete certificates"))
    if hi.timeout_action.severity < lo.timeout_action.severity:
        out.append(("review_timeout", "looser review-timeout action"))
    if lo.mismatch_forces_review and not hi.mismatch_forces_review:
        out.append(("mismatch_forces_review", "a mismatch forces review less often"))
    hi_covers = hi.overconfidence_threshold <= lo.overconfidence_threshold
    if lo.overconfidence_forces_review and not (hi.overconfidence_forces_review and hi_covers):
        out.append(("overconfidence_forces_review", "overconfidence forces review less often"))
    return out
