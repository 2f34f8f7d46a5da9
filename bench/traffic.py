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
* ``monitor``: ``mode: monitor`` (answers released at once, certificates in the background);
* ``passthrough-again`` (only when named in ``--modes``): pass-through once more, an A/A control
  whose difference from ``passthrough`` is what the machine's noise alone gives.

Per mode and path: upstream calls added per request, certificates computed (fresh), the
reuse hit rate over pairwise requests (split: a *stored* certificate, certified before the request
began, and an in-flight *join*, a request that waited for the identical question's certificate),
p50/p95 *added* latency of pairwise requests in units of the upstream latency L (the request's
latency minus L), the stored hits' own p50 (the goal: <= 1.1 L in total, i.e. <= 0.1 L added),
the pairwise requests' p50/p99 in ms beside pass-through's (monitor mode's goal: within 2 ms and
5 ms), RSS growth of the process doing the certifying, and each mode's wall time.

Monitor mode runs with the default runner (a queue of 256, 2 workers, as ``serve`` starts it):
certificates beyond it are dropped and counted; at the end of the mode the pending ones get
``--grace`` seconds. The load generator is aiohttp (the proxy path) and the drop-in itself: the
drop-in's own litellm call costs ~6-9 ms of CPU in this process, which caps it near 110-150
requests/s on one core, below the 400/s 20 back-to-back clients ask for. A process that busy
delays every request by its queue, whatever warrantguard does. So on the drop-in path each client
pauses ``--think-ms`` (200 ms) between its requests: about 75 requests/s, half the capacity, an
operating point a real app would run at (``--think-ms 0`` gives the saturated run). Its
pass-through row is the baseline: the stored-reuse goal is also shown against its p50.

On the drop-in path the garbage collector's pauses in the answering process are counted per mode (the
``gc`` lines): a full collection of litellm's import heap takes 0.3-0.4 s here and stalls every
request in flight, so it sets the tail; ``--gc-freeze`` shows the same run with the heap frozen.

``--blocks K`` cuts the mix in K parts and runs the modes part by part, alternating (the machine's
slow drift falls on every mode alike); each mode's numbers are pooled over its parts, and the
monitor-minus-pass-through p50/p99 of each part is printed to show the spread.

    python bench/traffic.py [--requests 20000] [--latency-ms 50] [--clients 20] [--paths proxy,dropin]
                            [--think-ms 200] [--blocks 1]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
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

import aiohttp
import httpx

from warrantguard.adapters import litellm_dropin
from warrantguard.adapters.proxy import ProxyConfig, ProxyServer, create_app
from warrantguard.guard import Guard, Hook, MemoryCertificateStore, close_monitor, configure_monitor
from warrantguard.models import OpenAIHTTPModel
from warrantguard.policies import StakesPolicy
from warrantguard.testing import FakeUpstream, ScriptedModel

MODES = ("passthrough", "certify", "reuse", "reuse+sample", "monitor", "monitor+reuse")
CONTROL = "passthrough-again"  # an A/A control: pass-through once more, to show what the machine's noise alone gives
PLACES = ("Norway", "Peru", "Japan", "Kenya", "Chile", "Spain", "Nepal", "Ghana", "Italy", "Laos")


def policy(mode: str) -> StakesPolicy | None:
    """The stakes policy of a mode (the built-in levels; ``medium`` is the default)."""
    economy = {"certify": {}, "reuse": {"reuse": "7d"}, "reuse+sample": {"reuse": "7d", "sample": 0.1},
               "monitor": {"mode": "monitor"}, "monitor+reuse": {"mode": "monitor", "reuse": "7d"}}.get(mode)
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
    """The fake upstream, plus ``GET /count`` (chat requests served so far). It reads every prompt anew
    (its own process forgets the rules' remembered readings before each request): a real upstream's
    cost does not change with warrantguard's, so neither does this one's."""

    def __init__(self, latency: float) -> None:
        self.fake = FakeUpstream(ScriptedModel("train"), latency=latency)

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"] == "/count":
            body = str(len(self.fake.requests)).encode()
            await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/plain")]})
            await send({"type": "http.response.body", "body": body})
            return
        _forget_readings()
        await self.fake(scope, receive, send)


