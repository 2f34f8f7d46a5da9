"""Bench: latency the proxy adds to pass-through requests, and certified latency in upstream units.

Runs a fake OpenAI-compatible upstream and the proxy on 127.0.0.1, each served by uvicorn
in its own process (as deployed: no shared interpreter lock), and times, side by side in
one run, direct calls to the upstream and the same calls through the proxy (interleaved,
one keep-alive client each):

* pass-through (upstream answers at once): p50/p99 added by the proxy, goal <= 2 ms at p50;
* certified (upstream sleeps ``--latency-ms`` per call; the Guard probes the same upstream,
  lexical generator): p50/p99 of a certified request in units of the upstream latency;
* rounds: the sequential upstream rounds of one certified request (its critical path,
  which CPU load on the machine does not change), goal 2.

    python bench/proxy.py [--requests 400] [--certified 20] [--latency-ms 50] [--json]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def timed(client: httpx.Client, url: str, body: dict[str, Any]) -> float:
    """Seconds for one request (asserting success)."""
    start = time.perf_counter()
    response = client.post(url, json=body)
    elapsed = time.perf_counter() - start
    assert response.status_code == 200, response.text
    return elapsed


def interleaved(direct: str, proxied: str, body: dict[str, Any], n: int, warmup: int = 20) -> tuple[list[float], ...]:
    """Direct and proxied timings, alternating (the first ``warmup`` of each discarded)."""
    a: list[float] = []
    b: list[float] = []
    with httpx.Client(timeout=120) as c1, httpx.Client(timeout=120) as c2:
        for i in range(n + warmup):
            da, db = timed(c1, direct, body), timed(c2, proxied, body)
            if i >= warmup:
                a.append(da)
                b.append(db)
    return a, b


def _serve(make_app: Callable[[], Any], ports: Any, stop: Any) -> None:
    with ProxyServer(make_app()) as server:
        ports.put(server.port)
        stop.wait()


@contextmanager
def in_process(make_app: Callable[[], Any]) -> Iterator[str]:
    """Serve ``make_app()`` in a child process (fork); yields its base URL."""
    ctx = mp.get_context("fork")
    ports, stop = ctx.Queue(), ctx.Event()
    child = ctx.Process(target=_serve, args=(make_app, ports, stop), daemon=True)
    child.start()
    try:
        yield f"http://127.0.0.1:{ports.get(timeout=30)}"
    finally:
        stop.set()
        child.join(10)


def _upstream(latency: float = 0.0) -> Callable[[], Any]:
    return lambda: FakeUpstream(ScriptedModel("train"), latency=latency)


def _proxy(upstream: str, **options: Any) -> Callable[[], Any]:
    return lambda: create_app(ProxyConfig(base_url=upstream + "/v1", **options))


def passthrough(n: int) -> dict[str, float]:
    """Added latency of pass-through requests, in milliseconds."""
    with in_process(_upstream()) as up, in_process(_proxy(up)) as proxy:
        body = {"model": "m", "messages": [{"role": "user", "content": "Say hello."}]}
        direct, proxied = interleaved(up + "/v1/chat/completions", proxy + "/v1/chat/completions", body, n)
    ms = 1000.0
    return {"direct_p50_ms": pct(direct, .5) * ms, "proxy_p50_ms": pct(proxied, .5) * ms,
            "added_p50_ms": (pct(proxied, .5) - pct(direct, .5)) * ms,
            "added_p99_ms": (pct(proxied, .99) - pct(direct, .99)) * ms,
            "added_mean_ms": (statistics.fmean(proxied) - statistics.fmean(direct)) * ms}


def certified(n: int, latency: float) -> dict[str, float]:
    """Certified-request latency in units of one upstream call (the Guard probes the same upstream)."""
    with in_process(_upstream(latency)) as up, in_process(_proxy(up, guard_options={"generator": "lexical"})) as px:
        body = {"model": "m", "messages": [{"role": "user", "content": QUESTION}], "warrant": {}}
        direct, proxied = interleaved(up + "/v1/chat/completions", px + "/v1/chat/completions", body, n, warmup=1)
        calls = _probe_calls(px, body)
    unit = pct(direct, .5)
    return {"upstream_latency_ms": latency * 1000, "direct_p50_units": 1.0,
            "certified_p50_units": pct(proxied, .5) / unit, "certified_p99_units": pct(proxied, .99) / unit,
            "upstream_calls_per_certificate": calls}


def _probe_calls(proxy: str, body: dict[str, Any]) -> float:
    data = httpx.post(proxy + "/v1/chat/completions", json=body, timeout=120).json()
    tiers = data["warrant"]["tiers"]
    return float(sum(t["probes"] for t in tiers))


def rounds(latency: float) -> dict[str, Any]:
    """Sequential upstream rounds of one certified request (load-independent: the critical path).

    Requests reaching the upstream less than half a latency after the previous one are
    in the same round; a certified call costs at least the client's call plus one round
    of probes (2 rounds), the goal of certifying while the answer is being written.
    """
    fake = FakeUpstream(ScriptedModel("train"), latency=latency)
    with ProxyServer(fake) as up:
        app = create_app(ProxyConfig(base_url=up.url + "/v1", guard_options={"generator": "lexical"}))
        with ProxyServer(app) as proxy:
            body = {"model": "m", "messages": [{"role": "user", "content": QUESTION}], "warrant": {}}
            httpx.post(proxy.url + "/v1/chat/completions", json=body, timeout=120).raise_for_status()
    sizes: list[int] = []
    for i, at in enumerate(fake.arrivals):
        if i == 0 or at - fake.arrivals[i - 1] > latency / 2:
            sizes.append(0)
        sizes[-1] += 1
    return {"rounds": len(sizes), "requests_per_round": sizes}


def main() -> int:
    """Run both benches and print a side-by-side table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400, help="pass-through requests (each path)")
    parser.add_argument("--certified", type=int, default=20, help="certified requests")
    parser.add_argument("--latency-ms", type=float, default=50.0, help="upstream latency for the certified bench")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {"passthrough": passthrough(args.requests),
              "certified": certified(args.certified, args.latency_ms / 1000),
              "rounds": rounds(max(args.latency_ms, 200.0) / 1000)}
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    p, c = result["passthrough"], result["certified"]
    print(f"pass-through ({args.requests} requests, direct vs proxy, interleaved)")
    print(f"  direct p50 {p['direct_p50_ms']:.2f} ms   proxy p50 {p['proxy_p50_ms']:.2f} ms")
    print(f"  added by proxy: p50 {p['added_p50_ms']:.2f} ms   p99 {p['added_p99_ms']:.2f} ms"
          f"   mean {p['added_mean_ms']:.2f} ms   (goal <= 2 ms at p50: "
          f"{'met' if p['added_p50_ms'] <= 2 else 'NOT met'})")
    print(f"certified ({args.certified} requests, upstream latency {c['upstream_latency_ms']:.0f} ms)")
    print(f"  direct call 1.00 units   certified p50 {c['certified_p50_units']:.2f} units"
          f"   p99 {c['certified_p99_units']:.2f} units   ({c['upstream_calls_per_certificate']:.0f} probes)")
    r = result["rounds"]
    print(f"  sequential upstream rounds per certified request: {r['rounds']} {r['requests_per_round']}"
          f"   (goal: 2, the client's call and one round of probes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
