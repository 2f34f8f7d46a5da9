"""Bench: what the shared parts cost, and certified-request throughput with 1, 2 and 3 replicas (issue 24).

Side by side in one run, against one local ``redis-server`` started here:

1. **The added cost of the shared parts.** A reused-certificate hit through a Guard with the
   certificate store in memory, on disk (diskcache) and in Redis, and a rate-limiter acquire in
   process (``TokenBucket``) and through Redis (``RedisTokenBucket``'s Lua script): one bucket
   (``--rpm`` alone) and a ``RateLimiter`` with ``--rpm`` and ``--tpm`` (what one upstream call
   pays). The stores and buckets take turns in rounds, so a load change hits all of them. p50 and
   p95; the goals: p50 of a Redis hit at most 1 ms over diskcache, of a Redis acquire at most
   0.5 ms over in-process.
2. **Throughput.** Three real ``warrantguard serve`` processes share the Redis, in front of a
   50 ms fake upstream (``warrantguard.testing.FakeUpstream``, a ``ScriptedModel``, in a process
   of its own). ``--clients`` concurrent clients send pairwise requests opted in to certification,
   round-robin over the first 1, 2 and 3 instances, in two mixes: ``repeat`` (a few questions asked
   again and again: the first ask certifies, the rest reuse, across instances) and ``distinct``
   (every question new: every request certifies). Each run uses questions of its own, so every
   run starts cold. Requests/s, p50/p95 latency, certificates computed and upstream calls per
   request; the core count, the load average (``os.getloadavg``) and the cores each side kept
   busy (the replicas together, the upstream, Redis, the clients: CPU seconds over wall seconds)
   beside each row.

    python bench/scale.py [--quick] [--requests 400] [--clients 96] [--n 2000] [--latency 0.05]

The instances are real processes, but they share this machine's cores with the upstream, Redis
and the clients: on a small box the replicas compete for the same CPUs, which is what the
1/2/3 rows show (the core count is printed for that reason).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "bench")]

import aiohttp  # noqa: E402
from _redis import RedisServer, free_port  # noqa: E402  (the tests' throw-away redis-server)
from _serve import start_serve, wait_healthy  # noqa: E402  (the tests' serve processes)
from traffic import Counting, child, upstream_count  # noqa: E402  (the fake upstream in a process of its own)

KEY = "scale-bench-key-0123456789abcdef"
Q = "Which is safer to travel by, motorcycle or train?"
PLACES = ("Norway", "Peru", "Japan", "Kenya", "Chile", "Spain", "Nepal", "Ghana", "Italy", "Laos")
POLICY = "default: low\nlevels:\n  low: {reuse: 1h}\n"
HUGE = 1e12  # a limit never reached: an acquire never waits, so its time is the bookkeeping alone


def quantiles_ms(samples: list[float]) -> tuple[float, float]:
    """p50 and p95 (nearest rank) of per-call seconds, in milliseconds."""
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered) * 1000, p95 * 1000


async def rounds(calls: Mapping[str, Callable[[], Awaitable[Any]]], n: int, turns: int = 10) -> dict[str, list[float]]:
    """``n`` timed calls of each, in ``turns`` interleaved rounds (a warm-up of 50 each first)."""
    for call in calls.values():
        for _ in range(50):
            await call()
    out: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(turns):
        for name, call in calls.items():
            for _ in range(max(1, n // turns)):
                start = time.perf_counter()
                await call()
                out[name].append(time.perf_counter() - start)
    return out


async def _hit_calls(stores: dict[str, Any]) -> dict[str, Callable[[], Awaitable[Any]]]:
    """One primed Guard per store; a call is one reused hit through it."""
    from warrantguard.guard import Guard
    from warrantguard.policies import StakesPolicy
    from warrantguard.testing import ScriptedModel

    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"reuse": "1h"}}})
    calls: dict[str, Callable[[], Awaitable[Any]]] = {}
    for name, store in stores.items():
        guard = Guard(ScriptedModel("train"), generator="lexical", seed=7, policy=policy, certificates=store)
        assert (await guard.acertify(Q, answer="train")).certification == "certified"

        async def hit(guard: Any = guard) -> None:
            result = await guard.acertify(Q, answer="train")
            assert result.certification == "reused", result.certification

        calls[name] = hit
    return calls


def hit_costs(url: str, n: int) -> dict[str, list[float]]:
    """Per-call seconds of a reused-certificate hit with the store in memory, on disk and in Redis."""
    from warrantguard.guard import MemoryCertificateStore
    from warrantguard.models import DiskCertificateStore, RedisCertificateStore

    async def run() -> dict[str, list[float]]:
        with tempfile.TemporaryDirectory() as tmp:
            redis = RedisCertificateStore(url, prefix=f"wgscale:{uuid.uuid4().hex[:8]}:")
            stores = {"memory": MemoryCertificateStore(), "disk": DiskCertificateStore(Path(tmp) / "certs"),
                      "redis": redis}
            try:
                return await rounds(await _hit_calls(stores), n)
            finally:
                await redis.clear()
                await redis.aclose()

    return asyncio.run(run())


def acquire_costs(url: str, n: int) -> dict[str, list[float]]:
    """Per-call seconds of a rate-limit acquire: one bucket and an rpm+tpm limiter, in process and in Redis."""
    from warrantguard.models import RateLimiter, RedisTokenBucket, TokenBucket, shared_rate_limiter

    async def run() -> dict[str, list[float]]:
        prefix = f"wgscale:{uuid.uuid4().hex[:8]}:"
        bucket, shared = TokenBucket(HUGE), RedisTokenBucket(url, prefix + "one", HUGE)
        limiter, shared_limiter = RateLimiter(HUGE, HUGE), shared_rate_limiter(url, HUGE, HUGE, prefix=prefix)
        calls = {"bucket, in process": lambda: bucket.acquire(1), "bucket, Redis": lambda: shared.acquire(1),
                 "rpm+tpm, in process": lambda: limiter.acquire(100),
                 "rpm+tpm, Redis": lambda: shared_limiter.acquire(100)}
        try:
            out = await rounds(calls, n)
        finally:
            await shared.aclose()
            await shared_limiter.aclose()
        assert shared.shared, "the Redis bucket fell back to its in-process share: the figures are not Redis's"
        return out

    return asyncio.run(run())


def print_costs(hits: dict[str, list[float]], acquires: dict[str, list[float]], n: int) -> None:
    """The shared parts' table and the two goals."""
    print(f"\n1. added cost of the shared parts ({n} calls each, interleaved in 10 rounds; ms)")
    print(f"  {'':34}{'p50':>9}{'p95':>9}")
    for label, samples in [*((f"reused hit, store {k}", v) for k, v in hits.items()),
                           *((f"acquire, {k}", v) for k, v in acquires.items())]:
        p50, p95 = quantiles_ms(samples)
        print(f"  {label:34}{p50:9.3f}{p95:9.3f}")
    added_hit = [a - b for a, b in zip(quantiles_ms(hits["redis"]), quantiles_ms(hits["disk"]), strict=True)]
    added_one = [a - b for a, b in zip(quantiles_ms(acquires["bucket, Redis"]),
                                       quantiles_ms(acquires["bucket, in process"]), strict=True)]
    added_acq = [a - b for a, b in zip(quantiles_ms(acquires["rpm+tpm, Redis"]),
                                       quantiles_ms(acquires["rpm+tpm, in process"]), strict=True)]
    print(f"  hit: Redis over diskcache, added p50 {added_hit[0]:.3f} ms (p95 {added_hit[1]:.3f}); "
          f"goal p50 <= 1 ms: {'met' if added_hit[0] <= 1 else 'NOT met'}")
    print(f"  acquire, one bucket: Redis over in process, added p50 {added_one[0]:.3f} ms (p95 {added_one[1]:.3f})")
    print(f"  acquire, rpm+tpm (two buckets): Redis over in process, added p50 {added_acq[0]:.3f} ms "
          f"(p95 {added_acq[1]:.3f}); goal p50 <= 0.5 ms: {'met' if added_acq[0] <= 0.5 else 'NOT met'}")


