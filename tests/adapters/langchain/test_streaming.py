"""The LangChain wrapper and middleware: streaming, callbacks, tracing identity, tools, parameters."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any
from uuid import UUID

import pytest

pytest.importorskip("langchain")

from langchain.agents import create_agent
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage
from langchain_core.runnables import RunnableBinding
from langchain_core.tools import tool

from warrantguard.adapters.langchain import WarrantChatModel, WarrantMiddleware
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel
from warrantguard.testing._langchain import ScriptedChatModel

from ..conformance import QUESTION

POLICY = StakesPolicy()
ANSWER = "I would take the train."
NOTICE = "The recommendation is withheld pending human review."


def scripted(reversals: Mapping[str, str] | None = None) -> ScriptedChatModel:
    """Answers the user's question with ANSWER and the probes from a planted preference."""
    model = ScriptedModel("train", reversals=reversals)

    def reply(turns: list[dict[str, str]], *, temperature: float) -> str:
        if turns == [{"role": "user", "content": QUESTION}]:
            return ANSWER
        return model(turns, temperature=temperature)

    return ScriptedChatModel(responder=reply, calls=[])  # set, so a rebuilt copy records into the same list


class Recorder(BaseCallbackHandler):
    """Every chat model run: parent, tags, metadata, final message, tokens."""

    def __init__(self) -> None:
        self.starts: dict[UUID, tuple[UUID | None, list[str], dict[str, Any]]] = {}
        self.ends: dict[UUID, Any] = {}
        self.tokens: list[str] = []

    def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                            tags: list[str] | None = None, metadata: dict[str, Any] | None = None,
                            **kwargs: Any) -> None:
        self.starts[run_id] = (parent_run_id, list(tags or []), dict(metadata or {}))

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        self.ends[run_id] = response.generations[0][0].message

    def on_llm_new_token(self, token: Any, *, run_id: UUID, **kwargs: Any) -> None:
        self.tokens.append(str(token))

    def root(self) -> UUID:
        return next(r for r, (parent, _, _) in self.starts.items() if parent is None)

    def children(self, tag: str) -> list[UUID]:
        return [r for r, (parent, tags, _) in self.starts.items() if parent == self.root() and tag in tags]


def full(chunks: list[AIMessageChunk]) -> AIMessageChunk:
    out = chunks[0]
    for chunk in chunks[1:]:
        out = out + chunk
    return out


def test_a_call_not_certified_streams_the_inner_chunks_as_they_come() -> None:
    inner = ScriptedChatModel(reply="Paris is the capital of France.")
    chunks = list(WarrantChatModel(inner=inner).stream("What is the capital of France?"))
    assert [c.content for c in chunks[:3]] == ["Paris ", "is ", "the "]
    merged = full(chunks)
    assert merged.text == "Paris is the capital of France."
    assert merged.usage_metadata is not None and merged.usage_metadata["output_tokens"] == 6
    assert "warrant" not in merged.response_metadata and len(inner.calls) == 1


@pytest.mark.parametrize("use_async", [False, True])
def test_a_withheld_answer_is_never_streamed_only_the_notice(use_async: bool) -> None:
    model = WarrantChatModel(inner=scripted({"journey": "motorcycle"}), policy=POLICY, warrant={"stakes": "high"})
    recorder = Recorder()
    config: Any = {"callbacks": [recorder]}

    async def collect() -> list[AIMessageChunk]:
        return [c async for c in model.astream(QUESTION, config)]

    chunks = asyncio.run(collect()) if use_async else list(model.stream(QUESTION, config))
    assert len(chunks) > 3 and full(chunks).text.startswith(NOTICE[:40])
    assert not any("take" in str(c.content) for c in chunks)
    assert not any("take" in t for t in recorder.tokens)  # no run, inner or probe, streamed the answer
    assert sum(1 for c in chunks if "warrant" in c.response_metadata) == 1
    assert full(chunks).response_metadata["warrant"]["status"] == "guardrail_intervened"


@pytest.mark.parametrize("mode", ["invoke", "stream"])
def test_the_inner_call_and_every_probe_are_child_runs_with_usage(mode: str) -> None:
    model = WarrantChatModel(inner=scripted({"in bad weather": "motorcycle"}), policy=POLICY)
    recorder = Recorder()
    config: Any = {"callbacks": [recorder]}
    message = model.invoke(QUESTION, config) if mode == "invoke" else full(list(model.stream(QUESTION, config)))
    assert message.response_metadata["warrant"]["tier"] == "Conditional Warrant"
    root = recorder.root()
    assert recorder.starts[root][2]["ls_provider"] == "scripted"
    assert recorder.starts[root][2]["ls_model_name"] == "scripted-chat-1"
    probes = recorder.children("warrantguard:probe")
    answer = [r for r in recorder.children("nostream") if r not in probes]
    assert len(answer) == 1 and recorder.ends[answer[0]].text == ANSWER
    assert len(probes) >= 10 and len(recorder.starts) == len(probes) + 2
    assert all(recorder.ends[p].usage_metadata["input_tokens"] > 0 for p in probes)


