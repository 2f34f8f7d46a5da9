"""Calibration of the random-forest sufficiency test by simulation (light, seeded, n = 200).

The full-size check (100 trees, 1000 replications) takes minutes; this one uses 10 trees,
3 grouped folds and 200 bootstrap draws (≈ 0.07 s a call), which leaves the test's logic
intact: a smaller forest predicts worse, but equally so with and without the action.

Size: for a belief-consistent (logit) agent the rejection rate at α = 0.05 over R = 120
replications has standard error √(0.05·0.95/120) ≈ 0.020 if the test is nominal; the
99% band's upper end is 0.05 + 2.576·0.020 ≈ 0.101. The bootstrap p-value is not exact
and may be conservative (a noise feature can only cost out-of-sample accuracy on
average), so only the upper end is asserted. With these settings, 400 replications
gave an empirical size of 0.050.

Power: against an agent whose action uses a feature its belief omits, 400 replications
gave 0.945 (SE 0.011). Over R = 60 the SE is √(0.945·0.055/60) ≈ 0.029, so the 99% band
starts at 0.945 − 2.576·0.029 ≈ 0.87; the assertion (≥ 0.85) allows for the uncertainty
of that offline estimate too.
"""

from __future__ import annotations

from typing import Any

from warrantguard.audit import forest_test, hidden_info_agent, logit_agent

N, ALPHA = 200, 0.05


def _rejection_rate(agent: Any, reps: int, seed0: int) -> float:
    rejections = 0
    for r in range(reps):
        sim = agent(N, seed=seed0 + r)
        res = forest_test(sim.belief, sim.action, sim.outcome, n_trees=10, n_splits=3,
                          n_boot=200, seed=r)
        rejections += res.p_value is not None and res.p_value < ALPHA
    return rejections / reps


def test_forest_size_is_at_most_nominal_for_belief_consistent_agent() -> None:
    size = _rejection_rate(logit_agent, 120, 1000)
    print(f"random-forest empirical size at n={N}: {size:.3f}")
    assert size <= 0.101


def test_forest_power_against_hidden_information() -> None:
    power = _rejection_rate(hidden_info_agent, 60, 5000)
    print(f"random-forest empirical power at n={N}: {power:.3f}")
    assert power >= 0.85
