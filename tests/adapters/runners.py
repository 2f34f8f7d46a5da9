"""Conformance runners for the litellm drop-in, the LiteLLM Proxy guardrail and LangChain.

Each runner makes the real client call with the scenario's answer mocked
(``mock_response``, a fake chat model) and lets ``scenario.guard()`` answer the probes.
"""

from __future__ import annotations

import asyncio
from typing import Any

import litellm

from warrantguard import WarrantBlocked
from warrantguard.adapters._kernel import NOT_RUN, warrant_headers, warrant_payload
from warrantguard.adapters.litellm_dropin import acompletion, completion
from warrantguard.adapters.litellm_proxy import WarrantGuardrail
from warrantguard.adapters.litellm_proxy._report import content_free

from .conformance import Runner, RunResult, Scenario, blocked_result

MODEL = "openai/gpt-4o-mini"


def _call(scenario: Scenario) -> dict[str, Any]:
    return {"model": MODEL, "messages": [{"role": "user", "content": scenario.prompt}],
            "mock_response": scenario.answer, "warrant": scenario.warrant, "guard": scenario.guard()}


def _from_response(response: Any) -> RunResult:
    payload = dict(getattr(response, "warrant", None) or {})
    return RunResult(str(payload.get("status")), payload, response.choices[0].message.content)


class DropInRunner:
    """``warrantguard.completion`` around ``litellm.completion(mock_response=...)``."""

    name = "litellm-dropin"

    def run(self, scenario: Scenario) -> RunResult:
        return _from_response(completion(**_call(scenario)))


class AsyncDropInRunner:
    """``warrantguard.acompletion`` around ``litellm.acompletion(mock_response=...)``."""

    name = "litellm-dropin-async"

    def run(self, scenario: Scenario) -> RunResult:
        return _from_response(asyncio.run(acompletion(**_call(scenario))))


class StreamingDropInRunner:
    """``warrantguard.acompletion(stream=True)``: certified, then replayed chunk by chunk."""

    name = "litellm-dropin-stream"

    def run(self, scenario: Scenario) -> RunResult:
        async def consume() -> RunResult:
            stream = await acompletion(**_call(scenario), stream=True)
            chunks = [chunk async for chunk in stream]
            assert getattr(chunks[-1], "warrant", None) == stream.warrant
            return RunResult(str(stream.warrant.get("status")), dict(stream.warrant), stream_text(chunks))

        return asyncio.run(consume())


def proxy_auth() -> Any:
    """The ``UserAPIKeyAuth`` the proxy passes to hooks."""
    from litellm.proxy._types import UserAPIKeyAuth

    return UserAPIKeyAuth(api_key="sk-test")


async def drive_guardrail(guardrail: WarrantGuardrail, data: dict[str, Any], answer: str) -> RunResult:
    """Run the guardrail's hooks as the proxy does on a real litellm response."""
    from fastapi import HTTPException

    response = await litellm.acompletion(model=data["model"], messages=data["messages"], mock_response=answer)
    try:
        out = await guardrail.async_post_call_success_hook(data, proxy_auth(), response)
    except HTTPException as exc:
        assert exc.status_code == 400
        payload = data["_warrantguard_payload"]  # the full warrant stays server-side; the error is content-free
        assert exc.detail["warrant"] == content_free(payload)
        out = None
    else:
        payload = dict(getattr(out, "warrant", None) or {})
    headers = await guardrail.async_post_call_response_headers_hook(data, proxy_auth(), out)
    assert (headers or {}) == (warrant_headers(payload) if payload else {})
    content = None if out is None else out.choices[0].message.content
    return RunResult(str(payload.get("status")), payload, content)


class GuardrailHookRunner:
    """The LiteLLM Proxy guardrail's post-call hooks on real litellm objects."""

    name = "litellm-proxy-hook"

    def run(self, scenario: Scenario) -> RunResult:
        return asyncio.run(drive_guardrail(*_guardrail_call(scenario), scenario.answer))


def _guardrail_call(scenario: Scenario) -> tuple[WarrantGuardrail, dict[str, Any]]:
    """A default-on guardrail for the scenario and the request data the proxy would pass."""
    guardrail = WarrantGuardrail(scenario.guard(), guardrail_name="warrant", default_on=True)
    data = {"model": MODEL, "messages": [{"role": "user", "content": scenario.prompt}],
            "metadata": {"warrant": scenario.warrant}, "litellm_call_id": f"call-{scenario.name}"}
    return guardrail, data


def stream_text(chunks: list[Any]) -> str:
    """The text of litellm stream chunks."""
    return "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)


class StreamingGuardrailRunner:
    """The guardrail's streaming iterator hook on a real litellm stream, as the proxy drives it."""

    name = "litellm-proxy-stream"

    def run(self, scenario: Scenario) -> RunResult:
        from fastapi import HTTPException

        guardrail, data = _guardrail_call(scenario)

        async def consume() -> RunResult:
            stream = await litellm.acompletion(model=MODEL, messages=data["messages"], mock_response=scenario.answer,
                                               stream=True)
            sent: list[Any] = []
            try:
                async for chunk in guardrail.async_post_call_streaming_iterator_hook(proxy_auth(), stream, data):
                    sent.append(chunk)
            except HTTPException as exc:
                assert exc.status_code == 400 and not sent  # blocked before anything was sent
                payload = data["_warrantguard_payload"]
                assert exc.detail["warrant"] == content_free(payload)
                return RunResult(str(payload["status"]), payload, None)
            payload = dict(getattr(sent[-1], "warrant", None) or {})
            return RunResult(str(payload.get("status")), payload, stream_text(sent))

        return asyncio.run(consume())


