"""Law-of-iterated-expectation discrepancy and cross-framing stability, by hand."""

from __future__ import annotations

import math

import pytest

from warrantguard.audit import framing_stability, lie_discrepancy


def test_lie_discrepancy_hand_values() -> None:
    # Context 1: 0.5 vs 0.5·0.8 + 0.5·0.2 = 0.5 → Δ/p = 0.
    # Context 2: 0.4 vs 0.25·0.8 + 0.75·0.4 = 0.5 → Δ = 0.1, Δ/p = 0.25.
    # Context 3: 0.2 vs 0.5·0.6 + 0.5·0.2 = 0.4 → Δ = 0.2, Δ/p = 1.0. Median = 0.25.
    res = lie_discrepancy(
        [50, 40, 20],
        [[80, 20], [80, 40], [60, 20]],
        [[50, 50], [25, 75], [50, 50]],
        n_boot=200,
    )
    assert res.estimate == pytest.approx(0.25)
    assert res.details["mean_abs_delta"] == pytest.approx(0.1)
    assert res.details["max_weight_sum_error"] == pytest.approx(0.0)


def test_lie_zero_base_is_dropped_and_counted() -> None:
    res = lie_discrepancy([0.0, 0.5], [[0.1, 0.1], [0.5, 0.5]], [[0.5, 0.5], [0.5, 0.5]],
                          n_boot=50)
    assert res.details["zero_base_dropped"] == 1
    assert res.estimate == 0.0


def test_framing_rmse_and_valence_inversion() -> None:
    plain = [60, 70, 20, 50]
    shifted = [70, 70, 20, 40]  # differences 0.1, 0, 0, −0.1 → RMSE √(0.02/4)
    res = framing_stability(plain, shifted, n_boot=100)
    assert res.estimate == pytest.approx(math.sqrt(0.02 / 4))
    inverted = [40, 30, 80, 50]  # exactly complementary: p + p_inverted = 1
    res_inv = framing_stability(plain, inverted, inverted=True, n_boot=100)
    assert res_inv.estimate == pytest.approx(0.0)
    assert "valence-inverted" in res_inv.name


def test_framing_bootstrap_resamples_contexts() -> None:
    res = framing_stability([0.5, 0.6, 0.5, 0.6], [0.5, 0.5, 0.5, 0.5], groups=[1, 1, 2, 2],
                            n_boot=100)
    assert res.details["contexts"] == 2
    assert res.ci is not None and res.ci[0] <= res.estimate <= res.ci[1]
