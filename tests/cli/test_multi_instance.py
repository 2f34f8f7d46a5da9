"""Three ``warrantguard serve`` processes sharing one Redis and one PostgreSQL (issue 24).

600 concurrent requests are spread round-robin over three real proxy processes on loopback,
in front of one fake upstream (in this process, so it can count what reaches it). Midway one
instance is killed with SIGKILL, later Redis is stopped. The test checks what a deployment
with replicas relies on:

* a repeated question is certified once across the three (shared store, single flight);
* the shared rate limit held: upstream requests in any window of ``WINDOW`` seconds ≤ one burst
  plus the window's refill (and the limit was reached: the check is not vacuous);
* after the SIGKILL every client request is either answered or failed with a clean error, and no
  review item is lost (every review id a client got is in PostgreSQL) or duplicated (one item per
  request id, even when the client retried on another instance);
* with Redis stopped, requests keep being answered.
"""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from _postgres import free_port
from _serve import start_serve, wait_healthy

from warrantguard.adapters.proxy import ProxyServer
from warrantguard.testing import FakeUpstream, ScriptedModel

pytestmark = [pytest.mark.timeout(300)]

KEY = "mi-client-key-0123456789abcdef"
SAFE = [f"Which is safer for a family trip to city {i}, motorcycle or train?" for i in range(5)]
COIN = [f"For the coin game number {i}, should we pick heads or tails?" for i in range(12)]
PACE = 0.05  # seconds between request starts: 600 requests over 30 s, 20 a second (the probes go above)
RPM, BURST, WINDOW = 1500, 50, 5.0  # 25 upstream requests a second between the three, 50 at once
POLICY = """\
default: low
levels:
  low: {reuse: 1h, min_warrant: conditional, below: annotate}
  high: {reuse: 0, min_warrant: strong, below: review}
"""


class _Routed:
    """The upstream's model: steady about trains, position-biased about coins (a review)."""

    def __init__(self) -> None:
        self.steady = ScriptedModel("train")
        self.biased = ScriptedModel("heads", position_bias="first")

    def _pick(self, text: str) -> ScriptedModel:
        return self.biased if "coin" in text.lower() else self.steady

    def reply(self, messages: list[dict[str, Any]], temperature: float) -> str:
        return self._pick(json.dumps(messages)).reply(messages, temperature)

    def choose(self, prompt: str, first: str, second: str) -> str:
        return self._pick(prompt).choose(prompt, first, second)


@dataclass
class Outcome:
    """What one client request got."""

    kind: str  # "safe", "coin" or "plain"
    question: str
    request_id: str
    status: int | None = None  # None: a transport error (connection refused/reset)
    headers: dict[str, str] = field(default_factory=dict)
    body: dict[str, Any] = field(default_factory=dict)
    error: str = ""
    done_at: int = 0  # completion order
    retried: bool = False
    port: int = 0
    started: float = 0.0
    ended: float = 0.0


def _serve(port: int, upstream: str, redis: str, review_db: str, policy: Path, log: Path) -> subprocess.Popen[bytes]:
    flags = ["--detect", "--policy", str(policy), "--review-db", review_db, "--redis", redis,
             "--rpm", str(RPM), "--burst", str(BURST), "--instances", "3"]
    env = {"WARRANTGUARD_PROXY_KEYS": KEY, "WARRANTGUARD_UPSTREAM_API_KEY": "sk-upstream-test"}
    return start_serve(port, upstream, flags, log, env)


@pytest.fixture
def upstream() -> Iterator[tuple[FakeUpstream, str]]:
    fake = FakeUpstream(_Routed(), latency=0.02)
    with ProxyServer(fake) as server:
        yield fake, server.url


@pytest.fixture
def cluster(upstream: tuple[FakeUpstream, str], redis_url: str, pg_url: str,
            tmp_path: Path) -> Iterator[tuple[list[int], list[subprocess.Popen[bytes]]]]:
    policy = tmp_path / "policy.yaml"
    policy.write_text(POLICY)
    ports = [free_port() for _ in range(3)]
    logs = [tmp_path / f"serve-{i}.log" for i in range(3)]
    procs = [_serve(p, upstream[1], redis_url, pg_url, policy, log) for p, log in zip(ports, logs, strict=True)]
    try:
        for port, proc, log in zip(ports, procs, logs, strict=True):
            wait_healthy(port, proc, log)
        yield ports, procs
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in procs:
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()


