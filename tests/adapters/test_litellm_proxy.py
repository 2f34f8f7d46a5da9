"""The LiteLLM Proxy guardrail, driven with real litellm request and response objects."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from litellm.integrations.custom_guardrail import CustomGuardrail

from warrantguard import Guard
from warrantguard.adapters.litellm_proxy import RouterModel, WarrantGuardrail
from warrantguard.guard import ChatRequest
from warrantguard.testing import ScriptedModel

from .conformance import QUESTION
from .runners import MODEL, drive_guardrail


def data(**extra: Any) -> dict[str, Any]:
    return {"model": MODEL, "messages": [{"role": "user", "content": QUESTION}], "litellm_call_id": "c1", **extra}


def test_no_apply_guardrail_so_native_hooks_run() -> None:
    assert "apply_guardrail" not in WarrantGuardrail.__dict__
    assert not WarrantGuardrail.uses_apply_guardrail_interface()
    assert issubclass(WarrantGuardrail, CustomGuardrail)


def test_not_run_unless_default_on_or_requested() -> None:
    guardrail = WarrantGuardrail(Guard(ScriptedModel("train"), generator="lexical"), guardrail_name="warrant")
    result = asyncio.run(drive_guardrail(guardrail, data(), "train"))
    assert result.payload == {} and result.content == "train"
    requested = asyncio.run(drive_guardrail(guardrail, data(guardrails=["warrant"]), "train"))
    assert requested.payload["tier"] == "Strong Warrant"


def test_policy_file_review_queue_and_default_stakes(tmp_path: Any) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("version: 1\ndefault: low\n")
    scripted = ScriptedModel("train", reversals={"journey": "motorcycle"})
    guardrail = WarrantGuardrail(guardrail_name="warrant", default_on=True, policy=str(policy),
                                 review_queue=str(tmp_path / "reviews.db"), stakes="high",
                                 guard_factory=lambda model, params: Guard(scripted, generator="lexical",
                                                                           policy=guardrail.policy,
                                                                           review_queue=guardrail.review_queue))
    result = asyncio.run(drive_guardrail(guardrail, data(), "train"))
    assert result.status == "guardrail_intervened" and result.payload["decision"]["stakes"] == "high"
    assert result.payload["review_id"] and guardrail.review_queue.get(result.payload["review_id"])


def test_router_model_sends_probes_through_the_router() -> None:
    class Router:
        def __init__(self) -> None:
            self.calls: list[dict[str, Any]] = []

        async def acompletion(self, **kwargs: Any) -> Any:
            self.calls.append(kwargs)
            import litellm

            return await litellm.acompletion(model=MODEL, messages=kwargs["messages"], mock_response="train")

    router = Router()
    request = ChatRequest(messages=({"role": "user", "content": "hi"},), temperature=1.0, samples=2, max_tokens=8)
    response = asyncio.run(RouterModel("my-group", router).complete(request))
    assert response.texts == ["train", "train"]
    assert [c["model"] for c in router.calls] == ["my-group"] * 2 and router.calls[0]["temperature"] == 1.0


@pytest.mark.parametrize("where", ["metadata", "litellm_metadata", "top"])
def test_opt_in_locations(where: str) -> None:
    guardrail = WarrantGuardrail(Guard(ScriptedModel("tram"), generator="lexical"), default_on=True)
    opt = {"options": ["ride", "tram"]}
    extra = {"warrant": opt} if where == "top" else {where: {"warrant": opt}}
    body = {"model": MODEL, "messages": [{"role": "user", "content": "How should I commute?"}], **extra}
    assert asyncio.run(drive_guardrail(guardrail, body, "tram")).payload["recommendation"] == "tram"


def test_streaming_hook_overrides_the_default_and_passes_other_streams_through() -> None:
    import litellm

    from .runners import proxy_auth

    assert "async_post_call_streaming_iterator_hook" in WarrantGuardrail.__dict__  # the proxy's override check
    guardrail = WarrantGuardrail(Guard(ScriptedModel("train"), generator="lexical"), guardrail_name="warrant",
                                 default_on=True)

    async def replay(question: str) -> tuple[list[Any], dict[str, Any]]:
        request = data(messages=[{"role": "user", "content": question}])
        stream = await litellm.acompletion(model=MODEL, messages=request["messages"], mock_response="Paris, then.",
                                           stream=True)
        return [c async for c in guardrail.async_post_call_streaming_iterator_hook(proxy_auth(), stream, request)], \
            request

    chunks, request = asyncio.run(replay("What is the capital of France?"))
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "Paris, then."
    assert not hasattr(chunks[-1], "warrant") and "_warrantguard_payload" not in request