def _forget_readings() -> None:
    try:
        from warrantguard.guard.question import forget_readings
    except ImportError:  # a commit from before readings were remembered (run with PYTHONPATH=<worktree>)
        return
    forget_readings()


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


async def drive(items: list[str | None], clients: int, send: Callable[[str | None], Any],
                think: float = 0.0) -> list[tuple[Any, ...]]:
    """Send every item with ``clients`` concurrent workers, each pausing ``think`` seconds between its
    requests; (question, seconds, certification) per request,
    a reused certification split into ``reused-stored`` (certified before the request began) and
    ``reused-joined`` (the identical question's certificate finished while this request waited)."""
    queue = list(enumerate(items))
    out: list[tuple[Any, ...]] = []

    async def worker() -> None:
        while queue:
            _, q = queue.pop()
            start, began = time.perf_counter(), time.time()
            kind, certified_at = await send(q)
            if kind == "reused":
                kind = "reused-stored" if (certified_at or 0) < began else "reused-joined"
            out.append((q, time.perf_counter() - start, kind))
            if think:
                await asyncio.sleep(think)

    await asyncio.gather(*(worker() for _ in range(clients)))
    return out


def _body(q: str | None, mode: str) -> dict[str, Any]:
    content = q or "Say hello to the team."
    body: dict[str, Any] = {"model": "fake-model", "messages": [{"role": "user", "content": content}]}
    if q is not None and not mode.startswith("passthrough"):
        body["warrant"] = {}
    return body


def _metric(text: str, kind: str) -> float:
    found = re.findall(rf'warrantguard_certifications_total\{{[^}}]*kind="{kind}"[^}}]*\}} ([0-9.e+]+)', text)
    return sum(float(v) for v in found)


async def run_proxy(up: str, items: list[str | None], mode: str, clients: int, grace: float) -> dict[str, Any]:
    """One mode through the proxy (a fresh proxy process, monitor runner as ``serve`` sizes it by default)."""
    options = {"generator": "lexical"}
    make = lambda: create_app(ProxyConfig(base_url=up + "/v1", guard_options=options,  # noqa: E731
                                          policy=policy(mode), monitor_grace=grace))
    with child(make) as (url, pid):
        connector = aiohttp.TCPConnector(limit=clients)
        async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=300)) as client:
            await client.post(url + "/v1/chat/completions", json=_body(None, mode))  # warm up
            rss0, calls0 = rss_mb(pid), upstream_count(up)

            async def send(q: str | None) -> tuple[str | None, float | None]:
                try:
                    async with client.post(url + "/v1/chat/completions", json=_body(q, mode)) as r:
                        body = await r.json()
                except (aiohttp.ClientError, ValueError):
                    return "error", None
                if r.status != 200:
                    return "error", None
                warrant = body.get("warrant") or {}
                return r.headers.get("x-warrant-certification"), warrant.get("certified_at")

            rows = await drive(items, clients, send)
            certified, dropped = await _settled(client, url, mode, grace)
        calls, rss1 = upstream_count(up) - calls0, rss_mb(pid)
    out = summary(rows, calls, certified, rss1 - rss0)
    out["monitor_dropped"] = dropped
    out["rows"], out["calls"] = rows, calls
    return out


async def _settled(client: aiohttp.ClientSession, url: str, mode: str, grace: float) -> tuple[float, float]:
    """Fresh certificates counted by the proxy's metrics and monitor-mode drops (monitor mode: once the
    background is idle, or ``grace`` seconds have passed; the proxy drops the rest at shutdown)."""
    last, waited = -1.0, 0.0
    while True:
        async with client.get(url + "/metrics") as r:
            text = await r.text()
        now = _metric(text, "certified")
        if not mode.startswith("monitor") or now == last or waited >= grace:
            return now, _metric(text, "monitor_dropped")
        last, waited = now, waited + 2.0
        await asyncio.sleep(2.0)


