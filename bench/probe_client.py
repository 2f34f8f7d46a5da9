"""Bench: CPU per probe call in the caller's process, litellm against OpenAIHTTPModel, side by side.

A certificate's probe calls run in the process that asks for it; with the litellm drop-in that is
the app's own process, so each call's CPU competes with the app's requests. This measures
``time.process_time()`` per call (the whole process, every thread: litellm's logging workers
included) for three clients asking the same fake OpenAI-compatible upstream
(``warrantguard.testing.FakeUpstream`` in a forked child process, so its CPU is not counted):

* ``litellm.acompletion``: the call as the drop-in's default Guard makes it, bare;
* ``LiteLLMModel.complete``: the same through warrantguard's litellm binding (what a Guard uses);
* ``OpenAIHTTPModel.complete``: warrantguard's aiohttp client (``warrantguard.models``).

Each client makes ``--warmup`` calls, then ``--calls`` calls one after another, in ``--rounds``
rounds taken in turn (so drift hits all alike); a short idle pause after each round lets deferred
work (litellm's async logging) run inside the measured window. Printed: CPU ms and wall ms per call
(median over rounds) and each client's CPU relative to OpenAIHTTPModel's.

    python bench/probe_client.py [--calls 300] [--warmup 30] [--rounds 3]
"""

from __future__ import annotations

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import argparse
import asyncio
import multiprocessing as mp
import statistics
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import litellm

from warrantguard.adapters.proxy import ProxyServer
from warrantguard.guard import ChatRequest
from warrantguard.guard.spi import ANSWER_MARKER
from warrantguard.models import LiteLLMModel, OpenAIHTTPModel
from warrantguard.testing import FakeUpstream, ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
MESSAGES = ({"role": "user", "content": f'{QUESTION}\n\n{ANSWER_MARKER}: "motorcycle" or "train". '
                                        "Respond with only that option and nothing else."},)
KEY = "sk-bench-probe-client"
Call = Callable[[], Awaitable[str]]


def _serve(ports: Any, stop: Any) -> None:
    with ProxyServer(FakeUpstream(ScriptedModel("train"))) as server:
        ports.put(server.port)
        stop.wait()


@contextmanager
def upstream() -> Iterator[str]:
    """The fake upstream in a forked process; yields its ``/v1`` base URL."""
    ctx = mp.get_context("fork")
    ports, stop = ctx.Queue(), ctx.Event()
    proc = ctx.Process(target=_serve, args=(ports, stop), daemon=True)
    proc.start()
    try:
        yield f"http://127.0.0.1:{ports.get(timeout=60)}/v1"
    finally:
        stop.set()
        proc.join(30)


def clients(url: str) -> dict[str, Call]:
    """The three clients, each a coroutine function making one probe call and returning its text."""
    bare = {"model": "openai/fake-model", "messages": [dict(m) for m in MESSAGES], "api_base": url,
            "api_key": KEY, "temperature": 0.0, "num_retries": 0}
    wrapped = LiteLLMModel("openai/fake-model", api_base=url, api_key=KEY)
    ours = OpenAIHTTPModel("fake-model", base_url=url, api_key=KEY)
    request = ChatRequest(MESSAGES)

    async def via_litellm() -> str:
        return str((await litellm.acompletion(**bare)).choices[0].message.content)

    async def via_binding() -> str:
        return (await wrapped.complete(request)).texts[0]

    async def via_http() -> str:
        return (await ours.complete(request)).texts[0]

    return {"litellm.acompletion": via_litellm, "LiteLLMModel.complete": via_binding,
            "OpenAIHTTPModel.complete": via_http}


async def measure(call: Call, calls: int) -> tuple[float, float]:
    """(CPU ms, wall ms) per call over ``calls`` sequential calls (an idle pause counted at the end)."""
    cpu, wall = time.process_time(), time.perf_counter()
    for _ in range(calls):
        if await call() != "train":
            raise RuntimeError("unexpected reply")
    wall = time.perf_counter() - wall
    await asyncio.sleep(0.3)  # deferred work (async logging) runs now and is counted; idle costs no CPU
    return (time.process_time() - cpu) * 1000 / calls, wall * 1000 / calls


async def run(url: str, args: argparse.Namespace) -> dict[str, list[tuple[float, float]]]:
    """Warm every client up, then measure them in turn, ``args.rounds`` times."""
    table = clients(url)
    for call in table.values():
        for _ in range(args.warmup):
            await call()
    results: dict[str, list[tuple[float, float]]] = {name: [] for name in table}
    for _ in range(args.rounds):
        for name, call in table.items():
            results[name].append(await measure(call, args.calls))
    return results


def report(results: dict[str, list[tuple[float, float]]]) -> None:
    """Print the median CPU and wall ms per call, and CPU relative to OpenAIHTTPModel's."""
    cpu = {name: statistics.median(c for c, _ in rows) for name, rows in results.items()}
    wall = {name: statistics.median(w for _, w in rows) for name, rows in results.items()}
    base = cpu["OpenAIHTTPModel.complete"]
    print(f"{'client':<26}{'CPU ms/call':>12}{'wall ms/call':>14}{'CPU x ours':>12}")
    for name in results:
        print(f"{name:<26}{cpu[name]:>12.2f}{wall[name]:>14.2f}{cpu[name] / base:>12.1f}")
    print("rounds (CPU ms/call): " + "; ".join(
        f"{name}: {', '.join(f'{c:.2f}' for c, _ in rows)}" for name, rows in results.items()))


def main() -> None:
    """Parse the options, start the upstream, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with upstream() as url:
        report(asyncio.run(run(url, args)))


if __name__ == "__main__":
    main()