def _serve(port: int, upstream: str, redis: str, policy: Path, log: Path) -> subprocess.Popen[bytes]:
    env = {"WARRANTGUARD_PROXY_KEYS": KEY, "WARRANTGUARD_UPSTREAM_API_KEY": "sk-upstream-bench"}
    return start_serve(port, upstream, ["--policy", str(policy), "--redis", redis], log, env)


@contextmanager
def instances(count: int, upstream: str, redis: str) -> Iterator[list[tuple[int, int]]]:
    """``count`` ``warrantguard serve`` processes sharing ``redis``; yields their (port, pid); SIGTERM at the end."""
    with tempfile.TemporaryDirectory() as tmp:
        policy = Path(tmp) / "policy.yaml"
        policy.write_text(POLICY)
        ports, logs = [free_port() for _ in range(count)], [Path(tmp) / f"serve-{i}.log" for i in range(count)]
        procs = [_serve(p, upstream, redis, policy, log) for p, log in zip(ports, logs, strict=True)]
        try:
            for port, proc, log in zip(ports, procs, logs, strict=True):
                wait_healthy(port, proc, log, timeout=90)
            yield [(port, proc.pid) for port, proc in zip(ports, procs, strict=True)]
        finally:
            for proc in procs:
                if proc.poll() is None:
                    proc.send_signal(signal.SIGTERM)
            for proc in procs:
                try:
                    proc.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    proc.kill()