class Pauses:
    """The garbage collector's pauses in this process (the drop-in path), by generation: count, total, longest."""

    def __init__(self) -> None:
        self.pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.pauses[info["generation"]].append((time.perf_counter() - self._start) * 1000)

    @contextmanager
    def counting(self) -> Iterator[Pauses]:
        """Record the collections made inside the block."""
        gc.callbacks.append(self)
        try:
            yield self
        finally:
            gc.callbacks.remove(self)

    def summary(self) -> dict[str, float]:
        """Full collections (generation 2): how many, their total and longest pause (ms); the younger ones' total."""
        full = self.pauses[2]
        return {"gc_full": len(full), "gc_full_ms": sum(full), "gc_full_max_ms": max(full, default=0.0),
                "gc_young_ms": sum(self.pauses[0]) + sum(self.pauses[1])}


class Kinds(Hook):
    """Counts the Guard's certification kinds (the drop-in path's certificates computed)."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def certification(self, kind: str, model: str, stakes: str | None) -> None:
        """Count one."""
        self.counts[kind] += 1


async def run_dropin(up: str, items: list[str | None], mode: str, clients: int, grace: float,
                     think: float = 0.0, probes: str = "litellm", processes: int = 0) -> dict[str, Any]:
    """One mode through the drop-in (``acompletion`` with one Guard; the loop's default monitor runner)."""
    params = {"api_base": up + "/v1", "api_key": "sk-bench"}
    kinds = Kinds()
    focal: Any = "openai/fake-model"
    if probes == "http":  # the certificate's probe calls off litellm (the app's own call still goes through it)
        focal = OpenAIHTTPModel("fake-model", base_url=params["api_base"], api_key=params["api_key"])
    guard = Guard(focal, generator="lexical", policy=policy(mode), model_params=params,
                  hooks=[kinds], certificates=MemoryCertificateStore())

    async def send(q: str | None) -> tuple[str | None, float | None]:
        body = _body(q, mode)
        try:
            response = await litellm_dropin.acompletion(model="openai/fake-model", messages=body["messages"],
                                                        warrant=body.get("warrant", False), guard=guard,
                                                        **params)
        except Exception:  # litellm's connection errors under load: counted, the run goes on
            return "error", None
        payload = getattr(response, "warrant", None) or {}
        return payload.get("certification"), payload.get("certified_at")

    configure_monitor(processes=processes, probe_concurrency=PROBE_CONCURRENCY[0],  # worker processes (0: here)
                      yield_patience=YIELD_PATIENCE[0], max_load=MAX_LOAD[0])
    await send(None)
    if processes:
        await asyncio.sleep(5)  # the workers start when configured (a fresh interpreter each): not timed
    if FREEZE[0]:  # the app freezes its start-up heap, as services with a large import heap do
        gc.collect()
        gc.freeze()
    rss0, calls0 = rss_mb(), upstream_count(up)
    with Pauses().counting() as pauses:
        rows = await drive(items, clients, send, think)
    await close_monitor(grace=grace)
    if isinstance(focal, OpenAIHTTPModel):
        await focal.aclose()  # its connections, before this part's loop ends
    calls, rss1, workers = upstream_count(up) - calls0, rss_mb(), worker_rss()
    configure_monitor(processes=0, max_load=0)
    out = summary(rows, calls, float(kinds.counts["certified"]), rss1 - rss0)
    out["monitor_dropped"] = kinds.counts["monitor_dropped"]
    out["rows"], out["calls"] = rows, calls
    out["worker_rss_mb"] = workers
    out.update(pauses.summary())
    return out


def worker_rss() -> float:
    """The monitor worker processes' RSS (MB): spawned children of this process."""
    return sum(rss_mb(p.pid) for p in mp.active_children() if p.name.startswith("SpawnProcess") and p.pid)


def summary(rows: list[tuple[Any, ...]], calls: int, certified: float, rss: float) -> dict[str, Any]:
    """The per-mode numbers (latencies in units of the upstream latency, set by :func:`main`)."""
    pairwise = [r for r in rows if r[0] is not None]
    unit = LATENCY[0]
    added = [r[1] / unit - 1 for r in pairwise]
    stored = [r[1] / unit for r in pairwise if r[2] == "reused-stored"]
    joined = [r[1] / unit for r in pairwise if r[2] == "reused-joined"]
    ms = [r[1] * 1000 for r in pairwise]
    kinds = Counter(r[2] for r in pairwise)
    errors = sum(1 for r in rows if r[2] == "error")
    return {"requests": len(rows), "pairwise": len(pairwise), "distinct": len({r[0] for r in pairwise}),
            "calls_added_per_request": (calls - len(rows)) / len(rows), "certificates": certified,
            "reuse_hit_rate": (len(stored) + len(joined)) / max(1, len(pairwise)),
            "stored_hit_rate": len(stored) / max(1, len(pairwise)),
            "joined_hit_rate": len(joined) / max(1, len(pairwise)),
            "kinds": dict(kinds), "added_p50": pct(added, .5), "added_p95": pct(added, .95),
            "p50_ms": pct(ms, .5) or 0.0, "p99_ms": pct(ms, .99) or 0.0,
            "stored_p50": pct(stored, .5), "joined_p50": pct(joined, .5), "rss_growth_mb": rss, "errors": errors}


LATENCY = [0.05]
FREEZE = [False]
PROBE_CONCURRENCY = [32]
YIELD_PATIENCE = [1.0]
MAX_LOAD = [0.0]  # configure_monitor(max_load=…): shed background certificates above this CPU share


def _fmt(v: Any, spec: str = ".2f") -> str:
    return "-" if v is None else format(v, spec)


def report(results: dict[str, dict[str, dict[str, Any]]], args: argparse.Namespace) -> None:
    """Print one table per path, and the goals."""
    print(f"traffic mix: {args.requests} requests, 20% pairwise (Zipf 1.1 over 500), upstream "
          f"{args.latency_ms:.0f} ms = L, {args.clients} clients; latencies of pairwise requests (+: added, "
          "request minus L; stored/joined p50: the whole request); hit = stored + joined")
    for path, modes in results.items():
        print(f"\n{path}")
        print(f"  {'mode':<18}{'calls+/req':>11}{'certs':>7}{'distinct':>9}{'hit':>6}{'stored':>7}{'joined':>7}"
              f"{'+p50 L':>8}{'+p95 L':>8}{'stored p50 L':>13}{'joined p50 L':>13}{'p50 ms':>8}{'p99 ms':>8}"
              f"{'RSS MB':>7}{'dropped':>8}{'errors':>7}{'secs':>6}")
        for mode, r in modes.items():
            print(f"  {mode:<18}{r['calls_added_per_request']:>11.2f}{r['certificates']:>7.0f}{r['distinct']:>9}"
                  f"{r['reuse_hit_rate']:>6.2f}{r['stored_hit_rate']:>7.2f}{r['joined_hit_rate']:>7.2f}"
                  f"{_fmt(r['added_p50']):>8}{_fmt(r['added_p95']):>8}{_fmt(r['stored_p50']):>13}"
                  f"{_fmt(r['joined_p50']):>13}{r['p50_ms']:>8.1f}{r['p99_ms']:>8.1f}{r['rss_growth_mb']:>7.1f}"
                  f"{r.get('monitor_dropped', 0):>8.0f}{r['errors']:>7}{r.get('seconds', 0):>6.0f}")
        goals(modes)


def goals(modes: dict[str, dict[str, Any]]) -> None:
    """The issue's goals, each met or not."""
    if "reuse" in modes:
        r = modes["reuse"]
        print(f"  goal reuse: certificates {r['certificates']:.0f} == distinct questions {r['distinct']}: "
              f"{'met' if r['certificates'] == r['distinct'] else 'NOT met'}; stored-reuse p50 "
              f"{_fmt(r['stored_p50'])} L <= 1.10 L: {'met' if (r['stored_p50'] or 9) <= 1.1 else 'NOT met'}")
        if "passthrough" in modes and r["stored_p50"]:
            base = modes["passthrough"]["p50_ms"] / 1000 / LATENCY[0]
            print(f"    against this path's own pass-through p50 ({base:.2f} L): "
                  f"{r['stored_p50'] / base:.2f}x (<= 1.10: {'met' if r['stored_p50'] / base <= 1.1 else 'NOT met'})")
    for name in ("monitor", "monitor+reuse", CONTROL):
        if name in modes and "passthrough" in modes:
            d50 = modes[name]["p50_ms"] - modes["passthrough"]["p50_ms"]
            d99 = modes[name]["p99_ms"] - modes["passthrough"]["p99_ms"]
            if len(modes[name].get("block_p50", ())) > 1:
                for q in ("p50", "p99"):
                    pairs = zip(modes[name][f"block_{q}"], modes["passthrough"][f"block_{q}"], strict=True)
                    print(f"  {name} - passthrough {q} per block (ms): " + ", ".join(f"{m - p:+.1f}" for m, p in pairs))
            what = "control (A/A, the noise alone)" if name == CONTROL else f"goal {name}"
            print(f"  {what}: p50 {d50:+.1f} ms (<= 2 ms): {'met' if d50 <= 2 else 'NOT met'}; p99 {d99:+.1f} "
                  f"ms (<= 5 ms): {'met' if d99 <= 5 else 'NOT met'} vs pass-through")
    gc_pauses(modes)
    worst = max(r["rss_growth_mb"] for r in modes.values())
    print(f"  goal memory: largest RSS growth {worst:.1f} MB (<= 50): {'met' if worst <= 50 else 'NOT met'}")
    workers = max((r.get("worker_rss_mb", 0) for r in modes.values()), default=0)
    if workers:
        print(f"  the monitor worker processes' RSS at the end: {workers:.1f} MB (a fresh interpreter each)")


def gc_pauses(modes: dict[str, dict[str, Any]]) -> None:
    """The collector's pauses in the process answering (the drop-in path): full collections stall every
    request in flight, so they set the tail; one line per mode."""
    for name, r in modes.items():
        if "gc_full" in r:
            per_block = ", ".join(str(n) for n in r["block_gc_full"])
            blocks = f" (per block: {per_block})" if len(r["block_gc_full"]) > 1 else ""
            print(f"  gc {name}: {r['gc_full']} full collections{blocks}, {r['gc_full_ms']:.0f} ms in all, longest "
                  f"{r['gc_full_max_ms']:.0f} ms; younger generations {r['gc_young_ms']:.0f} ms in all")


async def amain(args: argparse.Namespace) -> dict[str, dict[str, dict[str, Any]]]:
    """Every path and mode, side by side against one upstream; with ``--blocks K`` the mix is cut in K
    parts and the modes alternate part by part (slow drift of the machine falls on every mode alike),
    each mode's numbers pooled over its parts."""
    items = mix(args.requests)
    parts = [items[k :: args.blocks] for k in range(args.blocks)]
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {}
    with child(lambda: Counting(args.latency_ms / 1000)) as (up, _):
        for part in parts:
            for mode in args.modes.split(","):
                for path in args.paths.split(","):
                    start = time.perf_counter()
                    if path == "proxy":
                        out = await run_proxy(up, part, mode, args.clients, args.grace)
                    else:
                        out = await run_dropin(up, part, mode, args.clients, args.grace, args.think_ms / 1000,
                                               args.dropin_probes, args.monitor_processes)
                    out["seconds"] = time.perf_counter() - start
                    runs.setdefault(path, {}).setdefault(mode, []).append(out)
                    shown = {k: v for k, v in out.items() if k != "rows"}
                    print(f"  done: {path} {mode} {json.dumps(shown)}", file=sys.stderr, flush=True)
    return {path: {mode: pooled(outs) for mode, outs in modes.items()} for path, modes in runs.items()}


def pooled(outs: list[dict[str, Any]]) -> dict[str, Any]:
    """One mode's runs as one: its rows pooled, its calls, certificates and drops summed, the largest
    RSS growth; each run's p50 and p99 kept (``block_p50`` / ``block_p99``) to show the spread."""
    rows = [row for out in outs for row in out["rows"]]
    out = summary(rows, sum(o["calls"] for o in outs), sum(o["certificates"] for o in outs),
                  max(o["rss_growth_mb"] for o in outs))
    out["monitor_dropped"] = sum(o.get("monitor_dropped", 0) for o in outs)
    out["worker_rss_mb"] = max(o.get("worker_rss_mb", 0) for o in outs)
    out["seconds"] = sum(o["seconds"] for o in outs)
    out["block_p50"], out["block_p99"] = [o["p50_ms"] for o in outs], [o["p99_ms"] for o in outs]
    if "gc_full" in outs[0]:
        for key in ("gc_full", "gc_full_ms", "gc_young_ms"):
            out[key] = sum(o[key] for o in outs)
        out["gc_full_max_ms"] = max(o["gc_full_max_ms"] for o in outs)
        out["block_gc_full"] = [o["gc_full"] for o in outs]
    return out


def main() -> int:
    """Run and print the tables (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=20_000)
    parser.add_argument("--latency-ms", type=float, default=50.0)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--paths", default="proxy,dropin")
    parser.add_argument("--modes", default=",".join(MODES),
                        help=f"comma-separated, of {', '.join(MODES)} and {CONTROL} (pass-through again: the A/A "
                        "control, whose difference from pass-through is the machine's noise alone)")
    parser.add_argument("--grace", type=float, default=30.0,
                        help="monitor mode: seconds the background certificates get after the last request")
    parser.add_argument("--think-ms", type=float, default=200.0,
                        help="the drop-in path: each client's pause between requests (0 = back to back, which "
                        "saturates the one process the drop-in and its app share)")
    parser.add_argument("--dropin-probes", choices=("litellm", "http"), default="litellm",
                        help="the drop-in path: the Guard's probe calls through litellm (its model string) or "
                        "warrantguard.models.OpenAIHTTPModel (about a tenth of litellm's CPU per call)")
    parser.add_argument("--monitor-processes", type=int, default=0, metavar="N",
                        help="the drop-in path's monitor modes: certificates in N worker processes "
                        "(configure_monitor(processes=N)), 0: in the process that answers")
    parser.add_argument("--monitor-yield-patience", type=float, default=1.0, metavar="S",
                        help="the drop-in path's monitor modes: how long each background call waits for an idle "
                        "event loop (configure_monitor(yield_patience=S); 0: it does not wait)")
    parser.add_argument("--monitor-max-load", type=float, default=0.0, metavar="SHARE",
                        help="the drop-in path's monitor modes: shed new background certificates while the process "
                        "uses more than this share of one core (configure_monitor(max_load=SHARE); 0: never)")
    parser.add_argument("--monitor-probe-concurrency", type=int, default=32, metavar="N",
                        help="model calls one background certificate has in flight at most (drop-in path)")
    parser.add_argument("--gc-freeze", action="store_true",
                        help="the drop-in path: gc.freeze() after the warm-up in every mode (litellm's import heap "
                        "then stays out of the collector's full passes, each 0.1-0.35 s here)")
    parser.add_argument("--blocks", type=int, default=1, metavar="K",
                        help="cut the mix in K parts and alternate the modes part by part (pooled numbers)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    LATENCY[0] = args.latency_ms / 1000
    FREEZE[0] = args.gc_freeze
    PROBE_CONCURRENCY[0] = args.monitor_probe_concurrency
    YIELD_PATIENCE[0] = args.monitor_yield_patience
    MAX_LOAD[0] = args.monitor_max_load
    results = asyncio.run(amain(args))
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        report(results, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
