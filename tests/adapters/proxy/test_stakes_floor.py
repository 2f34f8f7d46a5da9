"""Through the proxy: a client's ``x-warrant-stakes`` may raise the stakes a rule assigns, never lower them."""

from __future__ import annotations

from collections.abc import Callable

import httpx

from warrantguard.policies import StakesPolicy, StakesRule
from warrantguard.testing import ScriptedModel

from .conftest import KEY, pairwise, scripted_guard

SAFETY = StakesRule(name="safety", stakes="critical", keywords=["safer"])


def proxy(make_proxy: Callable[..., str], policy: StakesPolicy) -> str:
    """A proxy whose certifying model always names the first listed option (No Warrant)."""
    model = ScriptedModel("train", position_bias="first")
    return make_proxy(guard_factory=lambda focal: scripted_guard(model, policy=policy))


def ask(url: str, stakes: str) -> httpx.Response:
    headers = {"authorization": f"Bearer {KEY}", "x-warrant-stakes": stakes}
    return httpx.post(url + "/chat/completions", json={"model": "m", "messages": pairwise()}, headers=headers,
                      timeout=30)


def test_low_stakes_header_cannot_turn_a_rule_block_into_an_annotation(make_proxy: Callable[..., str]) -> None:
    response = ask(proxy(make_proxy, StakesPolicy(rules=[SAFETY])), "low")
    assert response.status_code == 200 and response.headers["x-warrant-action"] == "block"
    data = response.json()
    assert data["warrant"]["decision"]["stakes"] == "critical" and data["warrant"]["decision"]["rule"] == "safety"
    assert "I recommend" not in data["choices"][0]["message"]["content"]


def test_a_policy_that_lets_callers_lower_keeps_the_header(make_proxy: Callable[..., str]) -> None:
    response = ask(proxy(make_proxy, StakesPolicy(rules=[SAFETY], caller_may_lower=True)), "low")
    assert response.headers["x-warrant-action"] == "annotate"
    assert response.json()["choices"][0]["message"]["content"] == "I recommend train."
