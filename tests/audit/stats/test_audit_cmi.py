"""kNN CMI estimator: tie handling on discrete data, strata, and the belief-sufficiency test."""

from __future__ import annotations

import math

import numpy as np
import pytest

from warrantguard.audit import belief_strata, cmi_test, hidden_info_agent, knn_cmi


def test_all_beliefs_tied_recovers_discrete_mutual_information() -> None:
    # Every row has the same belief: I(A; θ | p) = I(A; θ). With A = θ balanced, that is
    # log 2. The mixed estimator counts every zero-distance duplicate (k̃ > k), which is
    # what makes it consistent on such discrete data.
    rng = np.random.default_rng(0)
    theta = rng.integers(0, 2, 400)
    est = knn_cmi(theta, theta, np.full(400, 0.5))
    assert est == pytest.approx(math.log(2), abs=0.02)


def test_independent_discrete_gives_about_zero() -> None:
    rng = np.random.default_rng(1)
    p = rng.integers(0, 21, 500) * 0.05
    a = (rng.random(500) < p).astype(int)
    theta = (rng.random(500) < p).astype(int)
    assert abs(knn_cmi(a, theta, p)) < 0.03


def test_belief_strata_keep_ties_and_min_size() -> None:
    p = np.array([0.1] * 3 + [0.2] * 1 + [0.3] * 6 + [0.4] * 2)
    s = belief_strata(p, min_size=4)
    for value in np.unique(p):
        assert len(set(s[p == value])) == 1
    sizes = np.bincount(s)
    assert sizes.min() >= 4


def test_cmi_test_reports_interval_and_detects_hidden_information() -> None:
    sim = hidden_info_agent(300, seed=2, repetitions=3)
    res = cmi_test(sim.belief, sim.action, sim.outcome, groups=sim.groups, n_perm=99, n_sub=40)
    assert res.p_value is not None and res.p_value < 0.05
    assert res.ci is not None and res.ci[0] < res.estimate < res.ci[1]
    assert res.details["items"] == 100
    assert "beyond the stated belief" in res.verdict


def test_with_replacement_bootstrap_inflates_cmi_but_half_sampling_does_not() -> None:
    # Why the interval uses half-sampling: bootstrap duplicates become zero-distance
    # neighbours and push the estimate up even when the null holds.
    rng = np.random.default_rng(8)
    p = rng.random(300)
    a = (rng.random(300) < p).astype(int)
    theta = (rng.random(300) < p).astype(int)
    full = knn_cmi(a, theta, p)
    boot = [knn_cmi(a[i], theta[i], p[i]) for i in (rng.integers(0, 300, 300) for _ in range(30))]
    half = [knn_cmi(a[i], theta[i], p[i])
            for i in (rng.choice(300, 150, replace=False) for _ in range(30))]
    assert np.mean(boot) - full > 0.02
    assert abs(np.mean(half) - full) < 0.02
