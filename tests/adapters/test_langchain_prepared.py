"""LangChain: the certificate's probes run while the inner model writes the answer (issue 14, item 5)."""

from __future__ import annotations

import asyncio
import threading
import time

from langchain_core.messages import HumanMessage

from warrantguard._fake_langchain import ScriptedChatModel
from warrantguard.adapters.langchain import WarrantChatModel
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


class SlowAnswer:
    """The user's question takes a while to answer; the engine's probes are answered at once."""

    def __init__(self) -> None:
        self.scripted, self.lock = ScriptedModel("train"), threading.Lock()
        self.answer_done: float | None = None
        self.probe_starts: list[float] = []

    def __call__(self, messages, *, temperature: float = 0.0) -> str:
        if len(messages) == 1 and messages[0]["content"] == Q:
            time.sleep(0.3)
            self.answer_done = time.monotonic()
            return "train"
        with self.lock:
            self.probe_starts.append(time.monotonic())
        return self.scripted(messages, temperature=temperature)


async def test_probes_start_before_the_inner_model_has_answered():
    responder = SlowAnswer()
    model = WarrantChatModel(inner=ScriptedChatModel(responder=responder))
    message = await model.ainvoke([HumanMessage(Q)])
    assert message.response_metadata["warrant"]["status"] == "success"
    assert responder.answer_done is not None
    assert any(start < responder.answer_done for start in responder.probe_starts)


async def test_a_failing_inner_call_stops_the_started_certificate():
    class Broken:
        calls = 0

        def __call__(self, messages, *, temperature: float = 0.0) -> str:
            Broken.calls += 1
            if len(messages) == 1 and messages[0]["content"] == Q:
                time.sleep(0.05)
                raise RuntimeError("inner model down")
            time.sleep(0.05)
            return "train"

    model = WarrantChatModel(inner=ScriptedChatModel(responder=Broken()))
    try:
        await model.ainvoke([HumanMessage(Q)])
    except RuntimeError as exc:
        assert "inner model down" in str(exc)
    else:
        raise AssertionError("the inner model's error must reach the caller")
    calls = Broken.calls
    await asyncio.sleep(0.3)
    assert Broken.calls <= calls + 2  # the probes stopped (at most those already in a thread finish)
