"""The LiteLLM Proxy guardrail, driven with real litellm request and response objects."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from litellm.integrations.custom_guardrail import CustomGuardrail
from litellm.types.guardrails import GuardrailEventHooks

from warrantguard import Guard, ProviderError, RetryPolicy
from warrantguard.adapters.litellm_proxy import RouterModel, WarrantGuardrail
from warrantguard.guard import ChatRequest
from warrantguard.testing import ScriptedModel

from ..conformance import QUESTION
from ..runners import MODEL, drive_guardrail


def data(**extra: Any) -> dict[str, Any]:
    return {"model": MODEL, "messages": [{"role": "user", "content": QUESTION}], "litellm_call_id": "c1", **extra}


def test_apply_guardrail_is_defined_and_chat_calls_keep_the_native_hooks() -> None:
    assert "apply_guardrail" in WarrantGuardrail.__dict__ and WarrantGuardrail.uses_apply_guardrail_interface()
    assert WarrantGuardrail.use_native_lifecycle_hooks is True  # the proxy's switch: chat calls use the hooks
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
    assert response.texts == ["train", "train"] and response.prompt_tokens > 0
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

    from ..runners import proxy_auth

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


def logged(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The StandardLoggingGuardrailInformation entries the guardrail added to the request data."""
    return list((data.get("metadata") or {}).get("standard_logging_guardrail_information") or [])


def low_policy_guardrail(scripted: ScriptedModel, **kw: Any) -> WarrantGuardrail:
    from warrantguard.policies import StakesPolicy

    return WarrantGuardrail(Guard(scripted, generator="lexical", policy=StakesPolicy()), guardrail_name="warrant",
                            default_on=True, **kw)


REVERSING = {"in bad weather": "motorcycle"}  # one narrower context reverses: Conditional Warrant


def test_every_run_records_its_guardrail_information_without_conversation_text() -> None:
    guardrail = low_policy_guardrail(ScriptedModel("train", reversals=REVERSING))
    body = data()
    assert asyncio.run(drive_guardrail(guardrail, body, "train")).payload["tier"] == "Conditional Warrant"
    (entry,) = logged(body)
    assert entry["guardrail_name"] == "warrant" and entry["guardrail_provider"] == "warrantguard"
    assert entry["guardrail_status"] == "success" and entry["guardrail_mode"] == "post_call"
    assert entry["duration"] >= 0 and entry["end_time"] >= entry["start_time"]
    masked = entry["guardrail_response"]
    assert masked["tier"] == "Conditional Warrant" and masked["reversals"] == 1
    assert "bad weather" not in repr(entry) and "motorcycle" not in repr(entry) and QUESTION not in repr(entry)
    other = data(messages=[{"role": "user", "content": "What is the capital of France?"}])
    asyncio.run(drive_guardrail(guardrail, other, "Paris."))
    assert [e["guardrail_status"] for e in logged(other)] == ["not_run"]
    off = data()
    asyncio.run(drive_guardrail(WarrantGuardrail(guardrail.guard, guardrail_name="warrant"), off, "train"))
    assert logged(off) == []  # not requested, not default-on: the guardrail did not run


def test_capture_content_lets_the_conversation_into_logs_and_errors() -> None:
    guardrail = low_policy_guardrail(ScriptedModel("train", reversals=REVERSING), capture_content=True)
    from fastapi import HTTPException

    body = data(metadata={"warrant": {"stakes": "critical"}})
    with pytest.raises(HTTPException) as info:
        asyncio.run(guardrail.async_post_call_success_hook(body, proxy_auth(), asyncio.run(litellm_response("train"))))
    assert logged(body)[0]["guardrail_status"] == "guardrail_intervened"
    assert "bad weather" in repr(logged(body)) and "bad weather" in repr(info.value.detail)


def test_a_block_is_a_400_without_conversation_text() -> None:
    from fastapi import HTTPException

    guardrail = low_policy_guardrail(ScriptedModel("train", reversals=REVERSING))
    body = data(metadata={"warrant": {"stakes": "critical"}})
    response = asyncio.run(litellm_response("train"))
    with pytest.raises(HTTPException) as info:
        asyncio.run(guardrail.async_post_call_success_hook(body, proxy_auth(), response))
    text = repr(info.value.detail) + str(info.value)
    assert info.value.status_code == 400 and "warrantguard blocked the recommendation" in text
    assert "Conditional Warrant below the Strong Warrant required at critical stakes" in text
    for word in ("weather", "motorcycle", "train", "travel", "safer"):
        assert word not in text, word
    assert logged(body)[0]["guardrail_status"] == "guardrail_intervened"


