"""The LangChain wrapper and agent middleware with langchain_core's fake chat models."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("langchain")

from langchain.agents import create_agent
from langchain_core.language_models import BaseChatModel
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableBinding
from langchain_core.tools import tool
from pydantic import Field

from warrantguard import Guard, WarrantBlocked
from warrantguard.adapters.langchain import WarrantChatModel, WarrantMiddleware
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

from ..conformance import QUESTION

POLICY = StakesPolicy()


def fake(*answers: Any) -> GenericFakeChatModel:
    return ToolFake(messages=iter([a if isinstance(a, AIMessage) else AIMessage(content=a) for a in answers]))


class ToolFake(GenericFakeChatModel):
    """A fake chat model that accepts tools (as agents need)."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self


class ScriptedChat(BaseChatModel):
    """A LangChain chat model answering from a scripted preference (to probe the inner model)."""

    prefer: str = "train"
    reversals: dict[str, str] = Field(default_factory=dict)
    temperature: float = 0.0
    seen: list[float] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kw: Any) -> ChatResult:
        self.seen.append(self.temperature)
        turns = [{"role": "assistant" if m.type == "ai" else "user", "content": m.text} for m in messages]
        if turns == [{"role": "user", "content": QUESTION}]:
            text = "I would take the train."
        else:
            text = ScriptedModel(self.prefer, reversals=self.reversals)(turns, temperature=self.temperature)
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])


def scripted_guard(**kw: Any) -> Guard:
    return Guard(ScriptedModel("train", **kw), generator="lexical", policy=POLICY)


def test_lcel_chain_sync_and_async() -> None:
    prompt = ChatPromptTemplate.from_messages([("human", "{question}")])
    model = WarrantChatModel(inner=fake("train", "train"), guard=scripted_guard(), warrant={"stakes": "medium"})
    assert (prompt | model | StrOutputParser()).invoke({"question": QUESTION}) == "train"
    message = model.invoke([HumanMessage(QUESTION)])
    assert message.response_metadata["warrant"]["tier"] == "Strong Warrant"


async def test_async_invoke_and_withheld_review() -> None:
    model = WarrantChatModel(inner=fake("train"), guard=scripted_guard(reversals={"journey": "motorcycle"}))
    message = await model.ainvoke([HumanMessage(QUESTION)], warrant={"stakes": "high"})
    assert "withheld pending human review" in message.text
    assert message.response_metadata["warrant"]["status"] == "guardrail_intervened"


def test_probes_go_to_the_inner_model_with_its_temperature() -> None:
    inner = ScriptedChat(reversals={"in bad weather": "motorcycle"}, seen=[])
    model = WarrantChatModel(inner=inner, policy=POLICY)
    message = model.invoke(QUESTION)
    assert message.text == "I would take the train."
    assert message.response_metadata["warrant"]["tier"] == "Conditional Warrant"
    assert {0.0, 1.0} <= set(inner.seen)


def test_non_pairwise_and_tool_calls_pass_through() -> None:
    call = AIMessage(content="", tool_calls=[{"name": "lookup", "args": {}, "id": "c1"}])
    model = WarrantChatModel(inner=fake("Paris.", call), guard=scripted_guard())
    assert "warrant" not in model.invoke("What is the capital of France?").response_metadata
    assert model.invoke(QUESTION).tool_calls[0]["name"] == "lookup"


def test_block_raises_or_withholds() -> None:
    guard = scripted_guard(reversals={"in bad weather": "motorcycle"})
    with pytest.raises(WarrantBlocked):
        WarrantChatModel(inner=fake("train"), guard=guard, warrant={"stakes": "critical"}).invoke(QUESTION)
    model = WarrantChatModel(inner=fake("train"), guard=guard, warrant={"stakes": "critical"}, on_block="withhold")
    assert "withheld" in model.invoke(QUESTION).text


def test_bind_tools_and_structured_output_forward_to_the_inner_model() -> None:
    class Recording(ToolFake):
        def with_structured_output(self, schema: Any, **kwargs: Any) -> Any:
            return ("structured", schema)

    inner = Recording(messages=iter([AIMessage(content="train")]))
    model = WarrantChatModel(inner=inner, guard=scripted_guard())
    bound = model.bind_tools([])  # the inner model's bind_tools returns itself: kept as the wrapper's binding
    assert isinstance(bound, RunnableBinding) and bound.bound.bound is inner
    assert bound.invoke(QUESTION).response_metadata["warrant"]["tier"] == "Strong Warrant"
    assert model.with_structured_output(dict) == ("structured", dict)


@tool
def travel_advice(question: str) -> str:
    """Recommend one of two ways to travel."""
    if question == QUESTION:
        return "train"
    return ScriptedModel("train", reversals={"in bad weather": "motorcycle"})(
        [{"role": "user", "content": question}])


def agent_model() -> ToolFake:
    call = AIMessage(content="", tool_calls=[{"name": "travel_advice", "args": {"question": QUESTION}, "id": "c1"}])
    return fake(call, "The train.")


def _middleware_run(use_async: bool) -> dict[str, Any]:
    middleware = WarrantMiddleware(policy=POLICY, stakes="medium")
    # no guard: tool probes go through the tool itself, answer probes through the agent's model
    agent = create_agent(agent_model(), [travel_advice], middleware=[middleware])
    state = {"messages": [HumanMessage(QUESTION)]}
    return asyncio.run(agent.ainvoke(state)) if use_async else agent.invoke(state)


@pytest.mark.parametrize("use_async", [False, True])
def test_agent_middleware_certifies_tool_output_and_answer(use_async: bool) -> None:
    out = _middleware_run(use_async)
    tool_message, answer = out["messages"][2], out["messages"][3]
    assert tool_message.text == "train"
    assert tool_message.response_metadata["warrant"]["tier"] == "Conditional Warrant"
    assert tool_message.response_metadata["warrant"]["decision"]["action"] == "annotate"
    # the fake agent model has no canned replies left for probes: the answer passes, fail-open
    assert answer.text == "The train."
    assert answer.response_metadata["warrant"]["status"] == "guardrail_failed_to_respond"


def test_agent_middleware_with_a_guard_withholds_for_review() -> None:
    middleware = WarrantMiddleware(scripted_guard(reversals={"journey": "motorcycle"}), stakes="high")
    out = create_agent(agent_model(), [travel_advice], middleware=[middleware]).invoke(
        {"messages": [HumanMessage(QUESTION)]})
    assert "withheld pending human review" in out["messages"][2].text
    assert "withheld pending human review" in out["messages"][3].text


def test_streaming_is_certified_before_the_answer_is_sent() -> None:
    model = WarrantChatModel(inner=fake("The train."), guard=Guard(ScriptedModel("train"), generator="lexical"))
    chunks = list(model.stream([HumanMessage(QUESTION)]))
    assert "".join(str(c.content) for c in chunks) == "The train."
    assert sum(1 for c in chunks if "warrant" in c.response_metadata) == 1
    assert chunks[-1].response_metadata["warrant"]["tier"] == "Strong Warrant"


async def test_async_streaming_withholds_before_anything_is_sent() -> None:
    flips = Guard(ScriptedModel("train", reversals={"journey": "motorcycle"}), generator="lexical", policy=POLICY)
    withheld = WarrantChatModel(inner=fake("train"), guard=flips, warrant={"stakes": "high"})
    achunks = [c async for c in withheld.astream([HumanMessage(QUESTION)])]
    assert "withheld" in "".join(str(c.content) for c in achunks)
    assert achunks[-1].response_metadata["warrant"]["status"] == "guardrail_intervened"
