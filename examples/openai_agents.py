"""Guard an OpenAI Agents SDK agent: an output guardrail on a streamed run, and a tool that waits for a
reviewer when its recommendation's warrant is low (offline: the SDK's scripted model).

Run: python examples/openai_agents.py   (needs pip install 'warrantguard[agents]')
"""

import asyncio
import os
import tempfile
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

from agents import Agent, Runner, function_tool, set_tracing_disabled
from agents.testing import ModelStep, ScriptedModel, assistant_message, function_call

from warrantguard import Guard
from warrantguard.adapters.openai_agents import certified_stream, warrant_needs_approval, warrant_output_guardrail
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel as Preferring

set_tracing_disabled(True)
QUESTION = "Which is safer to travel by, motorcycle or train?"


def guard(**reversals: str) -> Guard:
    """In production no guard is needed: the probes go to the agent's own model. Offline, a scripted
    model answers them (it prefers the train, and reverses in the contexts given)."""
    return Guard(Preferring("train", reversals=reversals), generator="lexical", policy=StakesPolicy())


async def streamed_answer() -> None:
    guardrail = warrant_output_guardrail(guard(**{"in bad weather": "motorcycle"}), stakes="medium")
    agent = Agent(name="advisor", model=ScriptedModel([[assistant_message("The train.")]]),
                  input_guardrails=[guardrail.input_guardrail], output_guardrails=[guardrail])
    result = Runner.run_streamed(agent, QUESTION)
    text = "".join([e.data.delta async for e in certified_stream(result)
                    if e.type == "raw_response_event" and e.data.type == "response.output_text.delta"])
    warrant = result.output_guardrail_results[0].output.output_info
    print("streamed:", text)
    print("warrant:", warrant["tier"], "/", warrant["decision"]["action"])


async def reviewed_tool(queue: ReviewQueue) -> None:
    approval = warrant_needs_approval(guard(journey="motorcycle"), review_queue=queue, stakes="high",
                                      recommendation="choice")

    @function_tool(needs_approval=approval)
    def book(choice: str) -> str:
        """Book the recommended way to travel."""
        return f"booked: {choice}"

    def relay(call):  # the model's second turn: it reports the tool's output
        return [assistant_message(next(i["output"] for i in reversed(call.input)
                                       if isinstance(i, dict) and i.get("type") == "function_call_output"))]

    agent = Agent(name="advisor", tools=[book], model=ScriptedModel(
        [[function_call("book", {"choice": "train"}, call_id="call_1")], ModelStep.respond(relay)]))
    paused = await approval.run(agent, QUESTION)
    item = queue.pending()[0]
    print("paused on:", [i.raw_item.call_id for i in paused.interruptions], "review item:", item.warrant)
    queue.approve(item.id, reviewer="ann")  # the console or `warrantguard review approve ID` does this
    resumed = await approval.resume_decided(agent)  # a worker polls this; each run resumes once
    print("resumed:", [r.final_output for r in resumed], "again:", await approval.resume_decided(agent))


if __name__ == "__main__":
    asyncio.run(streamed_answer())
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(reviewed_tool(ReviewQueue(Path(folder) / "review.sqlite3")))
