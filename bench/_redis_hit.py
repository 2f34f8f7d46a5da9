"""Bench: the added cost of a reused-certificate hit through Redis, against diskcache (issue 24).

One Guard call whose certificate is reused (a stakes level with ``reuse``), measured side by side
in one run with the certificate store in memory, on disk (``DiskCertificateStore``) and in Redis
(``RedisCertificateStore``, a local ``redis-server`` on loopback started here when ``--redis`` is
not given). Also the store's own ``get`` alone. The goal: p50 of the Redis hit at most 1 ms over
the diskcache hit.

    python bench/_redis_hit.py [--n 2000] [--redis redis://127.0.0.1:6379/0]

:func:`hit_latencies` is the reusable part (``bench/scale.py`` calls it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

Q = "Which is safer to travel by, motorcycle or train?"


def _p50_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


async def _time_calls(call: Callable[[], Any], n: int, warmup: int = 50) -> list[float]:
    for _ in range(warmup):
        await call()
    out = []
    for _ in range(n):
        start = time.perf_counter()
        await call()
        out.append(time.perf_counter() - start)
    return out


async def _hit_samples(store: Any, n: int) -> dict[str, list[float]]:
    """Per-call seconds of a reused hit through a Guard, and of the store's ``get`` alone."""
    from warrantguard.guard import Guard
    from warrantguard.guard.spi import InFlight
    from warrantguard.policies import StakesPolicy
    from warrantguard.testing import ScriptedModel

    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"reuse": "1h"}}})
    guard = Guard(ScriptedModel("train"), generator="lexical", seed=7, policy=policy, certificates=store)
    guard._inflight = InFlight()
    first = await guard.acertify(Q, answer="train")
    assert first.certification == "certified"

    async def hit() -> None:
        result = await guard.acertify(Q, answer="train")
        assert result.certification == "reused", result.certification

    key = next(iter(await _keys(store)), None)
    samples = {"guard hit": await _time_calls(hit, n)}
    if key is not None:
        samples["store get"] = await _time_calls(lambda: store.get(key), n)
    return samples


async def _keys(store: Any) -> list[str]:
    """The stored keys (to time ``get`` alone) of the stores this bench builds."""
    if hasattr(store, "link"):
        raw = await store.link.client().keys(store.prefix + "cert:*")
        return [k.decode()[len(store.prefix) + 5:] for k in raw]
    if hasattr(store, "store"):
        return [k for k in store.store.iterkeys()]
    return list(getattr(store, "_items", {}))


def hit_latencies(redis_url: str, n: int = 2000) -> dict[str, dict[str, float]]:
    """p50 milliseconds of a reused hit (``guard hit``) and of ``store get``, per store (memory, disk,
    redis), all measured in this one run; plus ``redis - disk`` (the added cost, the goal ≤ 1 ms)."""
    from warrantguard.guard import MemoryCertificateStore
    from warrantguard.models import DiskCertificateStore, RedisCertificateStore

    async def run() -> dict[str, dict[str, float]]:
        with tempfile.TemporaryDirectory() as tmp:
            stores = {"memory": MemoryCertificateStore(),
                      "disk": DiskCertificateStore(Path(tmp) / "certs"),
                      "redis": RedisCertificateStore(redis_url, prefix=f"wgbench:{uuid.uuid4().hex[:8]}:")}
            out = {name: {k: _p50_ms(v) for k, v in (await _hit_samples(store, n)).items()}
                   for name, store in stores.items()}
            await stores["redis"].clear()
            await stores["redis"].aclose()
        out["redis - disk"] = {k: out["redis"][k] - out["disk"][k] for k in out["redis"]}
        return out

    return asyncio.run(run())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--redis", default=None, help="a Redis URL (default: start a redis-server here)")
    args = parser.parse_args()
    server = None
    if args.redis is None:
        from _redis import RedisServer

        server = RedisServer()
        server.start()
    try:
        url = args.redis or server.url  # type: ignore[union-attr]
        results = hit_latencies(url, args.n)
    finally:
        if server is not None:
            server.stop()
    print(f"reused-certificate hit, p50 ms over {args.n} calls each (cores: {os.cpu_count()})")
    print(f"{'store':<14}{'guard hit':>12}{'store get':>12}")
    for name, row in results.items():
        print(f"{name:<14}{row['guard hit']:>12.3f}{row.get('store get', float('nan')):>12.3f}")
    added = results["redis - disk"]["guard hit"]
    print(f"added by Redis over diskcache at p50: {added:.3f} ms (goal <= 1 ms): {'met' if added <= 1 else 'NOT met'}")


if __name__ == "__main__":
    main()
