"""Run the belief-action tests on stored records, one model at a time."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ._cmi import cmi_test
from ._coherence import coherence_tests
from ._deps import np
from ._elicitation import CoherenceRecord
from ._forest import forest_test
from ._monotone import cyclic_monotonicity_test
from ._records import AuditRecord
from ._results import AuditResult, DiscriminantResult, MonotonicityResult, NomologicalResult
from ._validity import discriminant, nomological

__all__ = ["AuditSettings", "ModelAudit", "audit_records"]


@dataclass(frozen=True)
class AuditSettings:
    """Resampling effort and minimum sample sizes for :func:`audit_records`."""

    n_perm: int = 199
    n_sub: int = 100
    n_boot: int = 200
    n_trees: int = 100
    min_rows: int = 20
    seed: int = 0


@dataclass(frozen=True)
class ModelAudit:
    """Everything the report shows for one model; a test is ``None`` when not runnable.

    ``coherence`` holds the coherence tests (LIE discrepancy, valence-inverted framing
    stability) run on the model's elicited coherence records, when there are any.
    """

    model: str
    n: int
    n_outcomes: int
    tier_mix: Mapping[int, int]
    cmi: AuditResult | None = None
    forest: AuditResult | None = None
    monotonicity: MonotonicityResult | None = None
    discriminant: DiscriminantResult | None = None
    nomological: NomologicalResult | None = None
    consensus_by_warrant: Mapping[int, tuple[float, ...]] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    coherence: tuple[AuditResult, ...] = ()


def _belief_action(rows: Sequence[AuditRecord]) -> list[AuditRecord]:
    return [r for r in rows if r.belief is not None and r.action_is_a is not None]


def _sufficiency(rows: Sequence[AuditRecord], s: AuditSettings) -> tuple[AuditResult | None, ...]:
    usable = [r for r in _belief_action(rows) if r.outcome is not None]
    if len(usable) < s.min_rows:
        return None, None
    p = [r.belief for r in usable]
    a = [r.action_is_a for r in usable]
    y = [r.outcome for r in usable]
    g = [r.question_id for r in usable]
    cmi = cmi_test(p, a, [round(float(v or 0)) for v in y], groups=g, n_perm=s.n_perm,
                   n_sub=s.n_sub, seed=s.seed)
    forest = forest_test(p, a, y, groups=g, n_trees=s.n_trees, n_boot=s.n_boot, seed=s.seed)
    return cmi, forest


def _monotone(rows: Sequence[AuditRecord], s: AuditSettings) -> MonotonicityResult | None:
    usable = _belief_action(rows)
    if len(usable) < s.min_rows:
        return None
    return cyclic_monotonicity_test([r.belief for r in usable], [r.action_is_a for r in usable],
                                    groups=[r.question_id for r in usable], n_boot=s.n_boot,
                                    seed=s.seed)


def _consensus_parts(
    rows: Sequence[AuditRecord], consensus: Mapping[str, float] | None, s: AuditSettings
) -> tuple[NomologicalResult | None, dict[int, tuple[float, ...]], list[float | None]]:
    cons = [None if consensus is None else consensus.get(r.question_id) for r in rows]
    keep = [i for i, c in enumerate(cons) if c is not None]
    by_warrant: dict[int, tuple[float, ...]] = {}
    for i in keep:
        value = float(cons[i] or 0.0)
        by_warrant[rows[i].warrant] = (*by_warrant.get(rows[i].warrant, ()), value)
    if len(keep) < max(5, s.min_rows // 2):
        return None, by_warrant, cons
    sub = [rows[i] for i in keep]
    rates = [[np.nan if (v := r.tier_rate(k)) is None else v for k in range(4)] for r in sub]
    passed = [[r.tier_passed(k) for k in range(4)] for r in sub]
    nomo = nomological([r.warrant for r in sub], [cons[i] for i in keep], tier_rates=rates,
                       tier_passed=passed)
    return nomo, by_warrant, cons


def _discriminant(
    rows: Sequence[AuditRecord], cons: list[float | None], s: AuditSettings
) -> DiscriminantResult | None:
    idx = [i for i, r in enumerate(rows) if r.confidence is not None]
    varied = len({rows[i].warrant for i in idx}) > 1 and len({rows[i].confidence for i in idx}) > 1
    if len(idx) < s.min_rows or not varied:
        return None
    w = [rows[i].warrant for i in idx]
    conf = [float(rows[i].confidence or 0) for i in idx]
    c = [cons[i] for i in idx]
    use_c = None if any(v is None for v in c) else c
    return discriminant(w, conf, use_c, n_boot=s.n_boot * 5, seed=s.seed)


def _model_audit(model: str, rows: Sequence[AuditRecord], consensus: Mapping[str, float] | None,
                 coherence: Sequence[CoherenceRecord], s: AuditSettings) -> ModelAudit:
    mix = {k: sum(r.warrant == k for r in rows) for k in range(4)}
    cmi, forest = _sufficiency(rows, s)
    nomo, by_warrant, cons = _consensus_parts(rows, consensus, s)
    notes = [] if cmi else [f"belief sufficiency needs ≥{s.min_rows} rows with belief, "
                            "action and outcome"]
    return ModelAudit(
        model=model, n=len(rows), n_outcomes=sum(r.outcome is not None for r in rows),
        tier_mix=mix, cmi=cmi, forest=forest, monotonicity=_monotone(rows, s),
        discriminant=_discriminant(rows, cons, s), nomological=nomo,
        consensus_by_warrant=by_warrant, notes=tuple(notes),
        coherence=tuple(coherence_tests(coherence, n_boot=s.n_boot, seed=s.seed)),
    )


def audit_records(
    records: Sequence[AuditRecord],
    *,
    consensus: Mapping[str, float] | None = None,
    settings: AuditSettings | None = None,
    coherence: Sequence[CoherenceRecord] = (),
) -> list[ModelAudit]:
    """Per-model tier mix and every runnable test; ``consensus`` maps question id → c.

    ``coherence`` records (from :func:`elicit_coherence`) add the coherence tests; a
    model with coherence records but no certificates still gets a section.
    """
    s = settings or AuditSettings()
    models = sorted({r.model for r in records} | {c.model for c in coherence})
    return [_model_audit(m, [r for r in records if r.model == m], consensus,
                         [c for c in coherence if c.model == m], s) for m in models]
