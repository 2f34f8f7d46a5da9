"""Turn a finished run's :class:`Findings` into a :class:`Certificate` value (reads them, changes nothing)."""

from __future__ import annotations

from typing import Any

from warrantguard.guard._settings import CertificateSettings
from warrantguard.guard.engine._certificate import (
    TIER_NAMES,
    Certificate,
    Reversal,
    TierOutcome,
    TierStatus,
    Warrant,
    scores,
)
from warrantguard.guard.engine._distribution import t0_pass_probability, warrant_change_probability
from warrantguard.guard.engine._evidence import TIERS
from warrantguard.guard.engine._findings import Findings

__all__ = ["build_certificate"]


def build_certificate(found: Findings) -> Certificate:
    """Classify the findings' evidence and assemble the certificate."""
    verdict = found.verdict
    base = _base(found)
    if found.reference is None or verdict is None:
        why = found.reference_failed or "the evidence is incomplete"
        return Certificate(**base, formed=False, warrant=Warrant.NONE, complete=False,
                           tiers=_unformed(found.settings, why),
                           rule=f"{why}, so no certificate was formed")
    tiers = _reported(found)
    lex, pooled = scores(tiers)
    conf, bel, q = found.confidence, found.belief, found.question
    cert = Certificate(
        **base, warrant=verdict.warrant, complete=verdict.complete, rule=verdict.rule, tiers=tiers,
        reversals=[Reversal.of(r, q.prompt) for t in tiers for r in t.results if r.violation],
        confidence=conf,
        overconfident=conf is not None and conf >= found.settings.overconfidence_threshold
        and verdict.warrant is Warrant.NONE,
        belief=None if bel is None else float(bel),
        belief_action_consistent=_consistent(bel, found.reference, q.option_a),
        lexicographic_score=lex, pooled_score=pooled, **_graded(found, tiers, verdict.warrant),
    )
    return cert.model_copy(update={"notes": [*cert.notes, *_findings(cert)]})


def _graded(found: Findings, tiers: list[TierOutcome], warrant: Warrant) -> dict[str, Any]:
    """How T0 was run and, with option probabilities, how likely a re-run is to pass or to differ."""
    dist, ref = found.distribution, found.reference
    out: dict[str, Any] = {"t0_method": found.t0_method}
    if found.t0_method == "distribution" and dist and ref is not None and ref in dist:
        p_pass = t0_pass_probability(dist[ref], found.settings.t0_samples)
        out["t0_pass_probability"] = p_pass
        out["warrant_change_probability"] = warrant_change_probability(tiers, warrant, p_pass)
    return out


def _reported(found: Findings) -> list[TierOutcome]:
    """The outcomes; a skipped tier shows nothing observed (only its nominal plan) unless exhaustive."""
    out = []
    for t in found.outcomes:
        if t.status is TierStatus.SKIPPED and not found.settings.exhaustive:
            t = t.model_copy(update={"planned": found.nominal[t.tier], "probes": 0, "violations": 0, "invalid": 0,
                                     "results": []})
        out.append(t)
    return out


def _base(found: Findings) -> dict[str, Any]:
    notes = [*found.notes, *(n for k in TIERS for n in _tier_notes(found, k))]
    q = found.question
    return {
        "id": found.id, "model": found.model, "prompt": q.prompt, "option_a": q.option_a,
        "option_b": q.option_b, "context": q.context, "recommendation": found.reference,
        "found_by": q.found_by, "found_note": q.refusal,
        "strategy": found.settings.strategy, "usage": found.usage, "notes": list(dict.fromkeys(notes)),
        "answer": _answer_text(found.answer),
    }


def _answer_text(raw: str | None, limit: int = 20_000) -> str | None:
    """The reference answer as written (what a reviewer reads), cut to ``limit`` characters."""
    return raw if raw is None or len(raw) <= limit else raw[: limit - 1] + "…"


def _tier_notes(found: Findings, tier: int) -> list[str]:
    verdict = found.verdict
    if verdict is not None and verdict.fixing is not None and tier > verdict.fixing and not found.settings.exhaustive:
        return []  # a skipped tier's notes depend on how far it got: not reported
    return [f"T{tier}: {n}" for n in found.tier_notes[tier]]


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
    return [TierOutcome(tier=k, name=TIER_NAMES[k], planned=n, probes=0, violations=0,
                        status=TierStatus.UNASSESSED, note=why) for k, n in settings.planned().items()]
