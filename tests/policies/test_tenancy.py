"""Tenant precedence between request, key, team and default, stated once in
``warrantguard.policies._tenancy`` (issue 23, item 4), tested row by row and against the
precedence bugs LiteLLM users hit (#28512, #41431, PR #29173, #16025/#33944, PR #19612)."""

from __future__ import annotations

import pytest

from warrantguard import Guard
from warrantguard.guard import ConfigurationError, PairwiseQuestion
from warrantguard.guard.spi import CallInfo
from warrantguard.policies import (
    FLOOR_RULE,
    StakesPolicy,
    StakesRule,
    TenantPolicy,
    TenantScope,
    resolve_tenant,
)
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
SAFETY = StakesRule(name="safety", stakes="critical", keywords=["safer"])
STRICT = StakesPolicy(rules=[SAFETY])
LENIENT = StakesPolicy(rules=[SAFETY], caller_may_lower=True)
LOOSE = StakesPolicy(default="low")
POLICIES = {"strict": STRICT, "lenient": LENIENT, "loose": LOOSE}
DEFAULT = TenantScope(policy=LOOSE)


def scope(**fields: object) -> TenantScope:
    """A scope from metadata-like fields (policy by name)."""
    return TenantScope.from_mapping(fields, policies=POLICIES, where="test")


def call(stakes: str | None = None, prompt: str = QUESTION) -> CallInfo:
    return CallInfo(question=PairwiseQuestion.parse(prompt), model="m", stakes=stakes)


# -- the table, row by row -------------------------------------------------------------------------
def test_tenant_and_policy_key_first_then_team_then_default() -> None:
    both = resolve_tenant(scope(tenant="k", policy="strict"), scope(tenant="t", policy="lenient"), DEFAULT)
    assert (both.tenant, both.policy) == ("k", STRICT)
    team_only = resolve_tenant(scope(), scope(tenant="t", policy="lenient"), DEFAULT)
    assert (team_only.tenant, team_only.policy) == ("t", LENIENT)
    neither = resolve_tenant(None, None, DEFAULT)
    assert (neither.tenant, neither.policy) == ("default", LOOSE)


def test_the_highest_floor_and_the_lowest_ceiling_and_limits_hold() -> None:
    rules = resolve_tenant(scope(stakes_floor="medium", stakes_ceiling="critical", rpm=100),
                           scope(stakes_floor="high", stakes_ceiling="high", rpm=50, tpm=9000),
                           TenantScope(stakes_floor="low", tpm=5000))
    assert (rules.stakes_floor, rules.stakes_ceiling, rules.rpm, rules.tpm) == ("high", "high", 50, 5000)


def test_a_ceiling_never_lowers_the_floor() -> None:
    rules = resolve_tenant(scope(stakes_ceiling="low"), scope(stakes_floor="high"), TenantScope())
    assert (rules.stakes_floor, rules.stakes_ceiling) == ("high", "high")
    rules.check_stakes("high")  # the client may still ask for its floor


def test_bounds_without_any_policy_use_the_built_in_levels() -> None:
    rules = resolve_tenant(scope(stakes_floor="high"), None, TenantScope())
    assert rules.policy is not None and rules.policy.ordered_names() == ["low", "medium", "high", "critical"]


def test_a_bound_that_is_not_a_level_of_the_policy_is_refused() -> None:
    with pytest.raises(ConfigurationError, match="not a level"):
        resolve_tenant(scope(stakes_floor="regulated"), None, DEFAULT)


@pytest.mark.parametrize("fields, match", [
    ({"plan": "gold"}, "unknown field 'plan'"),
    ({"policy": "platinum"}, "unknown policy 'platinum'"),
    ({"rpm": 0}, "positive integer"),
    ({"rpm": True}, "positive integer"),
    ({"stakes_floor": 3}, "expected a string"),
    ("strict", "expected an object"),
])
def test_a_malformed_scope_is_refused(fields: object, match: str) -> None:
    with pytest.raises(ConfigurationError, match=match):
        TenantScope.from_mapping(fields, policies=POLICIES, where="key metadata")


# -- the request asks for stakes, nothing more --------------------------------------------------
def test_a_request_may_raise_its_stakes() -> None:
    rules = resolve_tenant(scope(stakes_floor="medium"), None, DEFAULT)
    plan = TenantPolicy(rules).plan(call("high", "Is tea or coffee better?"))
    assert (plan.stakes, plan.rule) == ("high", "explicit")