def _requests() -> list[Outcome]:
    """600 requests: every other one a repeated pairwise question (each of SAFE asked 60 times, all five
    within the first ten), a review-bound coin question every 50, the rest plain text."""
    out: list[Outcome] = []
    for k in range(600):
        if k % 2 == 0:
            out.append(Outcome("safe", SAFE[(k // 2) % len(SAFE)], f"safe-{k}"))
        elif k % 50 == 1:
            out.append(Outcome("coin", COIN[k // 50], f"coin-{k}"))
        else:
            out.append(Outcome("plain", f"Write one sentence about the number {k}.", f"plain-{k}"))
    return out


async def _send(client: httpx.AsyncClient, port: int, outcome: Outcome) -> None:
    headers = {"authorization": f"Bearer {KEY}", "x-request-id": outcome.request_id}
    if outcome.kind == "coin":
        headers["x-warrant-stakes"] = "high"
    body = {"model": "fake-model", "messages": [{"role": "user", "content": outcome.question}]}
    outcome.port, outcome.started = port, time.monotonic()
    try:
        response = await client.post(f"http://127.0.0.1:{port}/v1/chat/completions", json=body, headers=headers)
    except httpx.TransportError as exc:
        outcome.status, outcome.error = None, type(exc).__name__
        return
    outcome.status, outcome.headers = response.status_code, dict(response.headers)
    outcome.ended = time.monotonic()
    try:
        outcome.body = response.json()
    except ValueError:
        outcome.body = {}


async def _run(ports: list[int], procs: list[subprocess.Popen[bytes]], stop_redis: Any) -> tuple[list[Outcome], int]:
    """Send the requests at a steady pace (all 600 may be in flight at once); SIGKILL instance 2 once 200
    are done and every repeated question has a complete certificate, stop Redis once 400 (and 50 more)
    are done; returns the outcomes and how many were done when Redis stopped."""
    outcomes = _requests()
    done = Counter[str]()
    certified: set[str] = set()
    killed = asyncio.Event()
    limits = httpx.Limits(max_connections=700, max_keepalive_connections=0)

    async def one(i: int, outcome: Outcome, client: httpx.AsyncClient) -> None:
        await asyncio.sleep(i * PACE)
        await _send(client, ports[i % 3], outcome)
        if outcome.status is None and killed.is_set():  # a clean failure: the client retries elsewhere
            outcome.retried = True
            await _send(client, ports[i % 2], outcome)  # instances 0 and 1 stay up
        if outcome.kind == "safe" and outcome.status == 200 and outcome.body["warrant"].get("complete"):
            certified.add(outcome.question)  # a complete certificate exists for it (stored for reuse)
        done["n"] += 1
        outcome.done_at = done["n"]
        if not killed.is_set() and done["n"] >= 200 and (len(certified) == len(SAFE) or done["n"] >= 350):
            procs[2].send_signal(signal.SIGKILL)
            killed.set()
            done["killed_at"] = done["n"]
        if killed.is_set() and not done["redis_stopped_at"] and done["n"] >= max(400, done["killed_at"] + 50):
            done["redis_stopped_at"] = done["n"]
            await asyncio.to_thread(stop_redis)

    async with httpx.AsyncClient(timeout=httpx.Timeout(120.0), limits=limits) as client:
        await asyncio.gather(*(one(i, o, client) for i, o in enumerate(outcomes)))
    assert killed.is_set() and done["redis_stopped_at"], dict(done)
    return outcomes, done["redis_stopped_at"]


async def _send_all(outcomes: list[Outcome], ports: list[int]) -> None:
    async with httpx.AsyncClient(timeout=httpx.Timeout(120.0)) as client:
        await asyncio.gather(*(_send(client, ports[i % len(ports)], o) for i, o in enumerate(outcomes)))


def test_three_instances_share_redis_and_postgresql(cluster: tuple[list[int], list[subprocess.Popen[bytes]]],
                                                     upstream: tuple[FakeUpstream, str], redis_server: Any,
                                                     pg_url: str) -> None:
    ports, procs = cluster
    outcomes, redis_stopped_at = asyncio.run(_run(ports, procs, redis_server.stop))
    after = [Outcome("safe", q, f"after-{port}-{i}") for port in ports[:2] for i, q in enumerate(SAFE)]
    asyncio.run(_send_all(after, ports[:2]))  # Redis still down: each survivor answers on its own
    metrics = [httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=10).text for port in ports[:2]]
    print(_summary(outcomes, after, redis_stopped_at, upstream[0].arrivals))  # the figures, with -s
    try:
        _check_answered_or_clean(outcomes)
        _check_certified_once(outcomes, redis_stopped_at)
        _check_reviews(outcomes, pg_url)
        _check_redis_down_answered(outcomes, redis_stopped_at)
        assert all(o.status == 200 and o.body["warrant"]["certification"] in {"certified", "reused"} for o in after)
        _check_rate_limit(upstream[0].arrivals)
        assert all(_counted("warrantguard_shared_backend_errors_total", text) > 0 for text in metrics), \
            "a surviving instance did not count Redis being down"
    finally:
        redis_server.start()


def _check_answered_or_clean(outcomes: list[Outcome]) -> None:
    statuses = Counter(o.status for o in outcomes)
    assert set(statuses) <= {200, None}, statuses
    failed = [o for o in outcomes if o.status is None]
    assert all(o.error in {"ConnectError", "ReadError", "RemoteProtocolError", "WriteError"} for o in failed), \
        Counter(o.error for o in failed)
    assert statuses[200] >= 590, statuses  # only requests in flight on the killed instance may fail


def _check_certified_once(outcomes: list[Outcome], redis_stopped_at: int) -> None:
    """Before Redis stopped, each repeated question has one complete certificate across the three, and
    every reused answer carries its id. (A certificate cut short by its deadline under the rate limit
    is incomplete, never stored: one waiting replica then takes the question over.)"""
    before = [o for o in outcomes if o.kind == "safe" and o.status == 200 and o.done_at < redis_stopped_at]
    assert len(before) >= 100
    for question in SAFE:
        mine = [o.body["warrant"] for o in before if o.question == question]
        fresh = [w for w in mine if w.get("certification") == "certified"]
        complete = {w["certificate_id"] for w in fresh if w.get("complete")}
        reused = {w.get("original_id") for w in mine if w.get("certification") == "reused"}
        assert len(complete) == 1, (question, [(w["certificate_id"], w.get("complete")) for w in fresh])
        # the rest reuse it, or (on the leader's own replica) joined the cut-short certificate in flight
        assert reused <= {w["certificate_id"] for w in fresh} and len(fresh) <= 3, (question, reused, len(fresh))


def _check_reviews(outcomes: list[Outcome], pg_url: str) -> None:
    import psycopg

    with psycopg.connect(pg_url, autocommit=True) as conn:
        rows = conn.execute("SELECT id, request_id FROM review_items").fetchall()
    ids = {str(r[0]) for r in rows}
    per_request = Counter(r[1] for r in rows)
    given = [o.headers["x-warrant-review-id"] for o in outcomes
             if o.kind == "coin" and o.status == 200 and o.headers.get("x-warrant-review-id")]
    assert given, "no coin question went to review"
    assert set(given) <= ids, "a review id given to a client is not in PostgreSQL"
    assert max(per_request.values()) == 1, per_request.most_common(3)


def _check_redis_down_answered(outcomes: list[Outcome], redis_stopped_at: int) -> None:
    after = [o for o in outcomes if o.done_at > redis_stopped_at]
    assert after and all(o.status == 200 for o in after), Counter(o.status for o in after)


def _counted(name: str, exposition: str) -> float:
    """The sum of a counter's samples in a Prometheus text exposition."""
    return sum(float(line.rsplit(" ", 1)[1]) for line in exposition.splitlines()
               if line.startswith(name) and not line.startswith("#"))


def _check_rate_limit(arrivals: list[float]) -> None:
    """In every window of WINDOW seconds the upstream saw at most one burst plus the window's refill
    (1% and 2 requests of slack: the hop from the bucket to the upstream), and the busiest window came
    near that bound (the limit was reached)."""
    times = sorted(arrivals)
    bound = BURST + WINDOW * RPM / 60
    busiest, start = 0, 0
    for end, t in enumerate(times):
        while times[start] <= t - WINDOW:
            start += 1
        busiest = max(busiest, end - start + 1)
    assert busiest <= bound * 1.01 + 2, (busiest, bound)
    assert busiest >= 0.8 * bound, (busiest, bound, len(times))


def _summary(outcomes: list[Outcome], after: list[Outcome], redis_stopped_at: int, arrivals: list[float]) -> str:
    """One line of figures for the closing note."""
    kinds = Counter((o.body.get("warrant") or {}).get("certification", "passthrough") for o in outcomes)
    times = sorted(arrivals)
    busiest, start = 0, 0
    for end, t in enumerate(times):
        while times[start] <= t - WINDOW:
            start += 1
        busiest = max(busiest, end - start + 1)
    return (f"multi-instance test: {len(outcomes)} requests, {sum(o.status == 200 for o in outcomes)} answered 200, "
            f"{sum(o.retried for o in outcomes)} retried after a clean transport error, by kind {dict(kinds)}; "
            f"Redis stopped after {redis_stopped_at} done, {len(after)} more answered after; upstream saw "
            f"{len(times)} requests in {times[-1] - times[0]:.1f} s, busiest {WINDOW:.0f} s window {busiest} "
            f"(bound {BURST + WINDOW * RPM / 60:.0f})")
