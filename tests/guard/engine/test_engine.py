"""The certificate engine against scripted models with planted preferences."""

from __future__ import annotations

import asyncio

import pytest

from warrantguard import (
    Budget,
    Guard,
    NotPairwiseError,
    Probe,
    ProviderError,
    TierStatus,
    TransientError,
    Warrant,
)
from warrantguard.guard import ChatRequest
from warrantguard.testing import CoinFlipModel, ManualClock, ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


def certify(model, strategy="fast", check=None, **kw):
    return Guard(model, generator=kw.pop("generator", "lexical"), strategy=strategy, **kw).check(Q, **(check or {}))


@pytest.mark.parametrize("strategy", ["fast", "frugal"])
@pytest.mark.parametrize(
    ("reversals", "expected", "failed_tier"),
    [
        ({}, Warrant.STRONG, None),
        ({"in general": "motorcycle"}, Warrant.BASIC, 3),
        ({"in bad weather": "motorcycle"}, Warrant.CONDITIONAL, 2),
        ({"journey": "motorcycle"}, Warrant.NONE, 1),
    ],
)
def test_categories_recovered_from_planted_preferences(strategy, reversals, expected, failed_tier):
    cert = certify(ScriptedModel("train", reversals=reversals), strategy).certificate
    assert cert.recommendation == "train"
    assert cert.warrant is expected
    assert cert.complete
    assert cert.first_failed_tier == failed_tier
    for key, option in reversals.items():
        assert any(key in r.prompt and r.answer == option for r in cert.reversals)
    assert all(r.tier == failed_tier for r in cert.reversals)


def test_strong_certificate_records_every_tier():
    cert = certify(ScriptedModel("train")).certificate
    assert [t.status for t in cert.tiers] == [TierStatus.PASSED] * 4
    assert cert.tiers[0].probes == 10
    assert {r.kind for r in cert.tiers[1].results} >= {"permutation", "inversion", "permuted_inversion"}
    assert cert.tiers[2].probes == 8 and cert.tiers[3].probes == 8
    assert cert.tiers[2].upper_bound_95 == pytest.approx(1 - 0.05 ** (1 / 8))
    assert cert.lexicographic_score == 4.0 and cert.pooled_score == 1.0


def test_position_biased_model_fails_t1_by_permutation():
    cert = certify(ScriptedModel("train", position_bias="first")).certificate
    assert cert.warrant is Warrant.NONE
    assert cert.tiers[0].status is TierStatus.PASSED  # stable on the unchanged prompt
    kinds = {r.kind for r in cert.reversals}
    assert "permutation" in kinds and cert.first_failed_tier == 1


def test_model_ignoring_valence_fails_t1_by_inversion():
    cert = certify(ScriptedModel("train", ignores_valence=True)).certificate
    assert cert.warrant is Warrant.NONE
    inversions = [r for r in cert.reversals if r.kind == "inversion"]
    assert inversions and "riskier" in inversions[0].prompt
    assert "permutation" not in {r.kind for r in cert.reversals}


def test_coin_flip_model_fails_t0():
    cert = certify(CoinFlipModel(seed=3), check={"options": ("motorcycle", "train")}, exhaustive=True).certificate
    assert cert.warrant is Warrant.NONE
    assert cert.tiers[0].status is TierStatus.FAILED
    assert 0 < cert.tiers[0].violations < 10


def test_invalid_answers_are_retried_then_excluded():
    model = ScriptedModel("train", off_format={"in bad weather": 99, "in an emergency": 2})
    cert = certify(model, exhaustive=True).certificate
    t2 = cert.tiers[2]
    bad = next(r for r in t2.results if "in bad weather" in r.prompt)
    assert not bad.valid and bad.attempts == 5  # 1 + 4 reminders (paper's rule)
    retried = next(r for r in t2.results if "in an emergency" in r.prompt)
    assert retried.valid and retried.attempts == 3
    assert t2.probes == 7 and t2.invalid == 1 and t2.status is TierStatus.PASSED
    asked = [r for r in model.requests if "in bad weather" in r.messages[0]["content"]]
    assert len(asked) == 5
    assert "did not follow the required format" in asked[-1].messages[-1]["content"]


def test_tier_with_too_few_valid_probes_is_unassessed_not_passed():
    cert = certify(ScriptedModel("train", off_format={"specifically": 99})).certificate
    t2 = cert.tiers[2]
    assert t2.status is TierStatus.UNASSESSED and t2.probes == 0 and t2.invalid == 8
    assert cert.warrant is Warrant.CONDITIONAL and not cert.complete


@pytest.mark.parametrize("strategy", ["fast", "frugal"])
@pytest.mark.parametrize("max_calls", [3, 6, 12, 18])
def test_budget_exhaustion_is_incomplete_and_never_higher(strategy, max_calls):
    full = certify(ScriptedModel("train"), strategy).certificate
    cut = certify(ScriptedModel("train"), strategy, budget=Budget(max_calls=max_calls)).certificate
    assert cut.usage.calls <= max_calls
    assert not cut.complete
    assert cut.warrant <= full.warrant
    assert any(t.status is TierStatus.UNASSESSED for t in cut.tiers)
    assert TierStatus.PASSED not in [t.status for t in cut.tiers if t.probes < t.planned and not t.violations]


