"""Bench: a simulated production mix through the proxy and the litellm drop-in, in five modes.

The mix (issue 23): ``--requests`` requests (20,000 by default), 20% of them pairwise, the
pairwise questions drawn Zipf(s = 1.1) from 500 distinct ones, a 50 ms upstream, 20 concurrent
clients. The upstream is a fake OpenAI-compatible server (``warrantguard.testing``) in its own
process; the proxy runs in another; the drop-in (``acompletion`` with ``guard=``) in this one.
Both paths run every mode side by side in one run:

* ``passthrough``: nothing is opted in (the 20% carry no ``warrant``);
* ``certify``: every pairwise request certified (today's default policy, level ``medium``);
* ``reuse``: the same with ``reuse: 7d``;
* ``reuse+sample``: ``reuse: 7d`` and ``sample: 0.1``;
* ``monitor``: ``mode: monitor`` (answers released at once, certificates in the background).

Per mode and path: upstream calls added per request, certificates computed (fresh), the
reuse hit rate over pairwise requests, p50/p95 latency of pairwise requests in units of the
upstream latency (total; added = total - 1), the p50 of reused requests, and RSS growth.

    python bench/traffic.py [--requests 20000] [--latency-ms 50] [--clients 20] [--paths proxy,dropin]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx

from warrantguard.adapters import litellm_dropin
from warrantguard.adapters._kernel import close_monitor, monitor_runner
from warrantguard.adapters.proxy import ProxyConfig, ProxyServer, create_app
from warrantguard.guard import Guard, Hook, MemoryCertificateStore
from warrantguard.policies import StakesPolicy
from warrantguard.testing import FakeUpstream, ScriptedModel

MODES = ("passthrough", "certify", "reuse", "reuse+sample", "monitor")
PLACES = ("Norway", "Peru", "Japan", "Kenya", "Chile", "Spain", "Nepal", "Ghana", "Italy", "Laos")


def policy(mode: str) -> StakesPolicy | None:
    """The stakes policy of a mode (the built-in levels; ``medium`` is the default)."""
    economy = {"certify": {}, "reuse": {"reuse": "7d"}, "reuse+sample": {"reuse": "7d", "sample": 0.1},
               "monitor": {"mode": "monitor"}}.get(mode)
    return None if economy is None else StakesPolicy.model_validate({"levels": {"medium": economy}})


def questions(n: int = 500) -> list[str]:
    """``n`` distinct pairwise questions the scripted upstream answers with "train"."""
    return [f"Which is safer to travel by in {PLACES[i % 10]} on trip {i}, motorcycle or train?" for i in range(n)]


def mix(requests: int, seed: int = 1) -> list[str | None]:
    """The request mix: a question (pairwise, 20%, Zipf(1.1) over 500) or ``None`` (a plain request)."""
    rng, qs = random.Random(seed), questions()
    weights = [1 / (k ** 1.1) for k in range(1, len(qs) + 1)]
    return [rng.choices(qs, weights)[0] if rng.random() < 0.2 else None for _ in range(requests)]


class Counting:
    """The fake upstream, plus ``GET /count`` (chat requests served so far)."""

    def __init__(self, latency: float) -> None:
        self.fake = FakeUpstream(ScriptedModel("train"), latency=latency)

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"] == "/count":
            body = str(len(self.fake.requests)).encode()
            await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/plain")]})
            await send({"type": "http.response.body", "body": body})
            return
        await self.fake(scope, receive, send)


def _serve(make_app: Callable[[], Any], ports: Any, stop: Any) -> None:
    with ProxyServer(make_app()) as server:
        ports.put(server.port)
        stop.wait()


@contextmanager
def child(make_app: Callable[[], Any]) -> Iterator[tuple[str, int]]:
    """Serve ``make_app()`` in a forked process; yields its base URL and pid."""
    ctx = mp.get_context("fork")
    ports, stop = ctx.Queue(), ctx.Event()
    proc = ctx.Process(target=_serve, args=(make_app, ports, stop), daemon=True)
    proc.start()
    try:
        yield f"http://127.0.0.1:{ports.get(timeout=60)}", proc.pid or 0
    finally:
        stop.set()
        proc.join(30)


def rss_mb(pid: int | str = "self") -> float:
    """Resident set size of a process, MB."""
    text = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+)", text).group(1)) / 1024  # type: ignore[union-attr]


def upstream_count(up: str) -> int:
    """Chat requests the upstream has served."""
    return int(httpx.get(up + "/count", timeout=30).text)


def pct(values: list[float], q: float) -> float | None:
    """The q-quantile by nearest rank (``None`` when empty)."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


