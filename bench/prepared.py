"""Certify while the answer is being written: certified latency in units of the upstream
latency, the answer-then-certify order and the concurrent one side by side (issue 14, item 5).

    python bench/prepared.py [--latency-ms 50] [--requests 10]

Every call (the caller's answer and each probe) takes ``--latency-ms`` (litellm's
``mock_delay`` for the drop-in's answer, a scripted model's latency for the probes and for
the LangChain inner model). "sequential" is the order the adapters used before: the answer,
then the certificate (``certify_answer``); "concurrent" is the adapter as shipped. The probes
of one certificate run in one round when ``max_concurrency`` allows, so the goal is about 2
units (the answer, then what needs it: the free-text mapping and the confidence).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from langchain_core.messages import HumanMessage

import warrantguard
from warrantguard import Guard, run_sync
from warrantguard.adapters._kernel import certify_answer
from warrantguard.adapters.langchain import WarrantChatModel
from warrantguard.testing import ScriptedModel
from warrantguard.testing._langchain import ScriptedChatModel

Q = "Which is safer to travel by, motorcycle or train?"
ANSWER = "The train: it is far safer."


def _guard(latency: float) -> Guard:
    return Guard(ScriptedModel("train", latency=latency), generator="lexical")


async def dropin(latency: float, concurrent: bool) -> float:
    """Seconds for one certified ``warrantguard.acompletion``."""
    kwargs: dict[str, Any] = {"model": "openai/gpt-4o-mini", "messages": [{"role": "user", "content": Q}],
                              "mock_response": ANSWER, "mock_delay": latency, "api_key": "sk-bench"}
    start = time.perf_counter()
    if concurrent:
        await warrantguard.acompletion(guard=_guard(latency), warrant={}, **kwargs)
    else:
        import litellm

        response = await litellm.acompletion(**kwargs)
        await certify_answer(_guard(latency), Q, response.choices[0].message.content)
    return time.perf_counter() - start


async def langchain(latency: float, concurrent: bool) -> float:
    """Seconds for one certified ``WarrantChatModel.ainvoke``."""
    def answer(messages: Any, *, temperature: float = 0.0) -> str:
        time.sleep(latency)
        return ANSWER

    inner = ScriptedChatModel(responder=answer)
    start = time.perf_counter()
    if concurrent:
        await WarrantChatModel(inner=inner, guard=_guard(latency), warrant={}).ainvoke([HumanMessage(Q)])
    else:
        message = await inner.ainvoke([HumanMessage(Q)])
        await certify_answer(_guard(latency), Q, message.text)
    return time.perf_counter() - start


async def langchain_sync(latency: float, concurrent: bool) -> float:
    """Seconds for one certified ``WarrantChatModel.invoke`` (sync; run in a thread, as a sync caller would)."""
    def answer(messages: Any, *, temperature: float = 0.0) -> str:
        time.sleep(latency)
        return ANSWER

    def call() -> None:
        inner = ScriptedChatModel(responder=answer)
        if concurrent:
            WarrantChatModel(inner=inner, guard=_guard(latency), warrant={}).invoke([HumanMessage(Q)])
        else:
            message = inner.invoke([HumanMessage(Q)])
            run_sync(certify_answer(_guard(latency), Q, message.text))

    start = time.perf_counter()
    await asyncio.to_thread(call)
    return time.perf_counter() - start


async def main(latency: float, requests: int) -> None:
    print(f"certified latency in units of one upstream call ({latency * 1000:.0f} ms), p50 of {requests}, "
          "interleaved")
    print(f"{'adapter':<10} | {'sequential':>10} | {'concurrent':>10} | {'ratio':>6}")
    for name, run in (("drop-in", dropin), ("LangChain", langchain), ("LC sync", langchain_sync)):
        await run(latency, True)  # warm up
        times: dict[bool, list[float]] = {False: [], True: []}
        for _ in range(requests):
            for concurrent in (False, True):
                times[concurrent].append(await run(latency, concurrent))
        seq, conc = (statistics.median(times[c]) / latency for c in (False, True))
        print(f"{name:<10} | {seq:>10.2f} | {conc:>10.2f} | {seq / conc:>5.2f}×")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency-ms", type=float, default=50.0)
    parser.add_argument("--requests", type=int, default=10)
    args = parser.parse_args()
    asyncio.run(main(args.latency_ms / 1000, args.requests))