def questions(run: str, mix: str, count: int) -> list[str]:
    """The run's questions: ``repeat`` cycles over 8 of them, ``distinct`` has ``count`` different ones."""
    distinct = 8 if mix == "repeat" else count
    texts = [f"Which is safer to travel by in {PLACES[i % 10]} on trip {run}{i}, motorcycle or train?"
             for i in range(distinct)]
    return [texts[i % distinct] for i in range(count)]


async def _drive(ports: list[int], items: list[str], clients: int) -> tuple[float, list[tuple[float, str]]]:
    """Send ``items`` with ``clients`` concurrent clients (aiohttp: a light load generator), round-robin
    over ``ports``: wall seconds and, per request, (seconds, certification or the error)."""
    queue = list(enumerate(items))
    rows: list[tuple[float, str]] = []
    headers = {"authorization": f"Bearer {KEY}"}
    connector = aiohttp.TCPConnector(limit=clients)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=120)) as client:

        async def worker() -> None:
            while queue:
                i, q = queue.pop(0)
                body = {"model": "fake-model", "messages": [{"role": "user", "content": q}], "warrant": {}}
                start = time.perf_counter()
                try:
                    async with client.post(f"http://127.0.0.1:{ports[i % len(ports)]}/v1/chat/completions",
                                           json=body, headers=headers) as r:
                        await r.read()
                        kind = r.headers.get("x-warrant-certification", "none") if r.status == 200 \
                            else f"http {r.status}"
                except (TimeoutError, aiohttp.ClientError) as exc:
                    kind = type(exc).__name__
                rows.append((time.perf_counter() - start, kind))

        began = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
    return time.perf_counter() - began, rows