async def drive(items: list[str | None], clients: int, send: Callable[[str | None], Any]) -> list[tuple[Any, ...]]:
    """Send every item with ``clients`` concurrent workers; (question, seconds, certification) per request."""
    queue = list(enumerate(items))
    out: list[tuple[Any, ...]] = []

    async def worker() -> None:
        while queue:
            _, q = queue.pop()
            start = time.perf_counter()
            kind = await send(q)
            out.append((q, time.perf_counter() - start, kind))

    await asyncio.gather(*(worker() for _ in range(clients)))
    return out


def _body(q: str | None, mode: str) -> dict[str, Any]:
    content = q or "Say hello to the team."
    body: dict[str, Any] = {"model": "fake-model", "messages": [{"role": "user", "content": content}]}
    if q is not None and mode != "passthrough":
        body["warrant"] = {}
    return body


def _metric(text: str, kind: str) -> float:
    found = re.findall(rf'warrantguard_certifications_total\{{[^}}]*kind="{kind}"[^}}]*\}} ([0-9.e+]+)', text)
    return sum(float(v) for v in found)


async def run_proxy(up: str, items: list[str | None], mode: str, clients: int) -> dict[str, Any]:
    """One mode through the proxy (a fresh proxy process)."""
    options = {"generator": "lexical"}
    make = lambda: create_app(ProxyConfig(base_url=up + "/v1", guard_options=options,  # noqa: E731
                                          policy=policy(mode)))
    with child(make) as (url, pid):
        limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
        async with httpx.AsyncClient(timeout=300, limits=limits) as client:
            await client.post(url + "/v1/chat/completions", json=_body(None, mode))  # warm up
            rss0, calls0 = rss_mb(pid), upstream_count(up)

            async def send(q: str | None) -> str | None:
                try:
                    r = await client.post(url + "/v1/chat/completions", json=_body(q, mode))
                except httpx.HTTPError:
                    return "error"
                return r.headers.get("x-warrant-certification") if r.status_code == 200 else "error"

            rows = await drive(items, clients, send)
            certified = await _settled(client, url, mode)
        calls, rss1 = upstream_count(up) - calls0, rss_mb(pid)
    return summary(rows, calls, certified, rss1 - rss0)


async def _settled(client: httpx.AsyncClient, url: str, mode: str) -> float:
    """Fresh certificates counted by the proxy's metrics (monitor mode: once the background is idle)."""
    last = -1.0
    for _ in range(600):
        text = (await client.get(url + "/metrics")).text
        now = _metric(text, "certified")
        if mode != "monitor" or now == last:
            return now
        last = now
        await asyncio.sleep(0.5)
    return last


