"""The litellm binding, offline through litellm's own ``mock_response``."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from warrantguard import Guard, TierStatus
from warrantguard.guard import ChatRequest
from warrantguard.models import LiteLLMModel
from warrantguard.models._litellm import _cost as litellm_cost

Q = "Which is safer to travel by, motorcycle or train?"


def test_samples_use_the_providers_n_parameter():
    model = LiteLLMModel("openai/gpt-4o-mini", mock_response="train")
    assert model.capabilities.samples
    request = ChatRequest(messages=({"role": "user", "content": Q},), temperature=1.0, samples=3)
    response = asyncio.run(model.complete(request))
    assert response.texts == ["train"] * 3
    assert response.prompt_tokens > 0 and response.cost >= 0


def test_certificate_through_litellm_counts_one_call_for_t0():
    guard = Guard("openai/gpt-4o-mini", generator="lexical", model_params={"mock_response": "train"},
                  confidence=False, belief=False, strategy="frugal")
    cert = guard.check(Q).certificate
    assert cert.recommendation == "train"
    assert cert.tiers[0].probes == 10 and cert.tiers[0].status is TierStatus.PASSED
    # a constant "train" fails the valence inversion: T1 fixes No Warrant, T2–T3 never start
    assert cert.tiers[1].status is TierStatus.FAILED and cert.tiers[2].status is TierStatus.SKIPPED
    assert cert.usage.calls == 1 + 1 + len(cert.tiers[1].results)  # reference, one n=10 call for T0, T1
    assert cert.usage.cost > 0  # priced from litellm's local cost map


def test_off_format_constant_answer_is_retried_then_invalid():
    guard = Guard("openai/gpt-4o-mini", generator="lexical", model_params={"mock_response": "train"},
                  t2_probes=1, t3_probes=1, t1_paraphrases=0, t0_samples=1, answer_retries=2,
                  exhaustive=True)  # every T1 probe answered: the count does not hang on cancellation timing
    cert = guard.check(Q).certificate
    assert cert.confidence is None and cert.belief is None  # "train" is not a number, even after reminders
    assert cert.usage.calls == 1 + 1 + 3 + 2 + 3 + 3


def test_cost_budget_uses_litellms_price_table():
    from warrantguard import Budget

    guard = Guard("openai/gpt-4o-mini", generator="lexical", model_params={"mock_response": "train"},
                  confidence=False, belief=False, strategy="frugal", budget=Budget(max_cost=1e-5))
    cert = guard.check(Q).certificate
    assert not cert.complete and cert.usage.cost >= 1e-5
    assert any(t.status is TierStatus.UNASSESSED for t in cert.tiers)


def test_token_budget():
    from warrantguard import Budget
    from warrantguard.testing import ScriptedModel

    cert = Guard(ScriptedModel("train"), generator="lexical", budget=Budget(max_tokens=200),
                 strategy="frugal").check(Q).certificate
    assert not cert.complete and cert.usage.tokens >= 200


def test_the_cost_is_the_one_litellm_priced_the_call_at(monkeypatch: pytest.MonkeyPatch) -> None:
    """litellm prices every call as it answers (``_hidden_params["response_cost"]``); pricing it again
    after the fact costs a millisecond of CPU per probe, and for a model without a price litellm
    prints its provider list each time. So the call's own price is read, and nothing is priced twice."""
    import litellm

    def again(**_: object) -> float:
        raise AssertionError("priced twice")

    priced = asyncio.run(LiteLLMModel("openai/gpt-4o-mini", mock_response="train").complete(
        ChatRequest(messages=({"role": "user", "content": Q},))))
    monkeypatch.setattr(litellm, "completion_cost", again)
    request = ChatRequest(messages=({"role": "user", "content": Q},))
    known = asyncio.run(LiteLLMModel("openai/gpt-4o-mini", mock_response="train").complete(request))
    unpriced = asyncio.run(LiteLLMModel("openai/fake-model", mock_response="train").complete(request))
    assert known.cost == priced.cost > 0
    assert known.cost == known.raw._hidden_params["response_cost"]
    assert unpriced.cost == 0.0


def _cost(response: Any) -> float:
    import litellm

    return litellm_cost(litellm, response)


def litellm_response(text: str) -> Any:
    import litellm

    return litellm.completion(model="gpt-4o-mini", messages=[{"role": "user", "content": Q}], mock_response=text)


def test_a_response_litellm_did_not_price_is_priced_from_the_table() -> None:
    response = litellm_response("train")
    response._hidden_params.pop("response_cost", None)
    assert _cost(response) > 0
    response._hidden_params["response_cost"] = float("nan")  # never a cost that is not a finite amount
    assert _cost(response) == 0.0
    response._hidden_params["response_cost"] = -1.0
    assert _cost(response) == 0.0