def test_deadline_marks_unassessed():
    # 10 s a call in virtual time: the deadline falls in the third round of calls. (The engine also bounds
    # a call by the time left, on the event loop's real clock: 25 s is far more than the test's wall time.)
    clock = ManualClock()
    model = ScriptedModel("train", latency=10.0, clock=clock)
    cert = certify(model, budget=Budget(deadline=25.0), max_concurrency=4, clock=clock).certificate
    assert not cert.complete and cert.warrant < Warrant.STRONG
    assert any("deadline passed" in (t.note or "") for t in cert.tiers)


def _strip(cert):
    data = cert.model_dump(mode="json", exclude={"id", "usage"})
    for tier in data["tiers"]:
        tier["results"] = sorted(tier["results"], key=lambda r: (r["prompt"], r["kind"], str(r["answer"])))
    return data


def test_sync_and_async_give_identical_certificates():
    kw = {"generator": "lexical", "strategy": "fast", "exhaustive": True}
    sync = Guard(ScriptedModel("train", reversals={"in bad weather": "motorcycle"}), **kw).check(Q)
    guard = Guard(ScriptedModel("train", reversals={"in bad weather": "motorcycle"}), **kw)
    asynchronous = asyncio.run(guard.acheck(Q))
    assert _strip(sync.certificate) == _strip(asynchronous.certificate)


def test_sync_check_refuses_inside_a_running_loop_and_works_in_a_thread_from_it():
    from warrantguard import ConfigurationError

    guard = Guard(ScriptedModel("train"), generator="lexical")

    async def inner():
        with pytest.raises(ConfigurationError, match="running event loop"):
            guard.check(Q)
        return await asyncio.to_thread(guard.check, Q)  # a worker thread has no running loop

    assert asyncio.run(inner()).certificate.warrant is Warrant.STRONG


def test_plain_sync_and_async_callables_as_models():
    scripted = ScriptedModel("train")

    async def afn(messages, *, temperature):
        return scripted(messages, temperature=temperature)

    for fn in (scripted.__call__, afn):
        cert = Guard(fn, generator="lexical").check(Q).certificate
        assert cert.warrant is Warrant.STRONG and cert.usage.calls >= 1 + 10 + 6 + 16


def test_user_probes_are_honoured_and_replace_generation_when_generator_is_none():
    probes = [
        Probe(tier=1, prompt="Which is safer to travel by, train or motorcycle?", kind="permutation"),
        Probe(tier=2, prompt="Which is safer to travel by at night, motorcycle or train?", context="night travel"),
        Probe(tier=3, prompt="Which is safer to commute by, motorcycle or train?", context="commuting"),
    ]
    model = ScriptedModel("train", reversals={"at night": "motorcycle"})
    cert = Guard(model, generator=None).check(Q, probes=probes).certificate
    assert [t.planned for t in cert.tiers[1:]] == [1, 1, 1]
    assert cert.warrant is Warrant.CONDITIONAL
    assert cert.reversals[0].context == "night travel"
    joined = Guard(ScriptedModel("train"), generator="lexical").check(Q, probes=probes).certificate
    assert any(r.source == "user" for r in joined.tiers[2].results) and joined.tiers[2].planned == 9


def test_invalid_user_probe_tier_is_a_typed_error():
    with pytest.raises(ValueError, match="tier"):
        Probe(tier=0, prompt="x")


def test_check_only_mode_makes_no_reference_call():
    model = ScriptedModel("train")
    result = Guard(model, generator="lexical").certify(Q, answer="Train.")
    assert result.recommendation == "train"
    focal_t0 = [r for r in model.requests if r.purpose == "answer" and r.temperature == 0
                and r.messages[0]["content"].startswith(Q)]
    assert focal_t0 == []
    unmapped = Guard(ScriptedModel("train"), generator="lexical").certify(Q, answer="Neither, walk.")
    assert unmapped.certificate.formed is False and unmapped.recommendation is None


def test_not_pairwise_question_raises():
    with pytest.raises(NotPairwiseError, match="two options"):
        Guard(ScriptedModel("train"), generator="lexical").check("What is the capital of France?")


def test_generator_model_extracts_options_when_heuristics_fail():
    async def gen(messages, *, temperature):
        return '{"option_a": "the bus", "option_b": "the tram", "context": "commute"}'

    guard = Guard(ScriptedModel("the bus"), generator=gen)
    q = asyncio.run(guard.aquestion("For my commute I keep hesitating: the bus, maybe the tram."))
    assert q.options == ("the bus", "the tram") and q.context == "commute"