async def litellm_response(answer: str) -> Any:
    import litellm

    return await litellm.acompletion(model=MODEL, messages=[{"role": "user", "content": QUESTION}],
                                     mock_response=answer)


def proxy_auth() -> Any:
    from ..runners import proxy_auth as auth

    return auth()


@pytest.mark.parametrize("where", ["top", "metadata"])
def test_dynamic_guardrail_params_are_honoured(where: str) -> None:
    guardrail = WarrantGuardrail(Guard(ScriptedModel("train"), generator="lexical",
                                       policy=__import__("warrantguard.policies").policies.StakesPolicy()),
                                 guardrail_name="warrant")  # not default-on: the dict entry requests it
    dynamic = [{"warrant": {"extra_body": {"stakes": "high", "options": ["motorcycle", "train"]}}}]
    body = data(guardrails=dynamic) if where == "top" else data(metadata={"guardrails": dynamic})
    result = asyncio.run(drive_guardrail(guardrail, body, "train"))
    assert result.payload["decision"]["stakes"] == "high" and result.payload["recommendation"] == "train"


def test_dynamic_params_other_than_the_opt_in_are_refused() -> None:
    from fastapi import HTTPException

    guardrail = WarrantGuardrail(Guard(ScriptedModel("train"), generator="lexical"), guardrail_name="warrant")
    body = data(guardrails=[{"warrant": {"extra_body": {"api_base": "http://127.0.0.1:9"}}}])
    with pytest.raises(HTTPException) as info:
        asyncio.run(guardrail.async_post_call_success_hook(body, proxy_auth(), asyncio.run(litellm_response("train"))))
    assert info.value.status_code == 400 and "may not set 'api_base'" in str(info.value.detail)
    assert logged(body)[0]["guardrail_status"] == "not_run"


CLIENT_FIELDS = {"api_base": "http://127.0.0.1:9/v1", "base_url": "http://127.0.0.1:9/v1", "api_key": "sk-client",
                 "extra_headers": {"x-steal": "1"}, "extra_body": {"x": 1}, "custom_llm_provider": "openai",
                 "timeout": 1, "api_version": "2024-01-01"}


