"""The stakes policy: levels, rules, decisions and their reasons."""

from __future__ import annotations

import pytest
from _certs import make_cert

from warrantguard.guard import (
    CallInfo,
    CallPlan,
    ConfigurationError,
    DecisionLike,
    PairwiseQuestion,
    PolicyLike,
    Warrant,
)
from warrantguard.policies import (
    Action,
    Decision,
    StakesLevel,
    StakesPolicy,
    StakesRule,
    parse_warrant,
    strictest,
)

Q = PairwiseQuestion.parse("Which is safer to travel by, motorcycle or train?")


def call(**kw: object) -> CallInfo:
    """A CallInfo for the standard question."""
    kw.setdefault("question", Q)
    kw.setdefault("model", "openai/gpt-4o-mini")
    return CallInfo(**kw)  # type: ignore[arg-type]


RULES = [
    StakesRule(name="payments", stakes="critical", routes=["payments.*"]),
    StakesRule(name="big-model", stakes="high", models=["anthropic/*"]),
    StakesRule(name="medical", stakes="high", tags={"domain": "med*"}),
    StakesRule(name="safety-words", stakes="high", keywords=["safer", "dosage"]),
]


def test_protocols_are_satisfied() -> None:
    policy = StakesPolicy(rules=RULES)
    assert isinstance(policy, PolicyLike)
    decision = policy.decide(make_cert(), policy.plan(call()))
    assert isinstance(decision, DecisionLike)
    queued = decision.with_review_id("r-1")
    assert queued.review_id == "r-1" and decision.review_id is None
    assert queued.model_dump(mode="json")["action"] == decision.action


def test_explicit_stakes_raise_but_never_lower_the_rules() -> None:
    policy = StakesPolicy(rules=RULES)
    plan = policy.plan(call(stakes="low", route="payments.refund"))
    assert (plan.stakes, plan.rule) == ("critical", "payments")
    plan = policy.plan(call(stakes="critical", model="anthropic/claude"))
    assert (plan.stakes, plan.rule) == ("critical", "explicit")
    lowered = StakesPolicy(rules=RULES, caller_may_lower=True).plan(call(stakes="low", route="payments.refund"))
    assert (lowered.stakes, lowered.rule) == ("low", "explicit")


def test_first_matching_rule_wins() -> None:
    policy = StakesPolicy(rules=RULES)
    assert policy.plan(call(route="payments.refund", model="anthropic/x")).rule == "payments"
    assert policy.plan(call(model="anthropic/claude")).rule == "big-model"
    assert policy.plan(call(tags={"domain": "medicine"})).rule == "medical"
    assert policy.plan(call()).rule == "safety-words"  # "safer" is in the prompt


def test_default_when_nothing_matches() -> None:
    other = PairwiseQuestion.parse("Tea or coffee?", options=("tea", "coffee"))
    plan = StakesPolicy(rules=RULES, default="low").plan(call(question=other, route="search"))
    assert (plan.stakes, plan.rule) == ("low", "default")


def test_keywords_match_whole_words_only() -> None:
    rule = StakesRule(name="k", stakes="high", keywords=["safe"])
    assert not rule.matches(call())  # "safer" is not "safe"
    assert StakesRule(name="k", stakes="high", keywords=["TRAVEL BY"]).matches(call())


def test_every_matcher_of_a_rule_must_match() -> None:
    rule = StakesRule(name="r", stakes="high", routes=["tool.*"], tags={"env": "prod"})
    assert rule.matches(call(route="tool.x", tags={"env": "prod"}))
    assert not rule.matches(call(route="tool.x", tags={"env": "dev"}))
    assert not rule.matches(call(tags={"env": "prod"}))


def test_plan_carries_the_levels_certificate_budget() -> None:
    policy = StakesPolicy()
    low = policy.plan(call(stakes="low")).overrides
    critical = policy.plan(call(stakes="critical")).overrides
    assert low["strategy"] == "frugal" and low["t0_samples"] == 3 and low["max_calls"] == 16
    assert critical["strategy"] == "fast" and "t0_samples" not in critical
    assert set(low) <= {"t0_samples", "t1_paraphrases", "t2_probes", "t3_probes", "strategy",
                        "max_calls", "max_tokens", "max_cost", "deadline"}


def test_unknown_explicit_stakes_is_misuse() -> None:
    with pytest.raises(ConfigurationError, match=r"unknown stakes level 'extreme'.*low, medium"):
        StakesPolicy().plan(call(stakes="extreme"))


@pytest.mark.parametrize(
    ("stakes", "warrant", "action"),
    [
        ("low", Warrant.CONDITIONAL, "allow"),
        ("low", Warrant.NONE, "annotate"),
        ("medium", Warrant.CONDITIONAL, "annotate"),
        ("high", Warrant.CONDITIONAL, "review"),
        ("high", Warrant.BASIC, "allow"),
        ("critical", Warrant.BASIC, "block"),
        ("critical", Warrant.STRONG, "allow"),
    ],
)
def test_default_levels(stakes: str, warrant: Warrant, action: str) -> None:
    decision = StakesPolicy().decide(make_cert(warrant), CallPlan(stakes, "explicit"))
    assert decision.action == action
    assert decision.stakes == stakes and decision.rule == "explicit"


