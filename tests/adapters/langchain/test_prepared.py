"""LangChain: the certificate's probes run while the inner model writes the answer (issue 14, item 5)."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool

from warrantguard.adapters.langchain import WarrantChatModel, WarrantMiddleware
from warrantguard.testing import ManualClock, ScriptedModel
from warrantguard.testing._langchain import ScriptedChatModel

Q = "Which is safer to travel by, motorcycle or train?"


class SlowAnswer:
    """The user's question is answered only once a probe has started (a bounded wait: 60 s), so
    ``answered_after_a_probe`` says whether the probes ran while the answer was being written.
    The engine's probes are answered at once."""

    def __init__(self) -> None:
        self.scripted, self.probe_started = ScriptedModel("train"), threading.Event()
        self.answered_after_a_probe: bool | None = None

    def __call__(self, messages, *, temperature: float = 0.0) -> str:
        if len(messages) == 1 and messages[0]["content"] == Q and temperature == 0.0:  # T0 samples: 1.0
            self.answered_after_a_probe = self.probe_started.wait(60)
            return "train"
        self.probe_started.set()
        return self.scripted(messages, temperature=temperature)


async def test_probes_start_before_the_inner_model_has_answered():
    responder = SlowAnswer()
    model = WarrantChatModel(inner=ScriptedChatModel(responder=responder))
    message = await model.ainvoke([HumanMessage(Q)])
    assert message.response_metadata["warrant"]["status"] == "success"
    assert responder.answered_after_a_probe is True


async def test_a_failing_inner_call_stops_the_started_certificate():
    class Broken:
        calls, probing = 0, threading.Event()

        def __call__(self, messages, *, temperature: float = 0.0) -> str:
            Broken.calls += 1
            if len(messages) == 1 and messages[0]["content"] == Q:
                Broken.probing.wait(60)  # fails once the certificate is under way
                raise RuntimeError("inner model down")
            Broken.probing.set()
            return "train"

    model = WarrantChatModel(inner=ScriptedChatModel(responder=Broken()))
    try:
        await model.ainvoke([HumanMessage(Q)])
    except RuntimeError as exc:
        assert "inner model down" in str(exc)
    else:
        raise AssertionError("the inner model's error must reach the caller")
    calls = Broken.calls
    await ManualClock().sleep(1.0)  # returns once the loop and its worker threads are idle: no wall time
    assert Broken.calls <= calls + 2  # the probes stopped (at most those already in a thread finish)


def test_the_sync_path_also_starts_the_probes_before_the_answer():
    responder = SlowAnswer()
    model = WarrantChatModel(inner=ScriptedChatModel(responder=responder))
    message = model.invoke([HumanMessage(Q)])
    assert message.response_metadata["warrant"]["status"] == "success"
    assert responder.answered_after_a_probe is True


def test_the_sync_stream_of_a_pairwise_answer_starts_the_probes_before_the_answer():
    responder = SlowAnswer()
    model = WarrantChatModel(inner=ScriptedChatModel(responder=responder))
    chunks = list(model.stream([HumanMessage(Q)]))
    assert "".join(chunk.text for chunk in chunks) == "train"
    assert responder.answered_after_a_probe is True


def test_a_failing_sync_inner_call_reaches_the_caller_and_stops_the_certificate():
    calls, probing = [], threading.Event()

    def responder(messages, *, temperature: float = 0.0) -> str:
        calls.append(messages)
        if len(messages) == 1 and messages[0]["content"] == Q:
            probing.wait(60)  # fails once the certificate is under way
            raise RuntimeError("inner model down")
        probing.set()
        return "train"

    model = WarrantChatModel(inner=ScriptedChatModel(responder=responder))
    try:
        model.invoke([HumanMessage(Q)])
    except RuntimeError as exc:
        assert "inner model down" in str(exc)
    else:
        raise AssertionError("the inner model's error must reach the caller")
    seen = len(calls)
    # an observation window, not a timing assertion: the certificate runs on the sync bridge's own
    # loop thread, which the test cannot await; calls started later than the error would show here
    time.sleep(0.3)
    assert len(calls) <= seen + 2


@pytest.mark.parametrize("use_async", [False, True])
def test_the_middleware_starts_the_probes_before_a_tool_less_model_answers(use_async: bool) -> None:
    responder = SlowAnswer()
    agent = create_agent(ScriptedChatModel(responder=responder), [], middleware=[WarrantMiddleware()])
    state = {"messages": [HumanMessage(Q)]}
    out = asyncio.run(agent.ainvoke(state)) if use_async else agent.invoke(state)
    assert out["messages"][-1].response_metadata["warrant"]["status"] == "success"
    assert responder.answered_after_a_probe is True


class ToolCaller(ScriptedChatModel):
    """Answers the question with a tool call (and counts every call, probes included)."""

    calls: int = 0

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self.bind(tools=[getattr(t, "name", str(t)) for t in tools], **kwargs)

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> ChatResult:
        type(self).calls += 1
        time.sleep(0.1)  # a window for probes started too early to show in ``calls`` (never a timing assertion)
        call = {"name": "travel_advice", "args": {"question": Q}, "id": "c1"}
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content="", tool_calls=[call]))])


def test_a_model_offered_tools_spends_no_probe_on_a_tool_call_answer() -> None:
    ToolCaller.calls = 0
    model = WarrantChatModel(inner=ToolCaller(responder=lambda m, **k: "train")).bind_tools([travel_advice])
    message = model.invoke([HumanMessage(Q)])
    assert message.tool_calls and "warrant" not in message.response_metadata
    assert ToolCaller.calls == 1  # the answer only: no probe was started before it came back


@tool
def travel_advice(question: str) -> str:
    """Recommend one of two ways to travel."""
    return "train"