class RecordingRouter:
    """The proxy's router as the guardrail sees it: records every probe call."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    async def acompletion(self, **kwargs: Any) -> Any:
        import litellm

        self.calls.append(kwargs)
        return await litellm.acompletion(model=MODEL, messages=kwargs["messages"], mock_response="train")


def test_probes_inherit_nothing_from_the_client_and_are_charged_to_the_caller(monkeypatch: Any) -> None:
    from litellm.proxy._types import UserAPIKeyAuth

    from warrantguard.adapters import litellm_proxy
    from warrantguard.adapters._kernel._allowlist import ALLOWED_FIELDS
    from warrantguard.adapters.litellm_proxy._router import PROBE_MARKER

    router = RecordingRouter()
    monkeypatch.setattr(litellm_proxy, "proxy_router", lambda: router)
    guardrail = WarrantGuardrail(guardrail_name="warrant", default_on=True, settings={"generator": "lexical"})
    body = data(**CLIENT_FIELDS, metadata={"user_api_key_hash": "forged", **CLIENT_FIELDS})
    auth = UserAPIKeyAuth(api_key="hashed-key-of-the-caller", user_id="u1", team_id="t1")
    response = asyncio.run(litellm_response("train"))
    asyncio.run(guardrail.async_post_call_success_hook(body, auth, response))
    assert len(router.calls) >= 10
    for call in router.calls:
        assert set(call) <= ALLOWED_FIELDS and not set(call) & set(CLIENT_FIELDS)
        assert call["model"] == MODEL and "sk-client" not in repr(call) and "127.0.0.1:9" not in repr(call)
        meta = call["metadata"]
        assert meta["user_api_key_hash"] == meta["user_api_key"] == "hashed-key-of-the-caller"
        assert meta["user_api_key_user_id"] == "u1" and meta["user_api_key_team_id"] == "t1"
        assert meta[PROBE_MARKER] == "c1"


def test_apply_guardrail_certifies_the_text_against_the_question() -> None:
    scripted = ScriptedModel("train", reversals=REVERSING)
    guardrail = low_policy_guardrail(scripted, model="advisor")
    question = {"messages": [{"role": "user", "content": QUESTION}]}
    out = asyncio.run(guardrail.apply_guardrail({"texts": ["The train."]}, dict(question), "response"))
    assert out["texts"] == ["The train."]
    recorded: dict[str, Any] = dict(question, metadata={"warrant": {"stakes": "high"}})
    withheld = asyncio.run(guardrail.apply_guardrail({"texts": ["The train."]}, recorded, "response"))
    assert "withheld pending human review" in withheld["texts"][0]
    assert logged(recorded)[0]["guardrail_response"]["decision"]["action"] == "review"


@pytest.mark.parametrize(("inputs", "request_data", "input_type", "status", "words"), [
    ({"texts": ["The train."]}, {}, "response", 400, "needs the question"),
    ({"texts": [QUESTION]}, {"messages": [{"role": "user", "content": QUESTION}]}, "request", 400, "certifies answers"),
    ({"texts": ["a", "b"]}, {"messages": [{"role": "user", "content": QUESTION}]}, "response", 400, "exactly one"),
    ({"texts": ["Paris."]}, {"messages": [{"role": "user", "content": "Capital of France?"}]}, "response", 422,
     "nothing was certified (not_run)"),
])
def test_apply_guardrail_refuses_what_it_cannot_certify(inputs: Any, request_data: Any, input_type: Any,
                                                        status: int, words: str) -> None:
    from fastapi import HTTPException

    guardrail = low_policy_guardrail(ScriptedModel("train"), model="advisor")
    with pytest.raises(HTTPException) as info:
        asyncio.run(guardrail.apply_guardrail(inputs, dict(request_data), input_type))
    assert info.value.status_code == status and words in str(info.value.detail)


def test_apply_guardrail_needs_a_model_group_and_reports_a_provider_failure() -> None:
    from fastapi import HTTPException

    question = {"messages": [{"role": "user", "content": QUESTION}]}
    unset = WarrantGuardrail(guardrail_name="warrant", default_on=True)
    with pytest.raises(HTTPException) as info:
        asyncio.run(unset.apply_guardrail({"texts": ["train"]}, dict(question), "response"))
    assert "set 'model'" in str(info.value.detail)
    failing = WarrantGuardrail(Guard(FailingModel(), generator="lexical", retry=RetryPolicy(attempts=1)),
                               guardrail_name="warrant")
    with pytest.raises(HTTPException) as info:
        asyncio.run(failing.apply_guardrail({"texts": ["train"]}, dict(question), "response"))
    assert info.value.status_code == 503 and "guardrail_failed_to_respond" in str(info.value.detail)


class FailingModel:
    """A focal model whose provider is down."""

    name = "down"

    async def complete(self, request: ChatRequest) -> Any:
        raise ProviderError("the provider is down")


def test_the_config_model_describes_the_guardrail_for_the_ui() -> None:
    from litellm.types.proxy.guardrails.guardrail_hooks.base import GuardrailConfigModel

    model = WarrantGuardrail.get_config_model()
    assert model is not None and issubclass(model, GuardrailConfigModel)
    assert {"policy", "review_queue", "stakes", "model", "capture_content", "settings"} <= set(model.model_fields)
    assert model.ui_friendly_name() == "warrantguard reliance certificate"
    assert model.model_fields["capture_content"].default is False
    endpoints = pytest.importorskip("litellm.proxy.guardrails.guardrail_endpoints")
    fields = endpoints._get_fields_from_model(model)
    assert "stakes" in fields and "policy" in fields
    assert WarrantGuardrail.get_supported_event_hooks() == [GuardrailEventHooks.post_call]


def test_streamed_runs_are_recorded_too() -> None:
    import litellm

    guardrail = low_policy_guardrail(ScriptedModel("train"))
    body = data()

    async def consume() -> list[Any]:
        stream = await litellm.acompletion(model=MODEL, messages=body["messages"], mock_response="train", stream=True)
        return [c async for c in guardrail.async_post_call_streaming_iterator_hook(proxy_auth(), stream, body)]

    chunks = asyncio.run(consume())
    assert chunks[-1].warrant["tier"] == "Strong Warrant"
    assert [e["guardrail_status"] for e in logged(body)] == ["success"]
