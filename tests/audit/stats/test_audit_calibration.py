"""Calibration of our own belief-sufficiency test by simulation (seeded, n = 200).

Size: a perturbed-utility (logit) agent acting on its stated, rounded belief is the null.
Over R = 200 replications the rejection count is Binomial(200, α) if the test is exact;
at α = 0.05 the standard error is √(0.05·0.95/200) ≈ 0.0154, so a 99% band is
0.05 ± 2.576·0.0154 ≈ [0.010, 0.090]. The permutation p-value (99 draws) is exact within
strata of tied beliefs; only the sparse extreme values get merged into a neighbouring
stratum, a negligible approximation here, so no extra slack is added.

Power: an agent whose action uses a context feature its belief omits must be detected in
at least 90% of 100 replications.
"""

from __future__ import annotations

import numpy as np

from warrantguard.audit import cmi_test, hidden_info_agent, logit_agent

N, ALPHA, N_PERM = 200, 0.05, 99


def _rejection_rate(agent, reps: int, seed0: int) -> float:  # type: ignore[no-untyped-def]
    rejections = 0
    for r in range(reps):
        sim = agent(N, seed=seed0 + r)
        res = cmi_test(sim.belief, sim.action, sim.outcome, n_perm=N_PERM, n_sub=0, seed=r)
        rejections += res.p_value < ALPHA
    return rejections / reps


def test_size_is_nominal_for_belief_consistent_agent() -> None:
    size = _rejection_rate(logit_agent, 200, 1000)
    print(f"empirical size at n={N}: {size:.3f}")
    assert 0.010 <= size <= 0.090


def test_power_against_hidden_information() -> None:
    power = _rejection_rate(hidden_info_agent, 100, 5000)
    print(f"empirical power at n={N}: {power:.3f}")
    assert power >= 0.9


def test_simulated_agents_have_the_advertised_structure() -> None:
    sim = logit_agent(1000, seed=0)
    assert set(np.unique(sim.belief % 5)) == {0}
    high, low = sim.action[sim.belief >= 70].mean(), sim.action[sim.belief <= 30].mean()
    assert high > 0.8 and low < 0.2
