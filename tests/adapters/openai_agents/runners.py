"""Conformance runners for the OpenAI Agents SDK adapter, on the SDK's own ``agents.testing.ScriptedModel``.

The agent's scripted model gives the scenario's answer; ``scenario.guard()`` answers the probes.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path
from typing import Any

from agents import Agent, OutputGuardrailTripwireTriggered, Runner, function_tool, set_tracing_disabled
from agents.testing import ModelStep, ScriptedModel, assistant_message, function_call

from warrantguard.adapters.openai_agents import certified_stream, warrant_needs_approval, warrant_output_guardrail
from warrantguard.policies import ReviewQueue

from ..conformance import RunResult, Scenario

set_tracing_disabled(True)

__all__ = [
    "AGENTS_RUNNERS",
    "NeedsApprovalRunner",
    "OutputGuardrailRunner",
    "StreamedOutputGuardrailRunner",
    "text_deltas",
]


def _agent(scenario: Scenario) -> tuple[Agent[Any], Any]:
    guardrail = warrant_output_guardrail(scenario.guard(), stakes=scenario.stakes)
    agent = Agent(name="advisor", model=ScriptedModel([[assistant_message(scenario.answer)]]),
                  input_guardrails=[guardrail.input_guardrail], output_guardrails=[guardrail])
    return agent, guardrail


def _tripped(exc: OutputGuardrailTripwireTriggered) -> RunResult:
    payload = dict(exc.guardrail_result.output.output_info)
    return RunResult(str(payload["status"]), payload, None)


class OutputGuardrailRunner:
    """``Runner.run`` with the output guardrail (and its early start): a withheld answer trips it."""

    name = "openai-agents-guardrail"

    def run(self, scenario: Scenario) -> RunResult:
        agent, _ = _agent(scenario)
        try:
            result = asyncio.run(Runner.run(agent, scenario.prompt))
        except OutputGuardrailTripwireTriggered as exc:
            return _tripped(exc)
        payload = dict(result.output_guardrail_results[0].output.output_info)
        return RunResult(str(payload["status"]), payload, result.final_output)


def text_deltas(events: list[Any]) -> list[str]:
    """The text deltas among streamed events (what a consumer shows)."""
    return [e.data.delta for e in events if e.type == "raw_response_event"
            and getattr(e.data, "type", None) == "response.output_text.delta"]


class StreamedOutputGuardrailRunner:
    """``Runner.run_streamed`` through ``certified_stream``: the content is every text delta the consumer
    received; a tripped run delivered none."""

    name = "openai-agents-guardrail-stream"

    def run(self, scenario: Scenario) -> RunResult:
        agent, _ = _agent(scenario)
        events: list[Any] = []

        async def consume() -> Any:
            result = Runner.run_streamed(agent, scenario.prompt)
            async for event in certified_stream(result):
                events.append(event)
            return result

        try:
            result = asyncio.run(consume())
        except OutputGuardrailTripwireTriggered as exc:
            assert text_deltas(events) == []  # nothing of the withheld answer reached the consumer
            return _tripped(exc)
        payload = dict(result.output_guardrail_results[0].output.output_info)
        streamed = "".join(text_deltas(events))
        assert streamed == result.final_output
        return RunResult(str(payload["status"]), payload, streamed)


def echo_tool_output(call: Any) -> Any:
    """A scripted model turn answering with the last tool output it was given."""
    outputs = [i for i in call.input if isinstance(i, dict) and i.get("type") == "function_call_output"]
    return [assistant_message(str(outputs[-1]["output"]))]


class NeedsApprovalRunner:
    """A tool ``act(choice)`` with ``needs_approval=warrant_needs_approval(...)``, the model calling it with
    the scenario's answer: a review pauses the run (the caller receives the notice), a block rejects the
    call with the notice, which the model relays; otherwise the tool runs."""

    name = "openai-agents-needs-approval"

    def run(self, scenario: Scenario) -> RunResult:
        folder = Path(tempfile.mkdtemp(prefix="wg-agents-"))
        queue = ReviewQueue(folder / "review.sqlite3")
        approval = warrant_needs_approval(scenario.guard(), review_queue=queue, stakes=scenario.stakes,
                                          recommendation="choice")

        @function_tool(needs_approval=approval)
        def act(choice: str) -> str:
            """Act on the recommended option."""
            return choice

        model = ScriptedModel([[function_call("act", {"choice": scenario.answer}, call_id="call_1")],
                               ModelStep.respond(echo_tool_output)])
        agent = Agent(name="advisor", model=model, tools=[act])
        try:
            result = asyncio.run(approval.run(agent, scenario.prompt))
            queued = queue.list()
        finally:
            queue.close()
        outcome = approval.outcome("call_1")
        assert outcome is not None
        assert bool(result.interruptions) == bool(queued) == (scenario.action == "review")
        if result.interruptions:  # paused for review: the caller has the notice, the item holds the run
            assert queued[0].continuation is not None and queued[0].continuation["call_id"] == "call_1"
            return RunResult(outcome.status, outcome.payload, outcome.content)
        return RunResult(outcome.status, outcome.payload, result.final_output)


AGENTS_RUNNERS = [OutputGuardrailRunner(), StreamedOutputGuardrailRunner(), NeedsApprovalRunner()]