def test_low_stakes_under_a_tenant_rule_that_says_critical_stays_critical() -> None:
    rules = resolve_tenant(scope(tenant="acme", policy="strict", stakes_floor="low"), None, DEFAULT)
    plan = TenantPolicy(rules).plan(call("low"))
    assert (plan.stakes, plan.rule) == ("critical", "safety")


def test_low_stakes_under_a_tenant_floor_of_critical_stays_critical() -> None:
    rules = resolve_tenant(scope(tenant="acme", policy="loose"), scope(stakes_floor="critical"), DEFAULT)
    plan = TenantPolicy(rules).plan(call("low", "Is tea or coffee better?"))
    assert (plan.stakes, plan.rule) == ("critical", FLOOR_RULE)
    assert dict(plan.overrides) == STRICT.level("critical").certificate.overrides()


def test_a_policy_that_lets_callers_lower_is_still_held_by_the_floor() -> None:
    rules = resolve_tenant(scope(policy="lenient", stakes_floor="high"), None, DEFAULT)
    assert TenantPolicy(rules).plan(call("low")).stakes == "high"


def test_stakes_above_the_ceiling_are_refused_not_lowered() -> None:
    rules = resolve_tenant(scope(tenant="acme", stakes_ceiling="medium"), None, DEFAULT)
    with pytest.raises(ConfigurationError, match="above the ceiling 'medium' of tenant 'acme'"):
        TenantPolicy(rules).plan(call("critical", "Is tea or coffee better?"))
    with pytest.raises(ConfigurationError, match="unknown stakes level"):
        rules.check_stakes("extreme")


def test_the_ceiling_bounds_the_request_never_the_rules() -> None:
    rules = resolve_tenant(scope(policy="strict", stakes_ceiling="medium"), None, DEFAULT)
    assert TenantPolicy(rules).plan(call()).stakes == "critical"  # the safety rule, above the ceiling


# -- the LiteLLM precedence bugs --------------------------------------------------------------------
@pytest.mark.parametrize("empty", [None, "", [], {}])
def test_41431_an_empty_team_value_erases_nothing_the_key_set(empty: object) -> None:
    """#41431: the team's empty ``opted_out_global_guardrails`` overwrote its key's opt-out."""
    team = scope(tenant=empty, policy=empty, stakes_floor=empty, stakes_ceiling=empty, rpm=empty, tpm=empty)
    rules = resolve_tenant(scope(tenant="k", policy="strict", stakes_floor="high", rpm=10), team, DEFAULT)
    assert (rules.tenant, rules.policy, rules.stakes_floor, rules.rpm) == ("k", STRICT, "high", 10)


def test_28512_the_keys_policy_is_not_overruled_by_its_teams() -> None:
    """#28512: a key's own setting was overruled by its team's."""
    rules = resolve_tenant(scope(policy="lenient"), scope(policy="strict"), DEFAULT)
    assert rules.policy is LENIENT


def test_29173_a_key_cannot_loosen_its_teams_floor() -> None:
    """PR #29173: a key's default ``false`` shadowed the team's kill-switch. A key's lower floor,
    or its own (looser) policy, leaves the team's floor in force."""
    rules = resolve_tenant(scope(policy="lenient", stakes_floor="low"), scope(stakes_floor="critical"), DEFAULT)
    assert rules.stakes_floor == "critical"
    assert TenantPolicy(rules).plan(call("low", "Is tea or coffee better?")).stakes == "critical"


def test_a_teams_ceiling_bounds_what_its_keys_may_ask() -> None:
    rules = resolve_tenant(scope(stakes_ceiling="critical"), scope(stakes_ceiling="medium"), DEFAULT)
    with pytest.raises(ConfigurationError, match="above the ceiling"):
        rules.check_stakes("high")


# -- through the Guard ---------------------------------------------------------------------------
def test_the_guard_decides_at_the_tenants_floor() -> None:
    rules = resolve_tenant(scope(tenant="acme", policy="loose", stakes_floor="critical"), None, DEFAULT)
    guard = Guard(ScriptedModel("train", position_bias="first"), generator="lexical",
                  policy=rules.guard_policy())
    result = guard.check("Is a train or a motorcycle better for commuting?", stakes="low")
    assert result.decision is not None
    assert (result.decision.stakes, result.decision.rule, result.action) == ("critical", FLOOR_RULE, "block")


def test_without_bounds_the_tenants_policy_is_used_as_it_is() -> None:
    assert resolve_tenant(scope(policy="strict"), None, DEFAULT).guard_policy() is STRICT
    assert resolve_tenant(None, None, TenantScope()).guard_policy() is None