def test_frugal_stops_at_first_failing_tier_and_fast_cancels():
    model = ScriptedModel("train", reversals={"journey": "motorcycle"})
    frugal = certify(model, "frugal").certificate
    assert [t.status for t in frugal.tiers][2:] == [TierStatus.SKIPPED, TierStatus.SKIPPED]
    exhaustive = certify(ScriptedModel("train", reversals={"journey": "motorcycle"}), exhaustive=True).certificate
    assert frugal.usage.calls < exhaustive.usage.calls
    assert frugal.warrant is exhaustive.warrant is Warrant.NONE


def test_confidence_and_belief_findings():
    cert = certify(ScriptedModel("train", position_bias="first", confidence=95, belief=10)).certificate
    assert cert.recommendation == "motorcycle" and cert.warrant is Warrant.NONE
    assert cert.confidence == 95 and cert.overconfident
    assert cert.belief == 10 and cert.belief_action_consistent is False
    assert any("overconfidence" in n for n in cert.notes) and any("belief-action" in n for n in cert.notes)
    ok = certify(ScriptedModel("train", confidence=60)).certificate
    assert ok.belief_action_consistent is True and not ok.overconfident


def test_transient_errors_are_retried_and_auth_errors_are_not():
    scripted = ScriptedModel("train")
    fails = {"n": 0}

    def flaky(messages, *, temperature):
        if fails["n"] < 2:
            fails["n"] += 1
            raise TransientError("429 rate limited")
        return scripted(messages, temperature=temperature)

    from warrantguard import RetryPolicy

    guard = Guard(flaky, generator="lexical", retry=RetryPolicy(attempts=4, initial=0.001, maximum=0.002))
    assert guard.check(Q).certificate.warrant is Warrant.STRONG and fails["n"] == 2

    class AuthenticationError(Exception):
        pass

    calls = {"n": 0}

    def denied(messages, *, temperature):
        calls["n"] += 1
        raise AuthenticationError("bad key")

    planned = Guard(denied, generator="lexical").estimate(Q).calls
    with pytest.raises(ProviderError, match="AuthenticationError"):
        Guard(denied, generator="lexical", retry=RetryPolicy(initial=0.001)).check(Q)
    assert 1 <= calls["n"] <= planned  # every call that started failed once: none was retried


def test_cache_serves_temperature_zero_but_never_t0(tmp_path):
    first = ScriptedModel("train")
    Guard(first, generator="lexical", cache=tmp_path).check(Q)
    second = ScriptedModel("train")
    cert = Guard(second, generator="lexical", cache=tmp_path).check(Q).certificate
    assert cert.warrant is Warrant.STRONG
    assert all(r.temperature == 1.0 for r in second.requests)  # only T0 samples reached the model
    assert len(second.requests) == 1


def test_estimate_plans_calls():
    est = Guard(ScriptedModel("train"), generator="lexical").estimate(Q)
    assert est.calls == 1 + 1 + 7 + 16 + 2 and est.generator_calls == 0 and est.cost is None


def test_concurrent_certificates_do_not_share_state():
    guard = Guard(ScriptedModel("train", reversals={"bad weather": "motorcycle"}), generator="lexical")

    async def both():
        return await asyncio.gather(
            guard.acheck(Q), guard.acheck("Which is better for children: milk or juice?", options=("milk", "juice"))
        )

    a, b = asyncio.run(both())
    assert a.certificate.id != b.certificate.id
    assert a.certificate.prompt == Q and b.certificate.option_a == "milk"
    assert all("milk" not in r.prompt for t in a.certificate.tiers for r in t.results)


def test_bad_settings_are_typed_errors():
    from warrantguard import ConfigurationError

    with pytest.raises(ConfigurationError):
        Guard(ScriptedModel("train"), strategy="slow")
    with pytest.raises(ConfigurationError):
        Guard(ScriptedModel("train"), t0_samples=-1)
    with pytest.raises(ValueError):
        Budget(max_calls=0)
    with pytest.raises(ConfigurationError):
        Guard(42)


def test_certificate_is_json_serialisable():
    import json

    data = certify(ScriptedModel("train")).certificate.model_dump(mode="json")
    assert json.loads(json.dumps(data))["warrant"] == 3


def test_llm_generator_probes_used_with_lexical_fill():
    planted = ["Which is safer to travel by for a commute, motorcycle or train?", "Not naming options"]
    model = ScriptedModel("train", generator_probes={2: planted})
    cert = Guard(model).check(Q).certificate
    t2 = cert.tiers[2]
    assert t2.planned == 8
    sources = [r.source for r in t2.results]
    assert sources.count("llm") == 1 and sources.count("lexical") == 7


def test_request_kinds_are_marked():
    model = ScriptedModel("train")
    certify(model)
    purposes = {r.purpose for r in model.requests}
    assert purposes == {"answer", "elicit"}
    assert all(isinstance(r, ChatRequest) for r in model.requests)


def test_options_missing_from_the_prompt_are_reported_not_passed():
    cert = Guard(ScriptedModel("yes"), generator="lexical").check(
        "Should we approve this vendor?", options=("yes", "no")).certificate
    assert cert.recommendation == "yes"
    assert cert.tiers[1].status is TierStatus.UNASSESSED and not cert.complete
    assert any("verbatim" in n for n in cert.notes)
