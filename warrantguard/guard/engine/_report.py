"""Turn a finished run into a :class:`Certificate` value (reads the run, changes nothing)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warrantguard.guard._settings import CertificateSettings
from warrantguard.guard.engine._certificate import Certificate, Reversal, TierOutcome, TierStatus, Warrant, scores
from warrantguard.guard.engine._distribution import t0_pass_probability, warrant_change_probability
from warrantguard.guard.engine._evidence import TIERS, Evidence, Verdict

if TYPE_CHECKING:
    from warrantguard.guard.engine._driver import Run

__all__ = ["build_certificate"]


def build_certificate(run: Run) -> Certificate:
    """Classify the run's evidence and assemble the certificate."""
    ev = run.evidence
    verdict = ev.verdict()
    base = _base(run, ev.reference)
    if ev.reference is None or verdict is None:
        why = ev.reference_failed or "the evidence is incomplete"
        return Certificate(**base, formed=False, warrant=Warrant.NONE, complete=False,
                           tiers=_unformed(run.settings, why),
                           rule=f"{why}, so no certificate was formed")
    tiers = _reported(ev, verdict, run.settings.exhaustive, run.probes.nominal)
    lex, pooled = scores(tiers)
    conf = _number(run.confidence)
    bel = _number(run.belief)
    cert = Certificate(
        **base, warrant=verdict.warrant, complete=verdict.complete, rule=verdict.rule, tiers=tiers,
        reversals=[Reversal.of(r, run.q.prompt) for t in tiers for r in t.results if r.violation],
        confidence=conf,
        overconfident=conf is not None and conf >= run.settings.overconfidence_threshold
        and verdict.warrant is Warrant.NONE,
        belief=None if bel is None else float(bel),
        belief_action_consistent=_consistent(bel, ev.reference, run.q.option_a),
        lexicographic_score=lex, pooled_score=pooled, **_graded(run, tiers, verdict.warrant),
    )
    return cert.model_copy(update={"notes": [*cert.notes, *_findings(cert)]})


def _graded(run: Run, tiers: list[TierOutcome], warrant: Warrant) -> dict[str, Any]:
    """How T0 was run and, with option probabilities, how likely a re-run is to pass or to differ."""
    dist, ref = run.focal_distribution, run.evidence.reference
    out: dict[str, Any] = {"t0_method": run.t0_method}
    if run.t0_method == "distribution" and dist and ref in dist:
        p_pass = t0_pass_probability(dist[ref], run.settings.t0_samples)
        out["t0_pass_probability"] = p_pass
        out["warrant_change_probability"] = warrant_change_probability(tiers, warrant, p_pass)
    return out


def _reported(ev: Evidence, verdict: Verdict, exhaustive: bool, nominal: Any) -> list[TierOutcome]:
    """The outcomes; a skipped tier shows nothing observed (only its nominal plan) unless exhaustive."""
    out = []
    for t in ev.outcomes(verdict):
        if t.status is TierStatus.SKIPPED and not exhaustive:
            t = t.model_copy(update={"planned": nominal(t.tier), "probes": 0, "violations": 0, "invalid": 0,
                                     "results": []})
        out.append(t)
    return out


def _number(answer: Any) -> int | None:
    value = getattr(answer, "value", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _base(run: Run, recommendation: str | None) -> dict[str, Any]:
    usage = run.session.usage.model_copy(update={"seconds": run.session.elapsed()})
    notes = [*run.notes, *(n for k in TIERS for n in _tier_notes(run, k))]
    return {
        "id": run.id, "model": run.focal.name, "prompt": run.q.prompt, "option_a": run.q.option_a,
        "option_b": run.q.option_b, "context": run.q.context, "recommendation": recommendation,
        "found_by": run.q.found_by, "found_note": run.q.refusal,
        "strategy": run.settings.strategy, "usage": usage, "notes": list(dict.fromkeys(notes)),
        "answer": _answer_text(run),
    }


def _answer_text(run: Run, limit: int = 20_000) -> str | None:
    """The reference answer as written (what a reviewer reads), cut to ``limit`` characters."""
    raw = run.reference.raw if run.reference is not None else None
    return raw if raw is None or len(raw) <= limit else raw[: limit - 1] + "…"


def _tier_notes(run: Run, tier: int) -> list[str]:
    verdict = run.evidence.verdict()
    if verdict is not None and verdict.fixing is not None and tier > verdict.fixing and not run.settings.exhaustive:
        return []  # a skipped tier's notes depend on how far it got: not reported
    return [f"T{tier}: {n}" for n in run.evidence.tiers[tier].notes]


def _consistent(belief: int | None, recommendation: str, option_a: str) -> bool | None:
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


def _unformed(settings: CertificateSettings, why: str) -> list[TierOutcome]:
    from warrantguard.guard.engine._certificate import TIER_NAMES

    return [TierOutcome(tier=k, name=TIER_NAMES[k], planned=n, probes=0, violations=0,
                        status=TierStatus.UNASSESSED, note=why) for k, n in settings.planned().items()]