def test_reason_names_first_failed_tier_contexts_stakes_and_rule() -> None:
    policy = StakesPolicy(rules=RULES)
    plan = policy.plan(call(route="payments.refund"))
    d = policy.decide(make_cert(Warrant.CONDITIONAL), plan)
    assert d.action == "block"
    assert "first failed T2 (scope refinement): 2 of 4 probes reversed" in d.reason
    assert "'in winter', 'for a short trip'" in d.reason
    assert "Stakes are critical (assigned by rule 'payments')" in d.reason
    assert "Strong Warrant" in d.reason and d.reason.endswith("Action: block.")
    assert "\n" not in d.reason


def test_incomplete_certificate_fail_open_and_fail_closed() -> None:
    policy = StakesPolicy()
    cert = make_cert(Warrant.NONE, complete=False)
    opened = policy.decide(cert, CallPlan("medium", "explicit"))
    closed = policy.decide(cert, CallPlan("critical", "explicit"))
    assert (opened.action, closed.action) == ("annotate", "block")
    assert "incomplete" in opened.triggers and "could not be assessed" in opened.reason
    assert policy.decide(cert, CallPlan("high", "explicit")).action == "review"


def test_mismatch_and_overconfidence_force_review() -> None:
    policy = StakesPolicy()
    mismatch = make_cert(Warrant.STRONG, consistent=False)
    assert policy.decide(mismatch, CallPlan("high", "x")).action == "review"
    assert policy.decide(mismatch, CallPlan("low", "x")).action == "allow"
    over = make_cert(Warrant.NONE, confidence=95)
    d = policy.decide(over, CallPlan("medium", "x"))
    assert d.action == "review" and "overconfidence" in d.triggers
    assert "confidence 95" in d.reason
    sure = make_cert(Warrant.NONE, confidence=85)
    assert policy.decide(sure, CallPlan("medium", "x")).action == "annotate"
    assert policy.decide(sure, CallPlan("high", "x")).action == "review"


def test_review_timeout_uses_the_levels_action() -> None:
    policy = StakesPolicy()
    d = policy.decide(make_cert(Warrant.CONDITIONAL), CallPlan("high", "x")).with_review_id("q1")
    timed_out = policy.on_review_timeout(d, CallPlan("critical", "x"))
    assert timed_out.action == "block" and timed_out.review_id == "q1"
    still = policy.on_review_timeout(d, CallPlan("high", "x"))
    assert still.action == "review" and "stays withheld" in still.reason
    assert "No reviewer decided in time" in timed_out.reason
    assert "review_timeout" in timed_out.triggers
    low = policy.on_review_timeout(d, CallPlan("low", "x"))
    assert low.action == "annotate"


def test_user_levels_extend_and_override_defaults() -> None:
    policy = StakesPolicy.model_validate({
        "levels": {
            "high": {"below": "block", "fail_closed_action": "block"},
            "regulated": {"rank": 50, "min_warrant": "Strong Warrant", "below": "block",
                          "mismatch_forces_review": True, "overconfidence_forces_review": True,
                          "overconfidence_threshold": 50, "incomplete": "fail_closed",
                          "fail_closed_action": "block"},
        },
    })
    assert policy.ordered_names() == ["low", "medium", "high", "critical", "regulated"]
    assert policy.level("high").below == "block" and policy.level("high").rank == 30
    assert policy.level("regulated").min_warrant is Warrant.STRONG


def test_levels_can_replace_defaults() -> None:
    policy = StakesPolicy(extend_defaults=False, default="only",
                          levels={"only": StakesLevel(rank=1, min_warrant=Warrant.NONE)})
    assert policy.ordered_names() == ["only"]
    assert policy.decide(make_cert(Warrant.NONE), CallPlan("only", "x")).action == "allow"


def test_inconsistent_level_order_is_rejected() -> None:
    with pytest.raises(ValueError, match=r"levels.critical.below: looser action"):
        StakesPolicy.model_validate({"levels": {"critical": {"below": "annotate"}}})


def test_parse_warrant_accepts_names_labels_and_numbers() -> None:
    assert parse_warrant("No Warrant") is Warrant.NONE
    assert parse_warrant("basic") is Warrant.BASIC
    assert parse_warrant(3) is Warrant.STRONG
    with pytest.raises(ValueError, match="invalid warrant"):
        parse_warrant("mega")


def test_decision_rejects_unknown_actions_and_orders_actions() -> None:
    with pytest.raises(ValueError, match="unknown action"):
        Decision(action="explode", reason="", stakes="low", rule="x")
    assert strictest("annotate", Action.REVIEW, "allow") is Action.REVIEW
    assert [a.severity for a in Action] == [0, 1, 2, 3]
