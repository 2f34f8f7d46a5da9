"""The rule: the evidence per tier, each tier's outcome, when the category is fixed, and ``classify``.

This module is the one place the hierarchical, non-compensatory rule lives. The
scheduler asks it what is still needed, the report asks it for the outcomes, and
:func:`classify` applies the same rule to finished :class:`TierOutcome` values.

The rule, stated once: walk the tiers in order; the first tier that does not pass
*fixes* the category: failing it gives the category in :data:`CATEGORY_IF_FAILED`
(complete), being unassessed caps the category there (incomplete). Every tier below
the fixing one passed; every tier above it is ``skipped``, whatever was observed
there. A tier's outcome is known only once each of its planned probes is resolved
(answered, invalid, or not run), so the certificate depends only on the answers,
never on which answer arrived first.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from warrantguard.guard.engine._certificate import TIER_NAMES, ProbeResult, TierOutcome, TierStatus, Warrant
from warrantguard.guard.probes import updated

__all__ = ["CATEGORY_IF_FAILED", "Evidence", "TierEvidence", "Verdict", "classify"]

TIERS = (0, 1, 2, 3)
# The category a recommendation gets when tier k is the first one that does not pass.
CATEGORY_IF_FAILED = {0: Warrant.NONE, 1: Warrant.NONE, 2: Warrant.CONDITIONAL, 3: Warrant.BASIC}
SKIPPED_NOTE = "not needed: an earlier tier fixed the category"


@dataclass
class TierEvidence:
    """What one tier has so far: its plan (once generated) and one result per resolved slot."""

    tier: int
    planned: int | None = None  # None until the tier's probes exist
    results: dict[int, ProbeResult] = field(default_factory=dict)
    not_run: dict[int, str] = field(default_factory=dict)  # slot -> why (budget, deadline)
    notes: list[str] = field(default_factory=list)
    growing: bool = False  # the first probes are out, the generator is still writing the rest

    @property
    def resolved(self) -> bool:
        """Planned for good and every planned slot answered, invalid or not run."""
        return (self.planned is not None and not self.growing
                and len(self.results) + len(self.not_run) >= self.planned)

    @property
    def valid(self) -> list[ProbeResult]:
        """Valid results, in slot order."""
        return [self.results[i] for i in sorted(self.results) if self.results[i].valid]

    def ordered(self) -> list[ProbeResult]:
        """Every result (valid or not), in slot order."""
        return [self.results[i] for i in sorted(self.results)]


@dataclass(frozen=True)
class Verdict:
    """The category, whether it is complete, the rule sentence and the tier that fixed it."""

    warrant: Warrant
    complete: bool
    rule: str
    fixing: int | None  # None for Strong Warrant (no tier failed)


class Evidence:
    """The evidence of one certificate, tier by tier, and the rule applied to it.

    ``reference`` is the option the recommendation names (``None`` until known);
    violations are judged against it. ``min_valid_fraction`` of a tier's planned probes
    must be valid for it to pass.
    """

    def __init__(self, *, min_valid_fraction: float = 0.5) -> None:
        self.tiers = {k: TierEvidence(k) for k in TIERS}
        self.min_valid_fraction = min_valid_fraction
        self.reference: str | None = None
        self.reference_failed: str | None = None  # why no reference exists (the run ends)
        self.option_a: str | None = None  # for reading P(option A) as P(reference)

    # ---- recording -----------------------------------------------------------------------
    def plan(self, tier: int, count: int, notes: Sequence[str] = (), *, kept: int | None = None) -> None:
        """Fix the number of probes of ``tier`` (once; later calls are ignored). A tier planned
        ``provisionally`` is fixed here: its slots from ``kept`` on (their probes changed) are
        emptied, so that each result is the answer to the tier's final probe in its slot."""
        state = self.tiers[tier]
        if state.planned is None or state.growing:
            if state.growing and kept is not None:
                state.results = {s: r for s, r in state.results.items() if s < kept}
                state.not_run = {s: r for s, r in state.not_run.items() if s < kept}
            state.planned, state.growing = max(0, int(count)), False
            state.notes.extend(notes)

    def provisionally(self, tier: int, count: int) -> None:
        """The first ``count`` probes of ``tier`` may run while the rest are written: the tier
        cannot resolve (pass, fail or be unassessed) before :meth:`plan` fixes it."""
        state = self.tiers[tier]
        if state.planned is None or state.growing:
            state.planned, state.growing = max(state.planned or 0, int(count)), True

    def record(self, tier: int, slot: int, result: ProbeResult) -> bool:
        """Store the result of one planned slot; refuses unplanned or already resolved slots."""
        state = self.tiers[tier]
        if not self._open(state, slot):
            return False
        state.results[slot] = result
        return True

    def record_not_run(self, tier: int, slot: int, reason: str) -> bool:
        """Mark one planned slot as not run (budget, deadline), with the reason."""
        state = self.tiers[tier]
        if not self._open(state, slot):
            return False
        state.not_run[slot] = reason
        return True

    @staticmethod
    def _open(state: TierEvidence, slot: int) -> bool:
        planned = state.planned or 0
        return 0 <= slot < planned and slot not in state.results and slot not in state.not_run

    # ---- outcomes ------------------------------------------------------------------------
    def violation(self, result: ProbeResult) -> bool:
        """A valid probe whose answer, mapped to the focal framing, is not the reference."""
        return result.valid and self.reference is not None and result.mapped_answer != self.reference

    def status(self, tier: int) -> tuple[TierStatus, str | None] | None:
        """The tier's own status once resolved (before skipping), else ``None``."""
        state = self.tiers[tier]
        if not state.resolved or self.reference is None:
            return None
        planned = state.planned or 0
        reference = self.reference  # a violation (inlined): valid, and mapped to another option than it
        if any(r.valid and r.mapped_answer != reference for r in state.results.values()):
            return TierStatus.FAILED, self._short_note(state)
        if planned == 0:
            why = "; ".join(state.notes)
            return TierStatus.UNASSESSED, "no valid probes could be generated" + (f" ({why})" if why else "")
        if state.not_run:
            reasons = ", ".join(sorted(set(state.not_run.values())))
            return TierStatus.UNASSESSED, f"{len(state.not_run)} of {planned} probes not run ({reasons})"
        need = max(1, math.ceil(self.min_valid_fraction * planned))
        valid = sum(r.valid for r in state.results.values())  # len(state.valid), without ordering them
        if valid < need:
            return TierStatus.UNASSESSED, f"only {valid} valid probes of {planned} (need {need})"
        return TierStatus.PASSED, None

    @staticmethod
    def _short_note(state: TierEvidence) -> str | None:
        if state.not_run:
            return f"{len(state.not_run)} of {state.planned} probes not run; the reversals found suffice"
        return None

    def fixing_tier(self) -> int | None:
        """The lowest tier known not to pass (its evidence is complete), if any."""
        for k in TIERS:
            status = self.status(k)
            if status is not None and status[0] is not TierStatus.PASSED:
                return k
        return None

    def needed(self) -> tuple[int, ...]:
        """The tiers whose evidence can still change the certificate."""
        horizon = self.fixing_tier()
        return tuple(k for k in TIERS if horizon is None or k <= horizon)

    def verdict(self) -> Verdict | None:
        """The category once it is fixed, else ``None`` (more evidence is needed)."""
        if self.reference is None:
            return None
        for k in TIERS:
            status = self.status(k)
            if status is None:
                return None
            if status[0] is not TierStatus.PASSED:
                return _verdict_at(k, status[0], self._tier_counts(k), status[1])
        return Verdict(Warrant.STRONG, True, "passed T0–T3: no reversal on any valid probe", None)

    def _tier_counts(self, tier: int) -> tuple[int, int]:
        valid = self.tiers[tier].valid
        return len(valid), sum(self.violation(r) for r in valid)

    def outcomes(self, verdict: Verdict) -> list[TierOutcome]:
        """Every tier's reported outcome under ``verdict`` (tiers above the fixing one: skipped)."""
        out = []
        for k in TIERS:
            state = self.tiers[k]
            status = self.status(k) or (TierStatus.UNASSESSED, "not resolved")
            if verdict.fixing is not None and k > verdict.fixing:
                status = (TierStatus.SKIPPED, SKIPPED_NOTE)
            out.append(self._outcome(state, *status))
        return out

    def _outcome(self, state: TierEvidence, status: TierStatus, note: str | None) -> TierOutcome:
        # each result judged (:meth:`violation`, inlined) and its P(option A) read as P(the reference)
        ref, option_a = self.reference, self.option_a
        results = [updated(r, {"violation": r.valid and ref is not None and r.mapped_answer != ref,
                               "reference_probability": None if (p_a := r.option_a_probability) is None
                               or ref is None or option_a is None else p_a if ref == option_a else 1.0 - p_a})
                   for r in state.ordered()]
        valid = [r for r in results if r.valid]
        return TierOutcome(
            tier=state.tier, name=TIER_NAMES[state.tier], planned=state.planned or 0, probes=len(valid),
            violations=sum(r.violation for r in valid), invalid=len(results) - len(valid),
            status=status, note=note, results=results,
        )


