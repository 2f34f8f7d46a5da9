"""Run the belief-action tests on stored records, one model at a time."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from warrantguard.audit._elicitation import CoherenceRecord
from warrantguard.audit._records import AuditRecord
from warrantguard.audit.stats import (
    AuditResult,
    DiscriminantResult,
    MonotonicityResult,
    NomologicalResult,
    cmi_test,
    coherence_tests,
    cyclic_monotonicity_test,
    discriminant,
    failed,
    forest_test,
    nomological,
    not_enough,
)
from warrantguard.extras.scientific import np

__all__ = ["AuditSettings", "ModelAudit", "audit_records"]


T = TypeVar("T")


@dataclass(frozen=True)
class AuditSettings:
    """Resampling effort and minimum sample sizes for :func:`audit_records`.

    Minimum sample sizes, per test: belief sufficiency (kNN CMI and random forest)
    ``min_sufficiency`` rows with belief, action and outcome from ``min_items``
    questions; monotonicity ``min_monotone`` rows with belief and action;
    discriminant ``min_rows`` rows with confidence; nomological ``max(5, min_rows // 2)``
    rows with consensus. Below them the report shows a "not enough data" row.
    """

    n_perm: int = 199
    n_sub: int = 100
    n_boot: int = 200
    n_trees: int = 100
    min_rows: int = 20
    seed: int = 0
    min_sufficiency: int = 50
    min_monotone: int = 25
    min_items: int = 10


@dataclass(frozen=True)
class ModelAudit:
    """Everything the report shows for one model; a test is ``None`` when not runnable.

    ``coherence`` holds the coherence tests (LIE discrepancy, valence-inverted framing
    stability) run on the model's elicited coherence records, when there are any.
    ``skipped`` holds a row (``status`` "insufficient" or "error") for each test that
    was not run — its field is then ``None`` — saying why, e.g. "not enough data
    (n=35, need ≥ 50 …)".
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
    skipped: tuple[AuditResult, ...] = ()


def _belief_action(rows: Sequence[AuditRecord]) -> list[AuditRecord]:
    return [r for r in rows if r.belief is not None and r.action_is_a is not None]


def _guarded(name: str, n: int, run: Callable[[], T]) -> T | AuditResult:
    """``run()``, or an "error" row when it raises on degenerate data (the report goes on)."""
    try:
        return run()
    except (ValueError, ArithmeticError, IndexError, np.linalg.LinAlgError) as exc:
        return failed(name, n, exc)


def _sufficiency(rows: Sequence[AuditRecord], s: AuditSettings) -> tuple[AuditResult, ...]:
    usable = [r for r in _belief_action(rows) if r.outcome is not None]
    p = [r.belief for r in usable]
    a = [r.action_is_a for r in usable]
    y = [r.outcome for r in usable]
    g = [r.question_id for r in usable]
    need = {"min_rows": s.min_sufficiency, "min_items": s.min_items}
    cmi = _guarded("belief sufficiency (kNN CMI)", len(usable), lambda: cmi_test(
        p, a, [round(float(v or 0)) for v in y], groups=g, n_perm=s.n_perm, n_sub=s.n_sub,
        seed=s.seed, **need))
    forest = _guarded("belief sufficiency (random forest)", len(usable), lambda: forest_test(
        p, a, y, groups=g, n_trees=s.n_trees, n_boot=s.n_boot, seed=s.seed, **need))
    return cmi, forest


def _monotone(rows: Sequence[AuditRecord], s: AuditSettings) -> AuditResult:
    usable = _belief_action(rows)
    return _guarded("cyclic monotonicity (signed-margin LP)", len(usable),
                    lambda: cyclic_monotonicity_test(
                        [r.belief for r in usable], [r.action_is_a for r in usable],
                        groups=[r.question_id for r in usable], n_boot=s.n_boot, seed=s.seed,
                        min_rows=s.min_monotone, min_items=min(5, s.min_items)))


def _ran(result: AuditResult) -> bool:
    return result.status not in ("insufficient", "error")


def _consensus_parts(
    rows: Sequence[AuditRecord], consensus: Mapping[str, float] | None, s: AuditSettings
) -> tuple[NomologicalResult | AuditResult | None, dict[int, tuple[float, ...]],
           list[float | None]]:
    cons = [None if consensus is None else consensus.get(r.question_id) for r in rows]
    keep = [i for i, c in enumerate(cons) if c is not None]
    by_warrant: dict[int, tuple[float, ...]] = {}
    for i in keep:
        value = float(cons[i] or 0.0)
        by_warrant[rows[i].warrant] = (*by_warrant.get(rows[i].warrant, ()), value)
    need = max(5, s.min_rows // 2)
    if len(keep) < need:
        return (None if consensus is None else not_enough(
            AuditResult, "nomological: Spearman(warrant, consensus)", len(keep), need,
            "certificates with a consensus value", "Spearman")), by_warrant, cons
    sub = [rows[i] for i in keep]
    rates = [[np.nan if (v := r.tier_rate(k)) is None else v for k in range(4)] for r in sub]
    passed = [[r.tier_passed(k) for k in range(4)] for r in sub]
    nomo = _guarded("nomological: Spearman(warrant, consensus)", len(keep), lambda: nomological(
        [r.warrant for r in sub], [cons[i] for i in keep], tier_rates=rates, tier_passed=passed))
    return nomo, by_warrant, cons


def _discriminant(
    rows: Sequence[AuditRecord], cons: list[float | None], s: AuditSettings
) -> DiscriminantResult | AuditResult | None:
    idx = [i for i, r in enumerate(rows) if r.confidence is not None]
    varied = len({rows[i].warrant for i in idx}) > 1 and len({rows[i].confidence for i in idx}) > 1
    if len(idx) < s.min_rows:
        return not_enough(AuditResult, "discriminant: Spearman(warrant, confidence)", len(idx),
                          s.min_rows, "certificates with a verbalized confidence", "Spearman")
    if not varied:
        return AuditResult(
            "discriminant: Spearman(warrant, confidence)", float("nan"), None, None, None,
            "Uninformative: every certificate has the same warrant or the same confidence, so "
            "ρ is undefined.", len(idx), "Spearman", status="uninformative")
    w = [rows[i].warrant for i in idx]
    conf = [float(rows[i].confidence or 0) for i in idx]
    c = [cons[i] for i in idx]
    use_c = None if any(v is None for v in c) else c
    return _guarded("discriminant: Spearman(warrant, confidence)", len(idx),
                    lambda: discriminant(w, conf, use_c, n_boot=s.n_boot * 5, seed=s.seed))


def _split(value: T | AuditResult | None, cls: type[T], skipped: list[AuditResult]) -> T | None:
    """``value`` when it is a completed result of type ``cls``; else record why in ``skipped``."""
    if isinstance(value, cls) and (not isinstance(value, AuditResult) or _ran(value)):
        return value
    if isinstance(value, AuditResult):
        skipped.append(value)
    return None


def _model_audit(model: str, rows: Sequence[AuditRecord], consensus: Mapping[str, float] | None,
                 coherence: Sequence[CoherenceRecord], s: AuditSettings) -> ModelAudit:
    mix = {k: sum(r.warrant == k for r in rows) for k in range(4)}
    skipped: list[AuditResult] = []
    cmi = forest = mono = nomo = disc = None
    by_warrant: dict[int, tuple[float, ...]] = {}
    if rows:  # a model with coherence records only gets just the coherence rows
        cmi, forest = (_split(r, AuditResult, skipped) for r in _sufficiency(rows, s))
        mono = _split(_monotone(rows, s), MonotonicityResult, skipped)
        nomo_raw, by_warrant, cons = _consensus_parts(rows, consensus, s)
        nomo = _split(nomo_raw, NomologicalResult, skipped)
        disc = _split(_discriminant(rows, cons, s), DiscriminantResult, skipped)
    tests = coherence_tests(coherence, n_boot=s.n_boot, seed=s.seed)
    return ModelAudit(
        model=model, n=len(rows), n_outcomes=sum(r.outcome is not None for r in rows),
        tier_mix=mix, cmi=cmi, forest=forest, monotonicity=mono, discriminant=disc,
        nomological=nomo, consensus_by_warrant=by_warrant,
        coherence=tuple(r for r in tests if _ran(r)),
        skipped=(*skipped, *(r for r in tests if not _ran(r))),
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