class Kinds(Hook):
    """Counts the Guard's certification kinds (the drop-in path's certificates computed)."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def certification(self, kind: str, model: str, stakes: str | None) -> None:
        """Count one."""
        self.counts[kind] += 1


async def run_dropin(up: str, items: list[str | None], mode: str, clients: int) -> dict[str, Any]:
    """One mode through the drop-in (``acompletion`` with one Guard)."""
    params = {"api_base": up + "/v1", "api_key": "sk-bench"}
    kinds = Kinds()
    guard = Guard("openai/fake-model", generator="lexical", policy=policy(mode), model_params=params,
                  hooks=[kinds], certificates=MemoryCertificateStore())
    monitor_runner(queue_size=4096, concurrency=4)

    async def send(q: str | None) -> str | None:
        body = _body(q, mode)
        try:
            response = await litellm_dropin.acompletion(model="openai/fake-model", messages=body["messages"],
                                                        warrant=body.get("warrant", False), guard=guard,
                                                        **params)
        except Exception:  # litellm's connection errors under load: counted, the run goes on
            return "error"
        payload = getattr(response, "warrant", None) or {}
        return payload.get("certification")

    await send(None)
    rss0, calls0 = rss_mb(), upstream_count(up)
    rows = await drive(items, clients, send)
    dropped = await close_monitor(grace=600)
    calls, rss1 = upstream_count(up) - calls0, rss_mb()
    out = summary(rows, calls, float(kinds.counts["certified"]), rss1 - rss0)
    out["monitor_dropped"] = dropped
    return out


def summary(rows: list[tuple[Any, ...]], calls: int, certified: float, rss: float) -> dict[str, Any]:
    """The per-mode numbers (latencies in units of the upstream latency, set by :func:`main`)."""
    pairwise = [r for r in rows if r[0] is not None]
    unit = LATENCY[0]
    seconds = [r[1] / unit for r in pairwise]
    reused = [r[1] / unit for r in pairwise if r[2] == "reused"]
    kinds = Counter(r[2] for r in pairwise)
    errors = sum(1 for r in rows if r[2] == "error")
    return {"requests": len(rows), "pairwise": len(pairwise), "distinct": len({r[0] for r in pairwise}),
            "calls_added_per_request": (calls - len(rows)) / len(rows), "certificates": certified,
            "reuse_hit_rate": kinds.get("reused", 0) / max(1, len(pairwise)), "kinds": dict(kinds),
            "p50": pct(seconds, .5), "p95": pct(seconds, .95), "p50_ms": (pct(seconds, .5) or 0) * unit * 1000,
            "reused_p50": pct(reused, .5), "rss_growth_mb": rss, "errors": errors}


LATENCY = [0.05]


def _fmt(v: Any, spec: str = ".2f") -> str:
    return "-" if v is None else format(v, spec)


def report(results: dict[str, dict[str, dict[str, Any]]], args: argparse.Namespace) -> None:
    """Print one table per path, and the goals."""
    print(f"traffic mix: {args.requests} requests, 20% pairwise (Zipf 1.1 over 500), upstream "
          f"{args.latency_ms:.0f} ms, {args.clients} clients; latencies of pairwise requests in upstream units")
    for path, modes in results.items():
        print(f"\n{path}")
        print(f"  {'mode':<13}{'calls+/req':>11}{'certs':>7}{'distinct':>9}{'hit rate':>9}{'p50':>7}{'p95':>7}"
              f"{'p50 ms':>8}{'reused p50':>11}{'RSS MB':>8}{'errors':>7}")
        for mode, r in modes.items():
            print(f"  {mode:<13}{r['calls_added_per_request']:>11.2f}{r['certificates']:>7.0f}{r['distinct']:>9}"
                  f"{r['reuse_hit_rate']:>9.2f}{_fmt(r['p50']):>7}{_fmt(r['p95']):>7}{r['p50_ms']:>8.1f}"
                  f"{_fmt(r['reused_p50']):>11}{r['rss_growth_mb']:>8.1f}{r['errors']:>7}")
        goals(modes)


def goals(modes: dict[str, dict[str, Any]]) -> None:
    """The issue's goals, each met or not."""
    if "reuse" in modes:
        r = modes["reuse"]
        print(f"  goal reuse: certificates {r['certificates']:.0f} == distinct questions {r['distinct']}: "
              f"{'met' if r['certificates'] == r['distinct'] else 'NOT met'}; reused p50 {_fmt(r['reused_p50'])} "
              f"<= 1.10: {'met' if (r['reused_p50'] or 9) <= 1.1 else 'NOT met'}")
    if "monitor" in modes and "passthrough" in modes:
        d = modes["monitor"]["p50_ms"] - modes["passthrough"]["p50_ms"]
        print(f"  goal monitor: p50 {d:+.1f} ms vs pass-through (<= 2 ms): {'met' if d <= 2 else 'NOT met'}")
    worst = max(r["rss_growth_mb"] for r in modes.values())
    print(f"  goal memory: largest RSS growth {worst:.1f} MB (<= 50): {'met' if worst <= 50 else 'NOT met'}")


async def amain(args: argparse.Namespace) -> dict[str, dict[str, dict[str, Any]]]:
    """Every path and mode, side by side against one upstream."""
    items = mix(args.requests)
    results: dict[str, dict[str, dict[str, Any]]] = {}
    with child(lambda: Counting(args.latency_ms / 1000)) as (up, _):
        for mode in args.modes.split(","):
            for path in args.paths.split(","):
                run = run_proxy if path == "proxy" else run_dropin
                results.setdefault(path, {})[mode] = await run(up, items, mode, args.clients)
                print(f"  done: {path} {mode} {json.dumps(results[path][mode])}", file=sys.stderr, flush=True)
    return results


def main() -> int:
    """Run and print the tables (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=20_000)
    parser.add_argument("--latency-ms", type=float, default=50.0)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--paths", default="proxy,dropin")
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    LATENCY[0] = args.latency_ms / 1000
    results = asyncio.run(amain(args))
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        report(results, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
