"""Certificates built directly with pydantic for the policy and queue tests."""

from __future__ import annotations

from warrantguard.guard import (
    TIER_NAMES,
    Certificate,
    Reversal,
    TierOutcome,
    TierStatus,
    Warrant,
)

_FAILING_TIER = {Warrant.NONE: 0, Warrant.CONDITIONAL: 2, Warrant.BASIC: 3}


def make_tiers(warrant: Warrant, complete: bool = True) -> list[TierOutcome]:
    """Tiers consistent with ``warrant``: passes, then a failed (or unassessed) tier."""
    stop = _FAILING_TIER.get(warrant)
    tiers = []
    for k in range(4):
        if stop is None or k < stop:
            status, probes, viol = TierStatus.PASSED, 4, 0
        elif k == stop:
            status = TierStatus.FAILED if complete else TierStatus.UNASSESSED
            probes, viol = (4, 2) if complete else (0, 0)
        else:
            status, probes, viol = TierStatus.SKIPPED, 0, 0
        tiers.append(
            TierOutcome(tier=k, name=TIER_NAMES[k], planned=4, probes=probes,
                        violations=viol, status=status,
                        note=None if complete else "2 of 4 probes not run (budget or deadline)")
        )
    return tiers


def make_cert(
    warrant: Warrant = Warrant.BASIC,
    *,
    complete: bool = True,
    confidence: int | None = None,
    consistent: bool | None = None,
    recommendation: str | None = "train",
    prompt: str = "Which is safer to travel by, motorcycle or train?",
    option_a: str = "motorcycle",
    option_b: str = "train",
    contexts: tuple[str, ...] = ("in winter", "for a short trip"),
    cert_id: str = "cert-1",
) -> Certificate:
    """A certificate with the given warrant and elicitation fields."""
    reversals = [] if warrant is Warrant.STRONG else [
        Reversal(tier=_FAILING_TIER.get(warrant, 3), kind="context", prompt=f"{prompt} ({c})",
                 context=c, answer=option_a)
        for c in contexts
    ]
    return Certificate(
        id=cert_id, model="test/model", prompt=prompt, option_a=option_a, option_b=option_b,
        recommendation=recommendation, warrant=warrant, rule="test", complete=complete,
        tiers=make_tiers(warrant, complete), reversals=reversals, confidence=confidence,
        belief_action_consistent=consistent, belief=None if consistent is None else 30.0,
    )
