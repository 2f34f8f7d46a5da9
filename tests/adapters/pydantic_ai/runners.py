"""Conformance runners for the pydantic-ai adapter, on pydantic-ai's own ``FunctionModel``.

The agent's function model gives the scenario's answer; ``scenario.guard()`` answers the probes.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from pydantic_ai import Agent, DeferredToolRequests
from pydantic_ai.messages import ModelResponse, RetryPromptPart, TextPart, ToolCallPart, ToolReturnPart
from pydantic_ai.models.function import AgentInfo, DeltaToolCall, FunctionModel
from pydantic_ai.toolsets import FunctionToolset

from warrantguard.adapters._kernel import NOT_RUN, warrant_payload
from warrantguard.adapters.pydantic_ai import WarrantCapability, WarrantOutputBlocked, warrant_toolset
from warrantguard.policies import ReviewQueue

from ..conformance import RunResult, Scenario, blocked_result

__all__ = ["PYDANTIC_AI_RUNNERS", "answering", "relaying"]


def answering(text: str) -> FunctionModel:
    """A function model answering ``text``, whole or streamed word by word."""
    def whole(messages: list[Any], info: AgentInfo) -> ModelResponse:
        return ModelResponse(parts=[TextPart(text)])

    async def streamed(messages: list[Any], info: AgentInfo) -> AsyncIterator[str]:
        for i, word in enumerate(text.split(" ")):
            yield word if i == 0 else f" {word}"

    return FunctionModel(whole, stream_function=streamed)


def _payload(response: ModelResponse) -> dict[str, Any]:
    found = (response.metadata or {}).get("warrant")
    return dict(found) if found else warrant_payload(None, None, NOT_RUN, "not a pairwise question")


class CapabilityRunner:
    """``Agent(FunctionModel, capabilities=[WarrantCapability(...)])``, ``run`` or ``run_stream``."""

    def __init__(self, stream: bool = False) -> None:
        self.stream = stream
        self.name = "pydantic-ai-capability-stream" if stream else "pydantic-ai-capability"

    def run(self, scenario: Scenario) -> RunResult:
        agent = Agent(answering(scenario.answer),
                      capabilities=[WarrantCapability(scenario.guard(), stakes=scenario.stakes)])
        deltas: list[str] = []
        try:
            if self.stream:
                return asyncio.run(self._streamed(agent, scenario.prompt, deltas))
            result = agent.run_sync(scenario.prompt)
        except WarrantOutputBlocked as exc:
            assert deltas == []  # blocked before anything was streamed
            return blocked_result(exc)
        payload = _payload(result.response)
        return RunResult(str(payload["status"]), payload, result.output)

    @staticmethod
    async def _streamed(agent: Agent[Any, Any], prompt: str, deltas: list[str]) -> RunResult:
        async with agent.run_stream(prompt) as stream:
            async for delta in stream.stream_text(delta=True):
                deltas.append(delta)
            response = stream.response
        payload = _payload(response)
        return RunResult(str(payload["status"]), payload, "".join(deltas))


def relaying(choice: str) -> FunctionModel:
    """A function model calling ``act(choice)`` first, then relaying what the tool call gave back."""
    def respond(messages: list[Any], info: AgentInfo) -> ModelResponse:
        parts = list(messages[-1].parts)
        told = [p for p in parts if isinstance(p, ToolReturnPart | RetryPromptPart)]
        if not told:
            return ModelResponse(parts=[ToolCallPart("act", {"choice": choice}, tool_call_id="call_1")])
        last = told[-1]
        return ModelResponse(parts=[TextPart(str(last.content if isinstance(last, ToolReturnPart)
                                                 else last.model_response()))])

    async def streamed(messages: list[Any], info: AgentInfo) -> AsyncIterator[Any]:
        response = respond(messages, info)
        part = response.parts[0]
        if isinstance(part, ToolCallPart):
            yield {0: DeltaToolCall(name=part.tool_name, json_args=part.args_as_json_str(),
                                    tool_call_id=part.tool_call_id)}
        else:
            yield part.content

    return FunctionModel(respond, stream_function=streamed)


def tool_agent(scenario: Scenario, queue: ReviewQueue, ran: list[str] | None = None) -> tuple[Agent[Any, Any], Any]:
    """An agent whose tool ``act(choice)`` is certified by a ``WarrantToolset``; the toolset."""
    tools: FunctionToolset[Any] = FunctionToolset()

    @tools.tool_plain
    def act(choice: str) -> str:
        """Act on the recommended option."""
        if ran is not None:
            ran.append(choice)
        return choice

    toolset = warrant_toolset(tools, scenario.guard(), review_queue=queue, stakes=scenario.stakes,
                              recommendation="choice")
    agent = Agent(relaying(scenario.answer), toolsets=[toolset], output_type=[str, DeferredToolRequests])
    return agent, toolset


class ToolsetRunner:
    """A ``WarrantToolset`` around the tool ``act(choice)``, the model calling it with the scenario's
    answer: a review ends the run with ``DeferredToolRequests`` (the caller receives the notice), a
    block fails the call with the notice, which the model relays; otherwise the tool runs."""

    name = "pydantic-ai-toolset"

    def run(self, scenario: Scenario) -> RunResult:
        queue = ReviewQueue(Path(tempfile.mkdtemp(prefix="wg-pydantic-ai-")) / "review.sqlite3")
        agent, toolset = tool_agent(scenario, queue)
        try:
            result = agent.run_sync(scenario.prompt)
            queued = queue.list()
        finally:
            queue.close()
        outcome = toolset.warrants.outcome_of("call_1")
        if outcome is None:  # not a pairwise question: the call is not certified
            assert queued == [] and result.output == scenario.answer
            return RunResult(NOT_RUN, warrant_payload(None, None, NOT_RUN, "not a pairwise question"), result.output)
        # a review pauses the run (a failed certification's too), anything else does not
        assert isinstance(result.output, DeferredToolRequests) == (scenario.action == "review")
        if isinstance(result.output, DeferredToolRequests):
            meta = result.output.metadata["call_1"]
            assert meta["review_id"] == queued[0].id == meta["warrant"]["review_id"]
            return RunResult(str(meta["warrant"]["status"]), dict(meta["warrant"]), meta["notice"])
        assert queued == []
        return RunResult(outcome.status, outcome.payload, result.output)


PYDANTIC_AI_RUNNERS = [CapabilityRunner(), CapabilityRunner(stream=True), ToolsetRunner()]
