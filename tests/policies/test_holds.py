"""Policies hold what they say: stakes floors, field-by-field level merges, the stricter budget."""

from __future__ import annotations

import textwrap

import pytest

from warrantguard import Guard
from warrantguard.guard import Budget, CallInfo, CertificateSettings, ConfigurationError, PairwiseQuestion
from warrantguard.policies import StakesPolicy, StakesRule, load_policy, parse_policy
from warrantguard.testing import ScriptedModel

QUESTION = "Which vendor should I wire the payment to, vendor A or vendor B?"
Q = PairwiseQuestion.parse(QUESTION)
WIRE = StakesRule(name="wires", stakes="critical", keywords=["wire"])


def call(stakes: str | None = None, question: PairwiseQuestion = Q) -> CallInfo:
    """A call on ``question`` with the caller's ``stakes``."""
    return CallInfo(question=question, model="openai/gpt-4o-mini", stakes=stakes)


# ---- a caller may raise stakes, never lower them below the rules' -------------------------

def test_caller_cannot_lower_stakes_below_the_matching_rule() -> None:
    plan = StakesPolicy(rules=[WIRE]).plan(call("low"))
    assert (plan.stakes, plan.rule) == ("critical", "wires")
    assert plan.overrides == StakesPolicy().level("critical").certificate.overrides()


def test_caller_may_raise_stakes_above_the_rule() -> None:
    policy = StakesPolicy(rules=[StakesRule(name="wires", stakes="medium", keywords=["wire"])])
    assert (policy.plan(call("critical")).stakes, policy.plan(call("critical")).rule) == ("critical", "explicit")
    assert policy.plan(call("medium")).rule == "explicit"  # the same level: the caller's word stands


def test_lowering_is_allowed_only_when_the_policy_says_so() -> None:
    policy = StakesPolicy(rules=[WIRE], caller_may_lower=True)
    assert (policy.plan(call("low")).stakes, policy.plan(call("low")).rule) == ("low", "explicit")
    assert StakesPolicy().caller_may_lower is False
    assert parse_policy("caller_may_lower: true\n").caller_may_lower is True


def test_without_a_matching_rule_the_caller_chooses_freely() -> None:
    other = PairwiseQuestion.parse("Which is safer to travel by, motorcycle or train?")
    plan = StakesPolicy(rules=[WIRE]).plan(call("low", other))
    assert (plan.stakes, plan.rule) == ("low", "explicit")


def test_an_unknown_caller_level_is_still_an_error() -> None:
    with pytest.raises(ConfigurationError, match="galactic"):
        StakesPolicy(rules=[WIRE]).plan(call("galactic"))


def test_the_floor_is_explained() -> None:
    policy = StakesPolicy(rules=[WIRE])
    guard = Guard(ScriptedModel("vendor A", position_bias="first"), generator="lexical", policy=policy)
    from warrantguard import WarrantBlocked

    with pytest.raises(WarrantBlocked) as info:
        guard.check(QUESTION, stakes="low").raise_for_block()
    assert info.value.decision.stakes == "critical"
    assert "assigned by rule 'wires'" in info.value.decision.reason


# ---- a partial level entry keeps the rest -------------------------------------------------

def test_partial_certificate_keeps_the_default_budget() -> None:
    example = textwrap.dedent((load_policy.__doc__ or "").split("::", 1)[1])
    high = parse_policy(example).level("high").certificate
    assert (high.t2_probes, high.max_cost) == (8, 0.5)
    assert (high.max_calls, high.deadline, high.strategy) == (120, 180, "fast")


def test_explicit_null_removes_a_default_limit() -> None:
    high = parse_policy("levels:\n  high:\n    certificate: {deadline: null}\n").level("high").certificate
    assert high.deadline is None and high.max_calls == 120


def test_partial_certificate_errors_still_name_the_field() -> None:
    from warrantguard.policies import PolicyError

    with pytest.raises(PolicyError) as info:
        parse_policy("levels:\n  high:\n    certificate: 7\n")
    assert any(f.startswith("levels.high.certificate") for f, _ in info.value.problems)


# ---- the effective budget is the stricter of the Guard's and the level's ------------------

def test_settings_stricter_takes_the_smaller_limit() -> None:
    base = CertificateSettings().merged({"max_calls": 5, "deadline": 600})
    out = base.stricter({"max_calls": 26, "deadline": 30, "max_cost": 0.5, "t2_probes": 3})
    assert out.budget == Budget(max_calls=5, deadline=30, max_cost=0.5)
    assert out.t2_probes == 3  # what the level buys still applies
    assert base.stricter(None) is base
    assert base.stricter({"budget": Budget(max_calls=2)}).budget.max_calls == 2


def test_guard_budget_caps_a_larger_level_budget() -> None:
    model = ScriptedModel("vendor A", supports_samples=False)
    policy = StakesPolicy(levels={"high": {"certificate": {"max_calls": 26}}})
    guard = Guard(model, generator="lexical", policy=policy, max_calls=5)
    result = guard.check(QUESTION, stakes="high", wait_for_review=None)
    assert model.calls <= 5, model.calls
    assert result.certificate.usage.calls <= 5 and not result.certificate.complete


def test_level_budget_caps_a_larger_guard_budget() -> None:
    model = ScriptedModel("vendor A", supports_samples=False)
    policy = StakesPolicy(levels={"high": {"certificate": {"max_calls": 6}}})
    Guard(model, generator="lexical", policy=policy, max_calls=50).check(QUESTION, stakes="high")
    assert model.calls <= 6, model.calls


def test_per_call_settings_still_override() -> None:
    model = ScriptedModel("vendor A", supports_samples=False)
    policy = StakesPolicy(levels={"high": {"certificate": {"max_calls": 4}}})
    guard = Guard(model, generator="lexical", policy=policy, max_calls=4)
    result = guard.check(QUESTION, stakes="high", max_calls=40)
    assert model.calls > 4 and result.certificate.usage.calls > 4
