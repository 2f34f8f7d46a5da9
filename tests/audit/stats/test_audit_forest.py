"""Random-forest belief-sufficiency test: grouped folds and the cluster bootstrap."""

from __future__ import annotations

from warrantguard.audit import forest_test, hidden_info_agent, logit_agent


def test_forest_detects_hidden_information() -> None:
    sim = hidden_info_agent(600, seed=0, repetitions=2)
    res = forest_test(sim.belief, sim.action, sim.outcome, groups=sim.groups, n_trees=40,
                      n_boot=300)
    assert res.estimate > 0
    assert res.ci_low is not None and res.ci_low > 0
    assert res.p_value is not None and res.p_value < 0.05


def test_forest_finds_no_gap_for_belief_consistent_agent() -> None:
    sim = logit_agent(400, seed=5, repetitions=2)
    res = forest_test(sim.belief, sim.action, sim.outcome, groups=sim.groups, n_trees=40,
                      n_boot=300)
    assert res.ci is not None and res.ci[0] <= 0.0
    assert "no predictive gap" in res.verdict
