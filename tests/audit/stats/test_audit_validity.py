"""Nomological and discriminant validity, and our own HC3 implementation."""

from __future__ import annotations

import numpy as np
import pytest

from warrantguard.audit import (
    attainable_spearman,
    consensus,
    discriminant,
    incremental_r2,
    nomological,
    ols_hc3,
)


def _hc3_by_loop(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    design = np.column_stack([np.ones(len(y)), x])
    bread = np.linalg.inv(design.T @ design)
    beta = bread @ design.T @ y
    meat = np.zeros((design.shape[1], design.shape[1]))
    for xi, yi in zip(design, y, strict=True):
        h = xi @ bread @ xi
        e = yi - xi @ beta
        meat += np.outer(xi, xi) * e**2 / (1 - h) ** 2
    return np.sqrt(np.diag(bread @ meat @ bread))


def test_hc3_matches_direct_formula_and_statsmodels() -> None:
    rng = np.random.default_rng(0)
    x = rng.normal(size=(60, 2))
    y = 1 + x @ np.array([0.5, -0.3]) + rng.normal(size=60) * (1 + np.abs(x[:, 0]))
    coef, se, r2 = ols_hc3(y, x)
    assert se == pytest.approx(_hc3_by_loop(y, x))
    sm = pytest.importorskip("statsmodels.api")
    fit = sm.OLS(y, sm.add_constant(x)).fit(cov_type="HC3")
    assert coef == pytest.approx(fit.params)
    assert se == pytest.approx(fit.bse)
    assert r2 == pytest.approx(fit.rsquared)


def test_consensus_formula() -> None:
    assert list(consensus([10, 21, 0], [10, 0, 5])) == [0.0, 1.0, 1.0]
    assert consensus([15], [5])[0] == pytest.approx(0.5)


def test_attainable_spearman_with_ties_by_hand() -> None:
    # x has ranks (1.5, 1.5, 3, 4); y has ranks (2, 2, 2, 4). Pairing sorted ranks:
    # x̃ = (−1, −1, 0.5, 1.5), ỹ = (−0.5, −0.5, −0.5, 1.5): ρ_max = 3.0/√(4.5·3) ≈ 0.8165.
    assert attainable_spearman([0, 0, 1, 2], [5, 5, 5, 9]) == pytest.approx(3 / np.sqrt(13.5))
    assert attainable_spearman([1, 2, 3], [3, 1, 2]) == pytest.approx(1.0)


def test_incremental_r2_reports_not_estimable_for_collinear_column() -> None:
    y = [0.1, 0.4, 0.3, 0.9]
    res = incremental_r2(y, np.array([[0], [1], [0], [1]]), [0, 1, 0, 1], name="x", added_name="x")
    assert res.p_value is None and "not estimable" in res.verdict


def _synthetic(n: int = 120, seed: int = 0) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(seed)
    w = rng.integers(0, 4, n)
    c = np.clip(0.15 * w + 0.3 + rng.normal(0, 0.2, n), 0, 1)
    conf = np.round(np.clip(70 + 5 * w + rng.normal(0, 12, n), 0, 100))
    passed = np.column_stack([w >= 1, w >= 1, w >= 2, w >= 3]) | (rng.random((n, 4)) < 0.0)
    rates = np.column_stack([(1 - passed[:, k]) * rng.random(n) for k in range(4)])
    return w, c, conf, passed, rates


def test_nomological_pipeline() -> None:
    w, c, _, passed, rates = _synthetic()
    res = nomological(w, c, tier_rates=rates, tier_passed=passed)
    assert res.warrant_consensus.estimate > 0.3 and res.warrant_consensus.significant()
    assert res.tier_correlations[0].name == "T0 violation rate vs consensus"
    assert [i.name for i in res.increments] == ["T1 beyond T0", "T2 beyond T0–T1",
                                                "T3 beyond T0–T2"]
    assert res.increments[0].p_value is None  # T0 and T1 pass together in this design
    assert res.increments[1].delta_r2 > 0


def test_discriminant_pipeline() -> None:
    w, c, conf, _, _ = _synthetic()
    conf = conf.astype(float)
    conf[0] = np.nan
    res = discriminant(w, conf, c, n_boot=500)
    assert res.spearman.n == len(w) - 1
    lo, hi = res.spearman.ci  # type: ignore[misc]
    assert lo < res.spearman.estimate < hi <= res.attainable_max + 1e-9
    assert res.increment is not None and res.increment.delta_r2 > 0
