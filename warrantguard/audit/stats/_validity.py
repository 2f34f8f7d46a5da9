"""Nomological and discriminant validity of warrant (first paper, Sections 4.3.3–4.3.4).

* Nomological: stronger warrant should go with higher human consensus
  c = |n1 − n2| / (n1 + n2). Spearman's ρ(warrant, c); ρ between each tier's
  violation rate and c; and the incremental R² of successive tiers. For tier k the
  cumulative indicator D_k = "passed T0..Tk" is added to a model that already holds
  C_{k−1} = Σ_{j<k} D_j (the classification before tier k), and its coefficient gets an
  HC3 heteroskedasticity-robust Wald test.
* Discriminant: Spearman's ρ(warrant, confidence) with a pairs bootstrap interval and
  the largest ρ attainable under the observed ties (comonotone arrangement of the two
  rank vectors), and the ΔR² of rank(warrant) beyond rank(confidence) on rank(c).

HC3 (MacKinnon & White 1985) is computed here with numpy:
    V = (XᵀX)⁻¹ Xᵀ diag(e_i² / (1 − h_ii)²) X (XᵀX)⁻¹,  h_ii = x_i (XᵀX)⁻¹ x_iᵀ,
with two-sided normal p-values for the Wald z (the usual robust-covariance convention).
"""

from __future__ import annotations

from typing import Any

from warrantguard.audit.stats._checks import percentile_interval
from warrantguard.audit.stats._results import (
    AuditResult,
    DiscriminantResult,
    IncrementResult,
    NomologicalResult,
    fmt_ci,
    fmt_num,
    fmt_p,
)
from warrantguard.extras.scientific import ArrayLike, np, stats

__all__ = [
    "attainable_spearman",
    "consensus",
    "discriminant",
    "incremental_r2",
    "nomological",
    "ols_hc3",
]


def consensus(n1: ArrayLike, n2: ArrayLike) -> Any:
    """Human consensus c = |n1 − n2| / (n1 + n2), from 0 (even split) to 1 (unanimous)."""
    a, b = np.asarray(n1, float), np.asarray(n2, float)
    return np.abs(a - b) / (a + b)


def ols_hc3(y: ArrayLike, x: Any) -> tuple[Any, Any, float]:
    """OLS of ``y`` on an intercept plus the columns of ``x``: (coef, HC3 s.e., R²)."""
    yv = np.asarray(y, float)
    design = np.column_stack([np.ones(len(yv)), np.asarray(x, float).reshape(len(yv), -1)])
    xtx_inv = np.linalg.inv(design.T @ design)
    coef = xtx_inv @ design.T @ yv
    resid = yv - design @ coef
    lev = np.einsum("ij,jk,ik->i", design, xtx_inv, design)
    meat = design.T @ (design * (resid**2 / (1.0 - lev) ** 2)[:, None])
    se = np.sqrt(np.diag(xtx_inv @ meat @ xtx_inv))
    tss = float(np.sum((yv - yv.mean()) ** 2))
    r2 = 1.0 - float(resid @ resid) / tss if tss > 0 else 0.0
    return coef, se, r2


def _estimable(x: Any) -> bool:
    design = np.column_stack([np.ones(len(x)), x])
    return bool(np.linalg.matrix_rank(design) == design.shape[1])


def incremental_r2(
    y: ArrayLike, base: Any, added: ArrayLike, *, name: str, added_name: str
) -> IncrementResult:
    """ΔR² from adding one column to ``base`` (columns; may be empty), HC3 test of it."""
    yv = np.asarray(y, float)
    b = np.asarray(base, float).reshape(len(yv), -1)
    full = np.column_stack([b, np.asarray(added, float)])
    if not _estimable(full):
        r2_b = ols_hc3(yv, b)[2] if b.shape[1] and _estimable(b) else 0.0
        return IncrementResult(name, added_name, r2_b, r2_b, float("nan"), float("nan"), None,
                               len(yv), f"{added_name} adds no distinct variation: not estimable.")
    r2_b = ols_hc3(yv, b)[2] if b.shape[1] else 0.0
    coef, se, r2_f = ols_hc3(yv, full)
    z = coef[-1] / se[-1] if se[-1] > 0 else float("inf") * np.sign(coef[-1])
    p = float(2 * stats.norm.sf(abs(z))) if np.isfinite(z) else 0.0
    verdict = (f"Adding {added_name} raises R² by {fmt_num(r2_f - r2_b)} (coef "
               f"{fmt_num(coef[-1])}, HC3 s.e. {fmt_num(se[-1])}, {fmt_p(p)}).")
    return IncrementResult(name, added_name, r2_b, r2_f, float(coef[-1]), float(se[-1]), p,
                           len(yv), verdict)


def _spearman(x: Any, y: Any, name: str) -> AuditResult:
    constant = len(x) < 3 or np.ptp(np.asarray(x, float)) == 0 or np.ptp(np.asarray(y, float)) == 0
    res = None if constant else stats.spearmanr(x, y)
    rho = float("nan") if res is None else float(res.statistic)
    p = float("nan") if res is None else float(res.pvalue)
    if not np.isfinite(rho):
        return AuditResult(name, float("nan"), None, None, None, "Constant input: ρ undefined.",
                           len(x), "Spearman")
    return AuditResult(name, rho, None, None, p, f"ρ = {fmt_num(rho)} ({fmt_p(p)}).", len(x),
                       "Spearman, two-sided")


