"""Turn a finished run into a :class:`Certificate` value."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ._certificate import (
    _CATEGORY_IF_FAILED,
    TIER_NAMES,
    Certificate,
    Reversal,
    TierOutcome,
    TierStatus,
    Warrant,
    classify,
    scores,
    tier_status,
)
from ._elicit import Answer

if TYPE_CHECKING:
    from ._engine import Run, TierState

__all__ = ["build_certificate"]


def build_certificate(run: Run, reference: Answer, confidence: Answer | None, belief: Answer | None) -> Certificate:
    """Classify the run's evidence and assemble the certificate."""
    run.session.usage.seconds = run.session.elapsed()
    recommendation = reference.value if isinstance(reference.value, str) else None
    base = _base(run, recommendation)
    if recommendation is None:
        return Certificate(**base, formed=False, warrant=Warrant.NONE, complete=False, tiers=_empty(run),
                           rule="no valid reference answer: the recommendation could not be mapped "
                                "to either option, so no certificate was formed")
    tiers = _outcomes(run)
    warrant, complete, rule = classify(tiers)
    lex, pooled = scores(tiers)
    conf = confidence.value if confidence and isinstance(confidence.value, int) else None
    bel = float(belief.value) if belief and isinstance(belief.value, int) else None
    cert = Certificate(
        **base, warrant=warrant, complete=complete, rule=rule, tiers=tiers,
        reversals=[Reversal(tier=r.tier, kind=r.kind, prompt=r.prompt, context=r.context,
                            answer=str(r.answer)) for t in tiers for r in t.results if r.violation],
        confidence=conf,
        overconfident=conf is not None and conf >= run.settings.overconfidence_threshold
        and warrant is Warrant.NONE,
        belief=bel, belief_action_consistent=_consistent(bel, recommendation, run.q.option_a),
        lexicographic_score=lex, pooled_score=pooled,
    )
    return cert.model_copy(update={"notes": [*cert.notes, *_findings(cert)]})


def _base(run: Run, recommendation: str | None) -> dict[str, Any]:
    return {
        "id": run.id, "model": run.focal.name, "prompt": run.q.prompt, "option_a": run.q.option_a,
        "option_b": run.q.option_b, "context": run.q.context, "recommendation": recommendation,
        "strategy": run.settings.strategy, "usage": run.session.usage.model_copy(),
        "notes": list(dict.fromkeys(run.notes)),
    }


def _consistent(belief: float | None, recommendation: str, option_a: str) -> bool | None:
    if belief is None:
        return None
    p_recommended = belief if recommendation == option_a else 100.0 - belief
    return p_recommended >= 50.0


def _findings(cert: Certificate) -> list[str]:
    out = []
    low = cert.prompt.lower()
    if cert.option_a.lower() not in low or cert.option_b.lower() not in low:
        out.append("the prompt does not name both options verbatim, so generated T1–T3 probes (which must) "
                   "are scarce; pass probes=[...] or phrase the question as '..., A or B?'")
    if cert.overconfident:
        out.append(f"overconfidence: stated confidence {cert.confidence} with {cert.warrant.label}")
    if cert.belief_action_consistent is False:
        out.append(f"belief-action mismatch: recommended {cert.recommendation!r} while stating "
                   f"P({cert.option_a!r} is better) = {cert.belief:g}")
    return out


def _empty(run: Run) -> list[TierOutcome]:
    return [TierOutcome(tier=k, name=TIER_NAMES[k], planned=len(run.tiers[k].probes), probes=0,
                        violations=0, status=TierStatus.UNASSESSED, note="no reference answer")
            for k in range(4)]


def _outcomes(run: Run) -> list[TierOutcome]:
    raw = {k: _raw_status(run, s) for k, s in run.tiers.items()}
    failed = [k for k, (status, _n) in raw.items() if status is TierStatus.FAILED]
    fixing = min((_CATEGORY_IF_FAILED[k] for k in failed), default=None)
    out = []
    for k, state in run.tiers.items():
        status, note = raw[k]
        if status is TierStatus.UNASSESSED and fixing is not None and _CATEGORY_IF_FAILED[k] >= fixing \
                and k not in failed and k > min(failed):
            status, note = TierStatus.SKIPPED, "not needed: an earlier tier fixed the category"
        elif status is TierStatus.UNASSESSED and fixing is not None and k < min(failed) \
                and _CATEGORY_IF_FAILED[k] == fixing:
            status, note = TierStatus.SKIPPED, "not needed: a later tier with the same category failed"
        out.append(_outcome(state, status, note))
    return out


def _raw_status(run: Run, state: TierState) -> tuple[TierStatus, str | None]:
    valid = sum(r.valid for r in state.results)
    planned = len(state.probes)
    pending = planned - len(state.results) if state.generated else 0
    if not state.generated and not state.violations:
        return TierStatus.UNASSESSED, "probes were never generated (budget or cancellation)"
    min_valid = math.ceil(run.settings.min_valid_fraction * planned)
    status, note = tier_status(planned, valid, state.violations, pending, min_valid)
    if planned == 0:
        note = "no valid probes could be generated" + (f" ({'; '.join(state.notes)})" if state.notes else "")
    return status, note


def _outcome(state: TierState, status: TierStatus, note: str | None) -> TierOutcome:
    valid = [r for r in state.results if r.valid]
    return TierOutcome(
        tier=state.tier, name=TIER_NAMES[state.tier], planned=len(state.probes), probes=len(valid),
        violations=sum(r.violation for r in valid), invalid=len(state.results) - len(valid),
        status=status, note=note, results=list(state.results),
    )
