"""The LiteLLM guardrail picks the tenant's policy from the key's and team's metadata (issue 23,
item 4), read from the authenticated ``UserAPIKeyAuth`` the proxy passes to the hooks, never from
the caller's request, with the precedence of ``warrantguard.policies.resolve_tenant`` (tested
against LiteLLM #28512, #41431 and the caller-metadata forgery of PR #25832)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import litellm
import pytest
from fastapi import HTTPException
from litellm.proxy._types import UserAPIKeyAuth

from warrantguard import Guard
from warrantguard.adapters.litellm_proxy import METADATA_KEY, WarrantGuardrail
from warrantguard.testing import ScriptedModel

MODEL = "openai/gpt-4o-mini"
QUESTION = "Is a train or a motorcycle better for commuting?"


@pytest.fixture
def guardrail(tmp_path: Path) -> WarrantGuardrail:
    """A default-on guardrail whose model names the first listed option (No Warrant), default policy
    at low stakes, with two named policies a key's or team's metadata may select."""
    (tmp_path / "loose.yaml").write_text("default: low\n")
    (tmp_path / "strict.yaml").write_text("default: critical\n")
    model = ScriptedModel("train", position_bias="first")
    return WarrantGuardrail(guardrail_name="warrant", default_on=True, policy=str(tmp_path / "loose.yaml"),
                            policies={"loose": str(tmp_path / "loose.yaml"), "strict": str(tmp_path / "strict.yaml")},
                            guard_factory=lambda model_name, params: Guard(model, generator="lexical"))


def auth(key: dict[str, Any] | None = None, team: dict[str, Any] | None = None, **extra: Any) -> UserAPIKeyAuth:
    """The proxy's ``UserAPIKeyAuth`` for a key (and team) carrying ``warrantguard`` metadata."""
    return UserAPIKeyAuth(api_key="sk-tenant-test", metadata={METADATA_KEY: key} if key is not None else {},
                          team_metadata={METADATA_KEY: team} if team is not None else None, **extra)


def run(guardrail: WarrantGuardrail, who: UserAPIKeyAuth, stakes: str | None = None,
        metadata: dict[str, Any] | None = None) -> dict[str, Any]:
    """The warrant the guardrail attaches (or the refusal: ``{"error": status, "detail": ...}``)."""
    meta = dict(metadata or {})
    if stakes:
        meta["warrant"] = {"stakes": stakes}
    data = {"model": MODEL, "messages": [{"role": "user", "content": QUESTION}], "litellm_call_id": "c1",
            "metadata": meta}

    async def go() -> dict[str, Any]:
        response = await litellm.acompletion(model=MODEL, messages=data["messages"], mock_response="The train.")
        try:
            out = await guardrail.async_post_call_success_hook(data, who, response)
        except HTTPException as exc:
            return {"error": exc.status_code, "detail": exc.detail, **data.get("_warrantguard_payload", {})}
        return dict(out.warrant)

    return asyncio.run(go())


def test_without_metadata_the_guardrails_own_policy_applies(guardrail: WarrantGuardrail) -> None:
    warrant = run(guardrail, auth())
    assert (warrant["decision"]["stakes"], warrant["decision"]["action"]) == ("low", "annotate")


def test_a_teams_floor_holds_a_request_asking_for_low_stakes(guardrail: WarrantGuardrail) -> None:
    warrant = run(guardrail, auth(team={"stakes_floor": "critical"}, team_id="team-a"), stakes="low")
    assert warrant["error"] == 400  # blocked: critical stakes, No Warrant
    assert (warrant["decision"]["stakes"], warrant["decision"]["rule"]) == ("critical", "tenant_floor")


def test_28512_the_keys_policy_wins_over_its_teams(guardrail: WarrantGuardrail) -> None:
    warrant = run(guardrail, auth(key={"policy": "loose"}, team={"policy": "strict"}, team_id="team-a"))
    assert warrant["decision"]["stakes"] == "low"
    assert run(guardrail, auth(team={"policy": "strict"}, team_id="team-a"))["decision"]["stakes"] == "critical"


@pytest.mark.parametrize("empty", [None, "", {}])
def test_41431_an_empty_team_entry_erases_nothing_the_key_set(guardrail: WarrantGuardrail, empty: Any) -> None:
    team = {"policy": empty, "stakes_floor": empty} if empty != {} else {}
    warrant = run(guardrail, auth(key={"policy": "strict"}, team=team, team_id="team-a"))
    assert warrant["decision"]["stakes"] == "critical"


def test_the_callers_own_metadata_cannot_pick_the_rules(guardrail: WarrantGuardrail) -> None:
    loose = {METADATA_KEY: {"policy": "loose", "stakes_floor": "low"}}
    forged = {"user_api_key_metadata": loose, "user_api_key_team_metadata": loose, **loose}
    warrant = run(guardrail, auth(team={"policy": "strict"}, team_id="team-a"), metadata=forged)
    assert warrant["decision"]["stakes"] == "critical" and warrant["error"] == 400
    floor = run(guardrail, auth(key={"stakes_floor": "high"}), stakes="low", metadata=forged)
    assert floor["decision"]["stakes"] == "high"


def test_stakes_above_the_ceiling_are_refused_not_certified(guardrail: WarrantGuardrail) -> None:
    warrant = run(guardrail, auth(key={"stakes_ceiling": "medium"}), stakes="critical")
    assert warrant["error"] == 400 and "above the ceiling 'medium'" in warrant["detail"]["error"]
    assert warrant.get("status") is None  # nothing was certified


@pytest.mark.parametrize("key, message", [
    ({"policy": "gold"}, "the key's metadata.warrantguard.policy: unknown policy 'gold'"),
    ({"rpm": 10}, "LiteLLM enforces rate limits itself"),
    ({"stakes_floor": "extreme"}, "not a level"),
    ({"plan": "x"}, "unknown field 'plan'"),
])
def test_malformed_metadata_refuses_the_request(guardrail: WarrantGuardrail, key: dict[str, Any],
                                                message: str) -> None:
    warrant = run(guardrail, auth(key=key))
    assert warrant["error"] == 400 and message in warrant["detail"]["error"]


def test_the_team_is_the_tenant_unless_named(guardrail: WarrantGuardrail) -> None:
    from warrantguard.adapters.litellm_proxy._tenants import tenant_rules

    policies = guardrail.policies
    assert tenant_rules(auth(team_id="t-1", team_alias="Ops"), policies, None).tenant == "Ops"
    assert tenant_rules(auth(key={"tenant": "acme"}, team_id="t-1"), policies, None).tenant == "acme"
    assert tenant_rules(None, policies, None).tenant == "default"
