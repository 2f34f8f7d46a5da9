"""Signed-margin LP: hand-worked cases, including a violated pair and no differing bins."""

from __future__ import annotations

import numpy as np
import pytest

from warrantguard.audit import cyclic_monotonicity_test, logit_agent, quantile_bins, signed_margin


def test_strictly_monotone_two_actions() -> None:
    # Shares of action B rise 0.2 → 0.5 → 0.9: with d = (0, 1), Δm = 0.3 and 0.4, so γ̂ = 0.3.
    gamma, d, pair = signed_margin([[0.8, 0.2], [0.5, 0.5], [0.1, 0.9]])
    assert gamma == pytest.approx(0.3)
    assert d == pytest.approx((0.0, 1.0))
    assert pair == (0, 1)


def test_violated_pair_gives_negative_margin_not_infeasible() -> None:
    # B shares 0.2 → 0.6 → 0.4. d=(0,1): min(0.4, −0.2) = −0.2; d=(1,0): min(−0.4, 0.2) = −0.4.
    gamma, _, pair = signed_margin([[0.8, 0.2], [0.4, 0.6], [0.6, 0.4]])
    assert gamma == pytest.approx(-0.2)
    assert pair == (0, 1)


def test_no_adjacent_bins_differ() -> None:
    assert signed_margin([[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]]) == (None, (), None)
    res = cyclic_monotonicity_test([10, 20, 30, 40, 50, 60] * 5, ["a"] * 30, n_boot=10)
    assert res.estimate == 0.0 and res.details["informative"] is False
    assert "uninformative" in res.verdict


def test_three_actions_uses_the_free_middle_utility() -> None:
    # Mass moves from action 0 to 1 to 2. With d_0 = 0, d_2 = 1 the LP chooses d_1 to
    # balance the two steps: Δm_1 = 0.5·d_1, Δm_2 = 0.5·(1 − d_1) → d_1 = ½, γ̂ = 0.25.
    gamma, d, pair = signed_margin([[1.0, 0.0, 0.0], [0.5, 0.5, 0.0], [0.5, 0.0, 0.5]])
    assert gamma == pytest.approx(0.25)
    assert d[1] == pytest.approx(0.5)
    assert pair == (0, 2)


def test_quantile_bins_never_split_ties() -> None:
    p = np.array([10, 10, 10, 10, 20, 20, 30, 40, 50, 50])
    bins = quantile_bins(p, 5)
    for value in np.unique(p):
        assert len(set(bins[p == value])) == 1
    assert list(bins) == sorted(bins)


def test_logit_agent_is_monotone_with_interval() -> None:
    sim = logit_agent(400, seed=11, repetitions=2)
    res = cyclic_monotonicity_test(sim.belief, sim.action, groups=sim.groups, n_boot=100)
    assert res.estimate > 0
    assert res.ci is not None and res.ci[0] <= res.estimate <= res.ci[1]
    assert len(res.bin_centers) == 5 and res.pair is not None
