"""``WarrantCapability``: the final answer certified once, streamed without leaks, a block raised the
pydantic-ai way."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from pydantic_ai import Agent, ModelRetry
from pydantic_ai.exceptions import ContentFilterError
from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.models.test import TestModel

from warrantguard import Hook, WarrantBlocked
from warrantguard.adapters.pydantic_ai import WarrantCapability, WarrantOutputBlocked
from warrantguard.policies import StakesPolicy

from ..conformance import QUESTION, SCENARIOS
from .runners import answering

REVIEW = next(s for s in SCENARIOS if s.name == "none-review")
BLOCK = next(s for s in SCENARIOS if s.name == "conditional-block")
ALLOW = next(s for s in SCENARIOS if s.name == "strong-allow")
WITHHELD = [s for s in SCENARIOS if s.action in ("review", "block") and s.tier is not None]
SECRET = "the train, said the model, is safer"


class Counted(Hook):
    """Counts the certificates a guard forms."""

    def __init__(self) -> None:
        self.formed = 0

    def certificate_finished(self, run_id: str, certificate: Any, start: float, end: float) -> None:
        self.formed += 1


def _stream(agent: Agent[Any, Any], prompt: str) -> tuple[list[str], BaseException | None]:
    deltas: list[str] = []

    async def consume() -> None:
        async with agent.run_stream(prompt) as stream:
            async for delta in stream.stream_text(delta=True):
                deltas.append(delta)

    try:
        asyncio.run(consume())
    except Exception as exc:  # what the consumer sees
        return deltas, exc
    return deltas, None


@pytest.mark.parametrize("scenario", WITHHELD, ids=lambda s: s.name)
def test_no_delta_of_a_withheld_answer_is_streamed(scenario: Any) -> None:
    agent = Agent(answering(SECRET), capabilities=[WarrantCapability(scenario.guard(), stakes=scenario.stakes)])
    deltas, error = _stream(agent, scenario.prompt)
    assert not any(word in "".join(deltas) for word in ("said", "SECRET", "safer"))
    if scenario.action == "block":
        assert isinstance(error, WarrantOutputBlocked) and deltas == []
    else:
        assert error is None and "withheld" in "".join(deltas)


def test_pydantic_ais_own_validators_would_have_leaked_it() -> None:
    """The control: an output validator rejecting the answer runs after ``stream_text(delta=True)`` gave it out."""
    agent = Agent(answering(SECRET), retries=0)

    @agent.output_validator
    def refuse(output: str) -> str:
        raise ModelRetry("withheld")

    deltas, error = _stream(agent, QUESTION)
    assert error is not None and "said" in "".join(deltas)


def test_an_allowed_answer_streams_whole_and_is_certified_once() -> None:
    counted = Counted()
    guard = ALLOW.guard()
    guard.add_hook(counted)
    agent = Agent(answering(SECRET), capabilities=[WarrantCapability(guard, stakes="medium")])
    deltas, error = _stream(agent, QUESTION)
    assert error is None and "".join(deltas) == SECRET and counted.formed == 1  # partial outputs: never


def test_the_warrant_rides_on_the_response_metadata() -> None:
    agent = Agent(TestModel(custom_output_text="train"),
                  capabilities=[WarrantCapability(ALLOW.guard(), stakes="medium")])
    result = agent.run_sync(QUESTION)
    assert result.output == "train" and result.response.metadata["warrant"]["tier"] == "Strong Warrant"


def test_a_withheld_answer_becomes_the_notice() -> None:
    agent = Agent(answering("train"), capabilities=[WarrantCapability(REVIEW.guard(), stakes="high")])
    result = agent.run_sync(QUESTION)
    assert "withheld" in result.output and result.response.metadata["warrant"]["decision"]["action"] == "review"
    assert all(getattr(p, "content", None) != "train" for m in result.all_messages() for p in m.parts)


def test_a_block_raises_pydantic_ais_content_filter_error() -> None:
    agent = Agent(answering("train"), capabilities=[WarrantCapability(BLOCK.guard(), stakes="critical")])
    with pytest.raises(ContentFilterError) as caught:
        agent.run_sync(QUESTION)
    assert isinstance(caught.value, WarrantBlocked) and caught.value.decision.action == "block"
    assert caught.value.certificate.warrant.label == "Conditional Warrant"


def test_probes_go_to_the_runs_own_model_without_a_guard() -> None:
    focal = ALLOW.model()
    calls: list[Any] = []

    def respond(messages: list[Any], info: AgentInfo) -> ModelResponse:
        chat = [{"role": "assistant" if isinstance(m, ModelResponse) else "user",
                 "content": "".join(p.content for p in m.parts if isinstance(getattr(p, "content", None), str))}
                for m in messages]
        calls.append(chat)
        temperature = (info.model_settings or {}).get("temperature", 0.0)
        return ModelResponse(parts=[TextPart(focal(chat, temperature=temperature))])

    agent = Agent(FunctionModel(respond), capabilities=[WarrantCapability(policy=StakesPolicy(), stakes="medium")])
    result = agent.run_sync(QUESTION)
    assert result.response.metadata["warrant"]["tier"] == "Strong Warrant" and len(calls) > 10


def test_the_certificate_starts_while_the_model_answers() -> None:
    """The model answers only once a probe was asked: without the early start this waits (bounded: 30 s)."""
    probed = asyncio.Event()
    focal = REVIEW.model()

    class Watched:
        name = "watched"

        async def complete(self, request: Any) -> Any:
            from warrantguard.guard import ChatResponse

            probed.set()
            return ChatResponse(texts=[focal([dict(m) for m in request.messages], temperature=request.temperature)
                                       for _ in range(request.samples)])

    async def answer(messages: list[Any], info: AgentInfo) -> ModelResponse:
        await asyncio.wait_for(probed.wait(), timeout=30)
        return ModelResponse(parts=[TextPart("train")])

    agent = Agent(FunctionModel(answer), capabilities=[WarrantCapability(REVIEW.guard(Watched()), stakes="high")])
    assert "withheld" in agent.run_sync(QUESTION).output


def test_a_tool_call_turn_passes_and_the_final_answer_is_certified() -> None:
    counted = Counted()
    guard = REVIEW.guard()
    guard.add_hook(counted)

    def respond(messages: list[Any], info: AgentInfo) -> ModelResponse:
        if len(messages) == 1:
            return ModelResponse(parts=[ToolCallPart("lookup", {"topic": "safety"}, tool_call_id="t1")])
        return ModelResponse(parts=[TextPart("train")])

    agent = Agent(FunctionModel(respond), capabilities=[WarrantCapability(guard, stakes="high")])

    @agent.tool_plain
    def lookup(topic: str) -> str:
        """Look up statistics."""
        return "trains are safer"

    result = agent.run_sync(QUESTION)
    assert "withheld" in result.output and counted.formed == 1
