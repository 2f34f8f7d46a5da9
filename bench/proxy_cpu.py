"""Bench: the proxy's own CPU per request, pass-through against a stored reuse hit (issue 23).

A reused request through the proxy costs the proxy's process CPU that pass-through does not:
reading the question, looking the certificate up, checking the answer against it and writing
the ``warrant`` block. On a machine whose cores the proxy shares, that CPU is latency. This
script sends ``--requests`` requests with ``--clients`` concurrent clients (aiohttp) to a proxy
in its own process, in front of the fake upstream (``bench.traffic.Counting``: delay L, every
prompt read anew, so its cost does not change with warrantguard's) in another:

* ``passthrough``: the pairwise questions, no ``warrant``;
* ``reuse``: the same questions with ``warrant: {}`` under a ``reuse: 7d`` policy, each question
  certified once before the timed run, so every timed request is a stored hit.

Per mode it prints the p50/p95 latency in units of L, the CPU per request of the proxy's process
and of the upstream's (``/proc/<pid>/stat``), the client's, and the rate. Run it at two commits
(``cd <worktree> && python bench/proxy_cpu.py``) to compare them.

    python bench/proxy_cpu.py [--requests 3000] [--questions 20] [--clients 20] [--latency-ms 50] [--rounds 2]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp

from bench.traffic import Counting, ProxyConfig, _body, child, create_app, drive, pct, policy


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def timed(url: str, mode: str, items: list[str], clients: int) -> tuple[list[float], str | None]:
    """Each request's seconds, ``clients`` at a time (``bench.traffic.drive``); the last certification header."""
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=clients)) as client:

        async def send(q: str | None) -> tuple[str | None, float | None]:
            async with client.post(url + "/v1/chat/completions", json=_body(q, mode)) as r:
                await r.read()
                return r.headers.get("x-warrant-certification"), None

        rows = await drive(list(items), clients, send)
    return [row[1] for row in rows], rows[-1][2] if rows else None


async def one(mode: str, args: argparse.Namespace, latency: float) -> str:
    """One mode against a fresh proxy and upstream: its printed line."""
    questions = [f"Which is safer to travel by on road {k}, motorcycle or train?" for k in range(args.questions)]
    with child(lambda: Counting(latency)) as (up, up_pid):
        make = lambda: create_app(ProxyConfig(base_url=up + "/v1", guard_options={"generator": "lexical"},  # noqa: E731
                                              policy=policy(mode), monitor_grace=5))
        with child(make) as (url, pid):
            await timed(url, mode, list(questions), 1)  # certified once each (reuse), connections warm
            items = [questions[k % len(questions)] for k in range(args.requests)]
            proxy0, up0, own0, wall0 = cpu_seconds(pid), cpu_seconds(up_pid), time.process_time(), time.perf_counter()
            latencies, kind = await timed(url, mode, items, args.clients)
            wall = time.perf_counter() - wall0
            per = lambda used: used / args.requests * 1000  # noqa: E731
            return (f"  {mode:<12}{pct(latencies, 0.5) / latency:8.3f}{pct(latencies, 0.95) / latency:8.3f}"
                    f"{per(cpu_seconds(pid) - proxy0):11.2f}{per(cpu_seconds(up_pid) - up0):14.2f}"
                    f"{per(time.process_time() - own0):11.2f}{args.requests / wall:8.0f}   {kind}")


def main() -> None:
    """Run the modes ``--rounds`` times, alternating, and print a line per run."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--latency-ms", type=float, default=50.0)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    latency = args.latency_ms / 1000
    print(f"{args.requests} requests, {args.clients} clients, {args.questions} questions, L = {args.latency_ms:g} ms")
    print(f"  {'mode':<12}{'p50 L':>8}{'p95 L':>8}{'proxy ms':>11}{'upstream ms':>14}{'client ms':>11}{'req/s':>8}   "
          "last certification  (ms: CPU per request)")
    for _ in range(args.rounds):
        for mode in ("passthrough", "reuse"):
            print(asyncio.run(one(mode, args, latency)), flush=True)


if __name__ == "__main__":
    main()