def attainable_spearman(x: ArrayLike, y: ArrayLike) -> float:
    """Largest Spearman ρ possible given the ties of ``x`` and ``y`` (sorted mid-ranks paired)."""
    rx, ry = np.sort(stats.rankdata(x)), np.sort(stats.rankdata(y))
    return float(np.corrcoef(rx, ry)[0, 1])


def _tier_increments(c: Any, passed: Any) -> tuple[IncrementResult, ...]:
    cumulative = np.cumprod(np.asarray(passed, bool), axis=1).astype(float)  # D_k
    out = []
    for k in range(1, cumulative.shape[1]):
        before = cumulative[:, :k].sum(axis=1)
        prior = "T0" if k == 1 else f"T0–T{k - 1}"
        out.append(incremental_r2(c, before, cumulative[:, k], name=f"T{k} beyond {prior}",
                                  added_name=f"passing T{k}"))
    return tuple(out)


def nomological(
    warrant: ArrayLike,
    consensus_c: ArrayLike,
    *,
    tier_rates: Any = None,
    tier_passed: Any = None,
) -> NomologicalResult:
    """Warrant vs consensus; ``tier_rates``/``tier_passed`` are (n × tiers) arrays (NaN ok)."""
    c = np.asarray(consensus_c, float)
    main = _spearman(np.asarray(warrant, float), c, "nomological: Spearman(warrant, consensus)")
    tiers: list[AuditResult] = []
    if tier_rates is not None:
        rates = np.asarray(tier_rates, float)
        for k in range(rates.shape[1]):
            ok = ~np.isnan(rates[:, k])
            tiers.append(_spearman(rates[ok, k], c[ok], f"T{k} violation rate vs consensus"))
    increments = () if tier_passed is None else _tier_increments(c, tier_passed)
    positive = main.estimate > 0 and main.significant()
    verdict = (f"Warrant and human consensus: ρ = {main.estimate:.3f} ({fmt_p(main.p_value)}); "
               + ("stronger warrant goes with more agreement among people." if positive
                  else "no significant positive association."))
    return NomologicalResult(main, tuple(tiers), increments, verdict)


def _boot_spearman(x: Any, y: Any, n_boot: int, rng: Any) -> Any:
    """Spearman's ρ of ``n_boot`` pairs-bootstrap resamples (NaN where a resample is constant)."""
    idx = rng.integers(0, len(x), size=(max(0, n_boot), len(x)))
    rx, ry = stats.rankdata(x[idx], axis=1), stats.rankdata(y[idx], axis=1)
    rx, ry = rx - rx.mean(axis=1, keepdims=True), ry - ry.mean(axis=1, keepdims=True)
    den = np.sqrt((rx**2).sum(axis=1) * (ry**2).sum(axis=1))
    return np.where(den > 0, (rx * ry).sum(axis=1) / np.where(den > 0, den, 1.0), np.nan)


def _spearman_row(base: AuditResult, draws: Any, level: float, n_boot: int,
                  cap: float) -> AuditResult:
    """The discriminant Spearman row: ρ, its bootstrap interval (containing ρ), verdict."""
    ci = percentile_interval(base.estimate, draws, level) if np.isfinite(base.estimate) else None
    lo, hi, note = (None, None, None) if ci is None else ci
    verdict = base.verdict if lo is None or hi is None else (
        f"ρ = {fmt_num(base.estimate)}, 95% interval {fmt_ci((lo, hi))} ({fmt_p(base.p_value)}).")
    return AuditResult(base.name, base.estimate, lo, hi, base.p_value,
                       verdict if note is None else f"{verdict} {note}", base.n,
                       f"Spearman; pairs bootstrap, {n_boot} draws", {"attainable_max": cap},
                       note=note)


def discriminant(
    warrant: ArrayLike,
    confidence: ArrayLike,
    consensus_c: ArrayLike | None = None,
    *,
    n_boot: int = 2000,
    level: float = 0.95,
    seed: int | None = 0,
) -> DiscriminantResult:
    """Is warrant distinct from verbalised confidence? Rows with a missing confidence drop."""
    w, conf = np.asarray(warrant, float), np.asarray(confidence, float)
    keep = ~np.isnan(conf)
    w, conf = w[keep], conf[keep]
    base = _spearman(w, conf, "discriminant: Spearman(warrant, confidence)")
    draws = _boot_spearman(w, conf, n_boot, np.random.default_rng(seed))
    cap = attainable_spearman(w, conf)
    spear = _spearman_row(base, draws, level, n_boot, cap)
    inc = None
    if consensus_c is not None:
        c = np.asarray(consensus_c, float)[keep]
        inc = incremental_r2(stats.rankdata(c), stats.rankdata(conf)[:, None],
                             stats.rankdata(w), name="warrant beyond confidence",
                             added_name="rank(warrant)")
    share = base.estimate / cap if cap > 0 else float("nan")
    hi = spear.ci_high if spear.ci_high is not None else base.estimate
    verdict = (f"Warrant and confidence: ρ = {fmt_num(base.estimate)} {fmt_ci(spear.ci)}, "
               f"{fmt_num(100 * share, 0)}% of the attainable {fmt_num(cap)}; "
               + ("related but far from redundant." if hi < 0.8 * cap
                  else "close to the attainable maximum: little evidence they differ."))
    if inc is not None:
        verdict += " " + inc.verdict
    return DiscriminantResult(spear, cap, inc, verdict)