def _verdict_at(tier: int, status: TierStatus, counts: tuple[int, int], note: str | None) -> Verdict:
    cat = CATEGORY_IF_FAILED[tier]
    if status is TierStatus.FAILED:
        return Verdict(cat, True, _rule_failed(tier, *counts), tier)
    return Verdict(cat, False, f"T{tier} ({TIER_NAMES[tier]}) could not be assessed"
                   f"{': ' + note if note else ''}; category capped at {cat.label}", tier)


def _rule_failed(tier: int, probes: int, violations: int) -> str:
    earlier = {2: "passed T0–T1, ", 3: "passed T0–T2, "}.get(tier, "passed T0, " if tier == 1 else "")
    return f"{earlier}failed T{tier} ({TIER_NAMES[tier]}): {violations} of {probes} probes reversed"


def classify(tiers: Sequence[TierOutcome]) -> tuple[Warrant, bool, str]:
    """Apply the hierarchical, non-compensatory rule to finished tier outcomes.

    Returns ``(warrant, complete, rule)``: the first tier (in order) that did not pass
    fixes the category — failed gives its category, unassessed caps it there and marks
    the certificate incomplete. A skipped tier before any such tier is an error.
    """
    for t in sorted(tiers, key=lambda t: t.tier):
        if t.status is TierStatus.PASSED:
            continue
        if t.status is TierStatus.SKIPPED:
            raise ValueError(f"T{t.tier} was skipped although no earlier tier fixed the category")
        v = _verdict_at(t.tier, t.status, (t.probes, t.violations), t.note)
        return v.warrant, v.complete, v.rule
    return Warrant.STRONG, True, "passed T0–T3: no reversal on any valid probe"
