"""The output guardrail and the tool output guardrail, on the SDK's scripted model."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from agents import Agent, OutputGuardrailTripwireTriggered, Runner, function_tool
from agents.testing import ModelStep, ScriptedModel, assistant_message, function_call
from pydantic import BaseModel

from warrantguard.adapters.openai_agents import warrant_output_guardrail, warrant_tool_output_guardrail
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel as Preferring

from ..conformance import QUESTION, SCENARIOS
from .runners import echo_tool_output

REVIEW = next(s for s in SCENARIOS if s.name == "none-review")
ALLOW = next(s for s in SCENARIOS if s.name == "strong-allow")


def chat_model(answer: str, probes: Any, turns: int = 400) -> ScriptedModel:
    """The SDK's scripted model: ``answer`` to the user's question, every other call (the probes) answered by
    ``probes(messages, temperature=...)``."""
    def respond(call: Any) -> Any:
        messages = [{"role": m["role"], "content": m["content"]} for m in call.input if isinstance(m, dict)]
        if len(messages) == 1 and messages[0]["content"] == QUESTION:
            return [assistant_message(answer)]
        return [assistant_message(probes(messages, temperature=call.model_settings.temperature or 0.0))]

    return ScriptedModel([ModelStep.respond(respond) for _ in range(turns)])


def test_probes_go_to_the_agents_own_model_without_a_guard() -> None:
    model = chat_model("train", Preferring("train"))
    guardrail = warrant_output_guardrail(policy=StakesPolicy(), stakes="medium")
    agent = Agent(name="advisor", model=model, output_guardrails=[guardrail])
    result = asyncio.run(Runner.run(agent, QUESTION))
    info = result.output_guardrail_results[0].output.output_info
    assert info["tier"] == "Strong Warrant" and info["decision"]["action"] == "allow"
    assert len(model.calls) > 10  # the answer, then the probes through the same model


def test_a_reversal_found_through_the_agents_model_trips_the_guardrail() -> None:
    model = chat_model("train", Preferring("train", reversals={"journey": "motorcycle"}))
    guardrail = warrant_output_guardrail(policy=StakesPolicy(), stakes="high")
    agent = Agent(name="advisor", model=model, output_guardrails=[guardrail])
    with pytest.raises(OutputGuardrailTripwireTriggered) as caught:
        asyncio.run(Runner.run(agent, QUESTION))
    info = caught.value.guardrail_result.output.output_info
    assert info["tier"] == "No Warrant" and info["decision"]["action"] == "review"


def test_the_early_start_runs_the_probes_while_the_agent_answers() -> None:
    """The agent's model answers only once a probe has been asked: without the early start this would wait
    for ever (bounded: the wait fails after 30 s)."""
    probed = asyncio.Event()
    focal = REVIEW.model()

    class Watched:
        name = "watched"

        async def complete(self, request: Any) -> Any:
            probed.set()
            from warrantguard.guard import ChatResponse

            return ChatResponse(texts=[focal([dict(m) for m in request.messages], temperature=request.temperature)
                                       for _ in range(request.samples)])

    async def answer(call: Any) -> Any:
        await asyncio.wait_for(probed.wait(), timeout=30)
        return [assistant_message("train")]

    guardrail = warrant_output_guardrail(REVIEW.guard(Watched()), stakes="high")
    agent = Agent(name="advisor", model=ScriptedModel([ModelStep.respond(answer)]),
                  input_guardrails=[guardrail.input_guardrail], output_guardrails=[guardrail])
    with pytest.raises(OutputGuardrailTripwireTriggered):
        asyncio.run(Runner.run(agent, QUESTION))


class Choice(BaseModel):
    option: str


def test_a_structured_output_is_not_certified() -> None:
    guardrail = warrant_output_guardrail(REVIEW.guard(), stakes="high")
    agent = Agent(name="advisor", model=ScriptedModel([[assistant_message('{"option": "train"}')]]),
                  output_type=Choice, input_guardrails=[guardrail.input_guardrail], output_guardrails=[guardrail])
    result = asyncio.run(Runner.run(agent, QUESTION))
    assert result.final_output == Choice(option="train")
    assert result.output_guardrail_results[0].output.output_info["status"] == "not_run"


def _tool_agent(scenario: Any, guardrail: Any, runs: list[str]) -> Agent[Any]:
    @function_tool(tool_output_guardrails=[guardrail])
    def advise(question: str) -> str:
        """Answer a question about travel."""
        runs.append(question)
        return "train"

    model = ScriptedModel([[function_call("advise", {"question": scenario.prompt}, call_id="c1")],
                           ModelStep.respond(echo_tool_output)])
    return Agent(name="advisor", model=model, tools=[advise])


def test_the_tool_output_guardrail_allows_with_the_warrant() -> None:
    runs: list[str] = []
    guardrail = warrant_tool_output_guardrail(policy=StakesPolicy(), stakes="medium")
    probed = ALLOW.prompt_fn()  # a prompt function: understands a probe's rendered follow-up turns

    @function_tool(tool_output_guardrails=[guardrail])
    def advise(question: str) -> str:
        """Answer a question about travel."""
        runs.append(question)
        return probed(question)

    model = ScriptedModel([[function_call("advise", {"question": QUESTION}, call_id="c1")],
                           ModelStep.respond(echo_tool_output)])
    result = asyncio.run(Runner.run(Agent(name="advisor", model=model, tools=[advise]), "Plan my trip."))
    (checked,) = result.tool_output_guardrail_results
    assert checked.output.behavior["type"] == "allow" and checked.output.output_info["tier"] == "Strong Warrant"
    assert result.final_output == "train" and len(runs) > 1  # the probes re-ran the tool


def test_the_tool_output_guardrail_rejects_a_withheld_output_with_the_notice() -> None:
    runs: list[str] = []
    guardrail = warrant_tool_output_guardrail(REVIEW.guard(), stakes="high", question="question")
    result = asyncio.run(Runner.run(_tool_agent(REVIEW, guardrail, runs), "Plan my trip."))
    (checked,) = result.tool_output_guardrail_results
    assert checked.output.behavior["type"] == "reject_content"
    assert checked.output.output_info["decision"]["action"] == "review"
    assert "withheld" in result.final_output and "train" not in result.final_output
    assert runs == [REVIEW.prompt]  # probes went to the guard's model, the tool ran once


def test_the_tool_output_guardrail_skips_a_tool_without_a_question() -> None:
    guardrail = warrant_tool_output_guardrail(REVIEW.guard(), stakes="high")

    @function_tool(tool_output_guardrails=[guardrail])
    def lookup(topic: str) -> str:
        """Look a topic up."""
        return "train"

    model = ScriptedModel([[function_call("lookup", {"topic": "weather"}, call_id="c1")],
                           ModelStep.respond(echo_tool_output)])
    result = asyncio.run(Runner.run(Agent(name="advisor", model=model, tools=[lookup]), "Plan my trip."))
    (checked,) = result.tool_output_guardrail_results
    assert checked.output.behavior["type"] == "allow" and checked.output.output_info["status"] == "not_run"
    assert result.final_output == "train"
