"""Guard a pydantic-ai agent: the final answer certified (streamed), and a tool call that asks for a
reviewer's approval when its recommendation's warrant is low (offline: pydantic-ai's FunctionModel).

Run: python examples/pydantic_ai_agent.py   (needs pip install 'warrantguard[pydantic-ai]')
"""

import asyncio
import os
import tempfile
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

from pydantic_ai import Agent, DeferredToolRequests
from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart, ToolReturnPart
from pydantic_ai.models.function import FunctionModel
from pydantic_ai.toolsets import FunctionToolset

from warrantguard import Guard
from warrantguard.adapters.pydantic_ai import WarrantCapability, warrant_toolset
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel as Preferring

QUESTION = "Which is safer to travel by, motorcycle or train?"


def guard(**reversals: str) -> Guard:
    """In production no guard is needed: the probes go to the run's own model. Offline, a scripted
    model answers them (it prefers the train, and reverses in the contexts given)."""
    return Guard(Preferring("train", reversals=reversals), generator="lexical", policy=StakesPolicy())


async def streamed_answer() -> None:
    async def words(messages, info):
        for word in ["The", " train."]:
            yield word

    model = FunctionModel(lambda m, i: ModelResponse(parts=[TextPart("The train.")]), stream_function=words)
    agent = Agent(model, capabilities=[WarrantCapability(guard(**{"in bad weather": "motorcycle"}),
                                                         stakes="medium")])
    async with agent.run_stream(QUESTION) as stream:
        text = "".join([delta async for delta in stream.stream_text(delta=True)])
        warrant = stream.response.metadata["warrant"]
    print("streamed:", text)
    print("warrant:", warrant["tier"], "/", warrant["decision"]["action"])


def booking_model(messages, info):
    """Calls book(choice="train") first, then reports what the tool returned."""
    returned = [p for p in messages[-1].parts if isinstance(p, ToolReturnPart)]
    if returned:
        return ModelResponse(parts=[TextPart(str(returned[-1].content))])
    return ModelResponse(parts=[ToolCallPart("book", {"choice": "train"}, tool_call_id="call_1")])


async def reviewed_tool(queue: ReviewQueue) -> None:
    tools = FunctionToolset()

    @tools.tool_plain
    def book(choice: str) -> str:
        """Book the recommended way to travel."""
        return f"booked: {choice}"

    toolset = warrant_toolset(tools, guard(journey="motorcycle"), review_queue=queue, stakes="high",
                              recommendation="choice")
    agent = Agent(FunctionModel(booking_model), toolsets=[toolset], output_type=[str, DeferredToolRequests])
    paused = await agent.run(QUESTION)
    meta = paused.output.metadata["call_1"]
    await toolset.park(paused)  # the review item now holds the run's messages
    print("approval required:", meta["warrant"]["tier"], "review id given:", meta["review_id"] is not None)
    queue.approve(meta["review_id"], reviewer="ann")  # the console or `warrantguard review approve ID` does this
    resumed = await toolset.resume_decided(agent)  # the decision becomes the run's DeferredToolResults
    print("resumed:", [r.output for r in resumed], "again:", await toolset.resume_decided(agent))


if __name__ == "__main__":
    asyncio.run(streamed_answer())
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(reviewed_tool(ReviewQueue(Path(folder) / "review.sqlite3")))