def test_standard_params_reach_the_inner_model_and_tracing() -> None:
    inner = scripted({"in bad weather": "motorcycle"})
    model = WarrantChatModel(inner=inner, policy=POLICY, temperature=0.25, max_tokens=50, timeout=7.0, max_retries=1,
                             stop=["zzz"])
    model.invoke(QUESTION)
    answer, probes = inner.calls[0], inner.calls[1:]
    assert (answer["temperature"], answer["max_tokens"], answer["timeout"], answer["stop"]) == (0.25, 50, 7.0, ["zzz"])
    assert probes and all(p["max_tokens"] == 50 and p["timeout"] == 7.0 and p["stop"] is None for p in probes)
    assert {p["temperature"] for p in probes} <= {0.0, 1.0}
    params = model._get_ls_params()
    assert (params["ls_provider"], params["ls_model_name"]) == ("scripted", "scripted-chat-1")
    assert (params["ls_temperature"], params["ls_max_tokens"], params["ls_stop"]) == (0.25, 50, ["zzz"])
    assert model._get_ls_params(model="other")["ls_model_name"] == "other"
    assert inner.temperature is None  # the wrapped model itself is left as it was


@tool
def travel_advice(question: str) -> str:
    """Recommend one of two ways to travel."""
    return "train"


def test_bind_tools_returns_a_binding_and_tool_calls_pass_through() -> None:
    bound = WarrantChatModel(inner=scripted(), policy=POLICY).bind_tools([travel_advice], tool_choice="any")
    assert isinstance(bound, RunnableBinding) and isinstance(bound.bound, WarrantChatModel)
    assert bound.kwargs["tools"][0]["function"]["name"] == "travel_advice"
    for message in (bound.invoke(QUESTION), full(list(bound.stream(QUESTION)))):
        assert message.tool_calls[0]["name"] == "travel_advice"
        assert message.tool_calls[0]["args"] == {"question": QUESTION}
        assert "warrant" not in message.response_metadata


def _stream_agent(agent: Any) -> tuple[list[str], AIMessage]:
    """The AI text streamed in ``stream_mode="messages"`` and the final answer in the state."""
    streamed, final = [], None
    for mode, data in agent.stream({"messages": [HumanMessage(QUESTION)]}, stream_mode=["messages", "values"]):
        if mode == "messages" and isinstance(data[0], (AIMessage, AIMessageChunk)):
            streamed.append(data[0].text)
        elif mode == "values":
            final = data["messages"][-1]
    assert isinstance(final, AIMessage)
    return streamed, final


@pytest.mark.parametrize("where", ["wrapper", "middleware"])
def test_agent_messages_stream_carries_the_notice_never_the_withheld_answer(where: str) -> None:
    if where == "wrapper":
        model = WarrantChatModel(inner=scripted({"journey": "motorcycle"}), policy=POLICY, warrant={"stakes": "high"})
        agent = create_agent(model, [])
    else:
        agent = create_agent(scripted({"journey": "motorcycle"}), [],
                             middleware=[WarrantMiddleware(policy=POLICY, stakes="high")])
    streamed, final = _stream_agent(agent)
    assert final.text.startswith(NOTICE[:40])
    assert "".join(streamed) == final.text
    assert not any("take" in s or "train" in s or "motorcycle" in s for s in streamed)  # no answer, no probe


def test_agent_messages_stream_passes_tokens_through_when_not_pairwise() -> None:
    agent = create_agent(ScriptedChatModel(reply="Paris is the capital."), [],
                         middleware=[WarrantMiddleware(policy=POLICY)])
    streamed = []
    for message, _ in agent.stream({"messages": [HumanMessage("What is the capital of France?")]},
                                   stream_mode="messages"):
        streamed.append(message.text)
    assert streamed[:2] == ["Paris ", "is "] and "".join(streamed) == "Paris is the capital."


def test_astream_events_streams_the_wrapper_only_never_an_answer_or_a_probe() -> None:
    model = WarrantChatModel(inner=scripted({"journey": "motorcycle"}), policy=POLICY, warrant={"stakes": "high"})

    async def collect() -> list[Any]:
        return [e async for e in model.astream_events(QUESTION, version="v2")]

    events = asyncio.run(collect())
    streamed = [e for e in events if e["event"] == "on_chat_model_stream"]
    assert streamed and {e["name"] for e in streamed} == {"WarrantChatModel"}
    assert "".join(str(e["data"]["chunk"].content) for e in streamed).startswith(NOTICE[:40])
    assert sum(1 for e in events if e["event"] == "on_chat_model_start") >= 10  # the probes are there, unstreamed