class LangChainRunner:
    """``WarrantChatModel`` around langchain_core's ``GenericFakeChatModel``."""

    name = "langchain"

    def run(self, scenario: Scenario) -> RunResult:
        from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
        from langchain_core.messages import AIMessage, HumanMessage

        from warrantguard.adapters.langchain import WarrantChatModel

        inner = GenericFakeChatModel(messages=iter([AIMessage(content=scenario.answer)]))
        model = WarrantChatModel(inner=inner, guard=scenario.guard(), warrant=scenario.warrant)
        try:
            message = model.invoke([HumanMessage(scenario.prompt)])
        except WarrantBlocked as exc:
            return blocked_result(exc)
        payload = dict(message.response_metadata.get("warrant") or {})
        return RunResult(str(payload.get("status")), payload, message.text)


def _scripted_chat(scenario: Scenario) -> tuple[Any, Any]:
    """The scripted chat model answering from ``scenario.model()``, and ``scenario.guard()`` whose
    focal model is that chat model called through LangChain (the probes' path in the adapters)."""
    from warrantguard.adapters.langchain import LangChainModel
    from warrantguard.testing._langchain import ScriptedChatModel

    chat = ScriptedChatModel(responder=scenario.model())
    return chat, scenario.guard(LangChainModel(chat))


class StreamingLangChainRunner:
    """``WarrantChatModel.stream`` around the scripted chat model (probes through LangChain to the
    same model): certified, then replayed chunk by chunk; the warrant rides on exactly one chunk."""

    name = "langchain-stream"

    def run(self, scenario: Scenario) -> RunResult:
        from warrantguard.adapters.langchain import WarrantChatModel

        chat, guard = _scripted_chat(scenario)
        model = WarrantChatModel(inner=chat, guard=guard, warrant=scenario.warrant)
        chunks: list[Any] = []
        try:
            for chunk in model.stream(scenario.prompt):
                chunks.append(chunk)
        except WarrantBlocked as exc:
            assert not chunks  # blocked before anything was sent
            return blocked_result(exc)
        assert sum(1 for c in chunks if "warrant" in c.response_metadata) == 1
        payload = dict(next(c for c in chunks if "warrant" in c.response_metadata).response_metadata["warrant"])
        return RunResult(str(payload.get("status")), payload, "".join(c.text for c in chunks))


class LangChainMiddlewareRunner:
    """``create_agent(model, middleware=[WarrantMiddleware(...)])``: the agent's model (the scripted
    chat model) answers; the probes go through LangChain to the same model. The middleware does
    not run on a question that is not pairwise: no ``warrant`` is attached, reported as
    ``not_run``. With ``stream``, the agent runs with ``stream_mode="messages"`` and the content
    is what was streamed, which must be the final message (never a withheld answer)."""

    def __init__(self, stream: bool = False) -> None:
        self.stream = stream
        self.name = "langchain-middleware-stream" if stream else "langchain-middleware"

    def run(self, scenario: Scenario) -> RunResult:
        from langchain.agents import create_agent
        from langchain_core.messages import HumanMessage

        from warrantguard.adapters.langchain import WarrantMiddleware

        chat, guard = _scripted_chat(scenario)
        agent = create_agent(chat, [], middleware=[WarrantMiddleware(guard, stakes=scenario.stakes)])
        state = {"messages": [HumanMessage(scenario.prompt)]}
        streamed: list[str] = []
        try:
            final = self._stream(agent, state, streamed) if self.stream else agent.invoke(state)["messages"][-1]
        except WarrantBlocked as exc:
            assert not streamed  # blocked before anything was sent
            return blocked_result(exc)
        payload = dict(final.response_metadata.get("warrant") or {})
        if not payload:
            payload = warrant_payload(None, None, NOT_RUN, "not a pairwise question")
        content = "".join(streamed) if self.stream else final.text
        assert content == final.text
        return RunResult(str(payload.get("status")), payload, content)

    @staticmethod
    def _stream(agent: Any, state: dict[str, Any], streamed: list[str]) -> Any:
        from langchain_core.messages import AIMessage, AIMessageChunk

        final = None
        for mode, data in agent.stream(state, stream_mode=["messages", "values"]):
            if mode == "messages" and isinstance(data[0], (AIMessage, AIMessageChunk)):
                streamed.append(data[0].text)
            elif mode == "values":
                final = data["messages"][-1]
        return final


RUNNERS: list[Runner] = [DropInRunner(), AsyncDropInRunner(), StreamingDropInRunner(), GuardrailHookRunner(),
                         StreamingGuardrailRunner(), LangChainRunner(), StreamingLangChainRunner(),
                         LangChainMiddlewareRunner(), LangChainMiddlewareRunner(stream=True)]
