"""Streamed runs: every delta the consumer receives is collected; a withheld answer's text is never among them."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from agents import Agent, OutputGuardrailTripwireTriggered, Runner, function_tool
from agents.testing import ScriptedModel, assistant_message, function_call

from warrantguard.adapters.openai_agents import certified_stream, warrant_output_guardrail

from ..conformance import SCENARIOS
from .runners import text_deltas

WITHHELD = [s for s in SCENARIOS if s.action in ("review", "block") and s.tier is not None]
RELEASED = [s for s in SCENARIOS if s.action in ("allow", "annotate")]
SECRET = "the train, said the model"


def _agent(scenario: Any, steps: list[Any], tools: list[Any] = ()) -> Agent[Any]:
    guardrail = warrant_output_guardrail(scenario.guard(), stakes=scenario.stakes)
    return Agent(name="advisor", model=ScriptedModel(steps), tools=list(tools),
                 input_guardrails=[guardrail.input_guardrail], output_guardrails=[guardrail])


def _collect(agent: Agent[Any], prompt: str, *, certified: bool = True) -> tuple[list[Any], BaseException | None]:
    events: list[Any] = []

    async def consume() -> None:
        result = Runner.run_streamed(agent, prompt)
        stream = certified_stream(result) if certified else result.stream_events()
        async for event in stream:
            events.append(event)

    try:
        asyncio.run(consume())
    except OutputGuardrailTripwireTriggered as exc:
        return events, exc
    return events, None


@pytest.mark.parametrize("scenario", WITHHELD, ids=lambda s: s.name)
def test_no_delta_of_a_withheld_answer_reaches_the_consumer(scenario: Any) -> None:
    events, tripped = _collect(_agent(scenario, [[assistant_message(SECRET)]]), scenario.prompt)
    assert isinstance(tripped, OutputGuardrailTripwireTriggered)
    assert text_deltas(events) == [] and not any(SECRET in repr(e) for e in events)
    assert tripped.guardrail_result.output.output_info["decision"]["action"] == scenario.action


@pytest.mark.parametrize("scenario", WITHHELD, ids=lambda s: s.name)
def test_the_sdks_own_stream_would_have_leaked_it(scenario: Any) -> None:
    """The control: ``stream_events()`` itself delivers the answer before the guardrail trips."""
    events, tripped = _collect(_agent(scenario, [[assistant_message(SECRET)]]), scenario.prompt, certified=False)
    assert isinstance(tripped, OutputGuardrailTripwireTriggered) and "".join(text_deltas(events)) == SECRET


@pytest.mark.parametrize("scenario", RELEASED, ids=lambda s: s.name)
def test_an_allowed_answer_is_streamed_whole(scenario: Any) -> None:
    events, tripped = _collect(_agent(scenario, [[assistant_message(scenario.answer)]]), scenario.prompt)
    assert tripped is None and "".join(text_deltas(events)) == scenario.answer


def test_turns_before_the_answer_are_not_held_back() -> None:
    """A turn calling a tool is released as soon as the tool call shows it is not the final answer."""
    scenario = WITHHELD[0]

    @function_tool
    def lookup(topic: str) -> str:
        """Look something up."""
        return "statistics"

    events: list[Any] = []
    agent = _agent(scenario, [[assistant_message("Let me check."), function_call("lookup", {"topic": "x"},
                                                                                  call_id="c1")],
                              [assistant_message(SECRET)]], [lookup])

    async def consume() -> None:
        async for event in certified_stream(Runner.run_streamed(agent, scenario.prompt)):
            events.append(event)

    with pytest.raises(OutputGuardrailTripwireTriggered):
        asyncio.run(consume())
    assert text_deltas(events) == ["Let me check."]  # the first turn's text, never the withheld answer
    assert any(getattr(e, "name", None) == "tool_output" for e in events)
