"""Exact-probability certificates: option probabilities instead of sampling (issue 15)."""

from __future__ import annotations

import pytest

from warrantguard import Guard, TierStatus, Warrant
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"
WORLDS = {
    "strong": {},
    "conditional": {"reversals": {"in bad weather": "motorcycle"}},
    "basic": {"reversals": {"in general": "motorcycle"}},
    "none-valence": {"ignores_valence": True},
    "none-position": {"position_bias": "first"},
}


def cert(world: dict, *, probability=0.97, **settings):
    model = ScriptedModel("train", probability=probability, **world)
    return Guard(model, generator="lexical", **settings).check(Q).certificate, model


@pytest.mark.parametrize("name", sorted(WORLDS))
def test_probability_and_sampling_paths_agree_on_the_category(name):
    with_p, _ = cert(WORLDS[name], probability=1.0)
    without, _ = cert(WORLDS[name], use_probabilities=False)
    assert with_p.warrant == without.warrant
    assert [t.status for t in with_p.tiers] == [t.status for t in without.tiers]
    assert with_p.t0_method == "distribution" and without.t0_method == "sample"


def test_tiers_are_recovered_exactly_and_t0_costs_no_call():
    c, model = cert(WORLDS["conditional"], probability={"bad weather": 0.9, "": 1.0}, t0_samples=10)
    assert c.warrant is Warrant.CONDITIONAL and [r.tier for r in c.reversals] == [2]
    t0_calls = [r for r in model.requests if r.tier == 0]
    assert t0_calls == []  # drawn from the reference's distribution
    assert all(r.probabilities for r in model.requests if r.purpose == "answer")


def test_graded_evidence_on_every_probe():
    c, _ = cert({"reversals": {"in bad weather": "motorcycle"}}, probability={"in bad weather": 0.8, "": 0.9},
                exhaustive=True)
    for t in c.tiers[1:]:  # (a T0 draw may disagree with a 0.9 reference: that is sampling)
        for r in t.results:
            assert r.reference_probability is not None
            assert (r.reference_probability < 0.5) == r.violation
    assert all(r.reference_probability == pytest.approx(0.9) for r in c.tiers[0].results)
    night = next(r for r in c.tiers[2].results if "in bad weather" in r.prompt)
    assert night.violation and night.reference_probability == pytest.approx(0.2)


def test_t0_pass_probability_and_warrant_stability():
    c, _ = cert({}, probability=0.99, t0_samples=10)
    assert c.t0_pass_probability == pytest.approx(0.99**10)
    if c.warrant is Warrant.STRONG:
        assert c.warrant_change_probability == pytest.approx(1 - 0.99**10)
    fragile, _ = cert({}, probability=0.6, t0_samples=10, seed=1)
    assert fragile.t0_pass_probability == pytest.approx(0.6**10)
    assert fragile.warrant is Warrant.NONE and fragile.tiers[0].status is TierStatus.FAILED


def test_t0_draws_follow_the_binomial_at_the_exact_p():
    from scipy import stats

    n, p, runs = 10, 0.8, 300
    counts = [0] * (n + 1)
    for seed in range(runs):
        c, _ = cert({}, probability=p, t0_samples=n, seed=seed, t1_paraphrases=0, t2_probes=0, t3_probes=0,
                    exhaustive=True, confidence=False, belief=False)
        counts[sum(r.answer == "train" for r in c.tiers[0].results)] += 1
    expected = [runs * stats.binom.pmf(k, n, p) for k in range(n + 1)]
    # pool the sparse low bins so that every expected count is at least 5
    obs, exp = [sum(counts[:6]), *counts[6:]], [sum(expected[:6]), *expected[6:]]
    assert stats.chisquare(obs, exp).pvalue > 0.001


def test_the_same_probabilities_give_the_same_certificate():
    a, _ = cert({}, probability=0.9)
    b, _ = cert({}, probability=0.9)
    assert a.model_dump(exclude={"id", "usage"}) == b.model_dump(exclude={"id", "usage"})


def test_t0_sample_keeps_the_papers_sampling():
    c, model = cert({}, probability=0.99, t0="sample")
    assert c.t0_method == "sample" and c.t0_pass_probability is None
    assert any(r.tier == 0 and r.temperature == 1.0 for r in model.requests)


def test_use_probabilities_false_forces_sampling():
    c, model = cert({}, use_probabilities=False)
    assert c.t0_method == "sample" and not any(r.probabilities for r in model.requests)


def test_check_only_mode_asks_the_focal_distribution_once_for_t0():
    model = ScriptedModel("train", probability=0.95)
    c = Guard(model, generator="lexical").certify(Q, answer="train").certificate
    assert c.t0_method == "distribution"
    assert sum(1 for r in model.requests if r.tier == 0) == 1


class Patchy(ScriptedModel):
    """Exposes probabilities except for prompts naming 'weather': those are sampled."""

    def probabilities(self, messages, choices):
        return None if "weather" in messages[0]["content"] else super().probabilities(messages, choices)


def test_unknown_probabilities_fall_back_to_sampling_per_probe():
    model = Patchy("train", probability=1.0, reversals={"in bad weather": "motorcycle"})
    c = Guard(model, generator="lexical", exhaustive=True).check(Q).certificate
    night = next(r for r in c.tiers[2].results if "in bad weather" in r.prompt)
    assert night.violation and night.reference_probability is None and night.answer == "motorcycle"
    assert c.warrant is Warrant.CONDITIONAL


def test_calls_per_strong_certificate_with_and_without_probabilities():
    with_p, _ = cert({}, probability=1.0)
    sampled = Guard(ScriptedModel("train", supports_samples=False), generator="lexical").check(Q).certificate
    assert with_p.warrant is sampled.warrant is Warrant.STRONG
    assert with_p.usage.calls == sampled.usage.calls - 10  # the ten T0 calls are gone


def test_the_cli_shows_the_graded_view_and_can_force_sampling(capsys, monkeypatch):
    from warrantguard import cli

    monkeypatch.setattr("tests.cli_models.PROBABLE", ScriptedModel("train", probability=0.95), raising=False)
    assert cli.main(["check", Q, "--model", "py:tests.cli_models:PROBABLE", "--generator", "lexical",
                     "--cache", ""]) == 0
    out = capsys.readouterr().out
    assert "P(a fresh T0 run passes) = 0.60" in out  # 0.95 ** 10
    assert cli.main(["check", Q, "--model", "py:tests.cli_models:PROBABLE", "--generator", "lexical",
                     "--cache", "", "--no-probabilities", "--json"]) == 0
    import json

    data = json.loads(capsys.readouterr().out)
    assert data["t0_method"] == "sample" and data["t0_pass_probability"] is None