def cpu_seconds(pid: int | str = "self") -> float:
    """User + system CPU seconds a process has used (all its threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def throughput_row(servers: list[tuple[int, int]], up: tuple[str, int], redis_pid: int, run: str, mix: str,
                   requests: int, clients: int) -> dict[str, Any]:
    """One run: requests/s, latency, certificates and upstream calls per request, load before and after,
    and the cores each side kept busy (the proxies together, the upstream, Redis, this client)."""
    pids: dict[str, list[int | str]] = {"proxies": [pid for _, pid in servers], "upstream": [up[1]],
                                        "redis": [redis_pid], "client": ["self"]}
    load0, calls0 = os.getloadavg()[0], upstream_count(up[0])
    cpu0 = {k: sum(cpu_seconds(p) for p in v) for k, v in pids.items()}
    wall, rows = asyncio.run(_drive([port for port, _ in servers], questions(run, mix, requests), clients))
    cpu = {k: (sum(cpu_seconds(p) for p in v) - cpu0[k]) / wall for k, v in pids.items()}
    calls, load1 = upstream_count(up[0]) - calls0, os.getloadavg()[0]
    kinds = Counter(kind for _, kind in rows)
    p50, p95 = quantiles_ms([s for s, _ in rows])
    return {"instances": len(servers), "mix": mix, "cpu": cpu, "rps": len(rows) / wall, "p50": p50, "p95": p95,
            "certified": kinds.get("certified", 0), "reused": kinds.get("reused", 0),
            "errors": sum(v for k, v in kinds.items() if k not in {"certified", "reused"}),
            "calls": calls / len(rows), "load": (load0, load1), "kinds": kinds}


def print_throughput(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    """The throughput table, and each mix's scaling against one instance."""
    print(f"\n2. certified-request throughput: {args.requests} requests per row, {args.clients} clients, "
          f"upstream {args.latency * 1000:.0f} ms, one shared Redis; cores {os.cpu_count()}")
    print(f"  {'mix':9}{'inst':>5}{'req/s':>8}{'x1':>6}{'p50 ms':>9}{'p95 ms':>9}{'certified':>10}"
          f"{'reused':>8}{'errors':>7}{'calls/req':>10}  cores busy: proxies/upstream/redis/client  load before/after")
    base = {r["mix"]: r["rps"] for r in rows if r["instances"] == 1}
    for r in rows:
        print(f"  {r['mix']:9}{r['instances']:>5}{r['rps']:8.1f}{r['rps'] / base[r['mix']]:6.2f}{r['p50']:9.0f}"
              f"{r['p95']:9.0f}{r['certified']:>10}{r['reused']:>8}{r['errors']:>7}{r['calls']:10.2f}  "
              f"{r['cpu']['proxies']:24.2f}/{r['cpu']['upstream']:.2f}/{r['cpu']['redis']:.2f}/{r['cpu']['client']:.2f}"
              f"  {r['load'][0]:6.2f}/{r['load'][1]:.2f}")
        if r["errors"]:
            print(f"    outcomes: {dict(r['kinds'])}")


def throughput(redis: RedisServer, args: argparse.Namespace) -> list[dict[str, Any]]:
    """Both mixes with the first 1, 2 and 3 of three running instances (each run its own questions)."""
    rows: list[dict[str, Any]] = []
    with child(lambda: Counting(args.latency)) as (up, up_pid), instances(3, up, redis.url) as servers:
        for port, _ in servers:  # warm each instance up (first request: imports, connections)
            asyncio.run(_drive([port], questions(f"w{port}-", "repeat", 2), 2))
        for mix in ("repeat", "distinct"):
            for count in (1, 2, 3):
                rows.append(throughput_row(servers[:count], (up, up_pid), redis.proc.pid,  # type: ignore[union-attr]
                                           f"{mix[0]}{count}-", mix, args.requests, args.clients))
    return rows


def main() -> None:
    """Parse the flags, start Redis, run both parts, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (fewer calls and requests)")
    parser.add_argument("--n", type=int, default=2000, help="timed calls per store and per limiter")
    parser.add_argument("--requests", type=int, default=400, help="requests per throughput row")
    parser.add_argument("--clients", type=int, default=96,
                        help="concurrent clients (enough to keep three replicas busy)")
    parser.add_argument("--latency", type=float, default=0.05, help="the upstream's latency, seconds")
    args = parser.parse_args()
    if args.quick:
        args.n, args.requests = min(args.n, 300), min(args.requests, 48)
    uptime = subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
    print(f"bench/scale.py{' --quick' if args.quick else ''}: cores {os.cpu_count()}; uptime at start: {uptime}")
    server = RedisServer()
    server.start()
    try:
        print_costs(hit_costs(server.url, args.n), acquire_costs(server.url, args.n), args.n)
        print_throughput(throughput(server, args), args)
    finally:
        server.stop()
    print(f"\nload average {' '.join(f'{x:.2f}' for x in os.getloadavg())} at the end")


if __name__ == "__main__":
    main()
