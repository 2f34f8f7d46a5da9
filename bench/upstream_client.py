"""Bench: one upstream exchange through each HTTP client the proxy could use, side by side in one run.

Why the proxy's upstream client is aiohttp: a fake OpenAI-compatible upstream (uvicorn,
its own process) is asked for one small chat completion at a time over one keep-alive
connection, under uvloop as the proxy runs, by

* ``httpx``: ``httpx.AsyncClient`` (the proxy's client before),
* ``proxy``: the proxy's own :class:`HTTPUpstream` (aiohttp, with its resend and bounds),
* ``aiohttp``: a bare ``aiohttp.ClientSession``,
* ``raw``: asyncio streams and httptools' parser (no client at all: the floor).

Prints the p50 of each in milliseconds, two rounds interleaved, and httpx / proxy.

    python bench/upstream_client.py [--requests 2000]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PORT = 18811
URL = f"http://127.0.0.1:{PORT}/v1/chat/completions"
BODY = json.dumps({"model": "m", "messages": [{"role": "user", "content": "hello there"}]}).encode()


def upstream() -> None:
    import uvicorn

    from warrantguard.adapters.proxy import FakeUpstream
    from warrantguard.testing import ScriptedModel

    uvicorn.run(FakeUpstream(ScriptedModel("train")), host="127.0.0.1", port=PORT, log_level="warning",
                access_log=False)


def wait_for_port(port: int, timeout: float = 60.0) -> None:
    """Block until something listens on ``port`` (the upstream process is importing)."""
    import socket

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"nothing listens on port {port}")


async def p50(call: Callable[[], Awaitable[None]], n: int) -> float:
    for _ in range(200):
        await call()
    times = []
    for _ in range(n):
        start = time.perf_counter()
        await call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


async def clients() -> tuple[dict[str, Callable[[], Awaitable[None]]], Callable[[], Awaitable[None]]]:
    import aiohttp
    import httptools
    import httpx

    from warrantguard.adapters.proxy import ProxyConfig
    from warrantguard.adapters.proxy._upstream import HTTPUpstream

    hx = httpx.AsyncClient()
    ours = HTTPUpstream(ProxyConfig(base_url=f"http://127.0.0.1:{PORT}/v1"))
    session = aiohttp.ClientSession()
    link: list[Any] = []  # the raw connection (reopened when uvicorn closed it as idle: after 5 s)
    request = (b"POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n"
               b"content-length: %d\r\n\r\n" % len(BODY)) + BODY

    async def with_httpx() -> None:
        response = await hx.post(URL, content=BODY, headers={"content-type": "application/json"})
        await response.aread()

    async def with_proxy() -> None:
        await ours.forward(BODY, {}, stream=False)

    async def with_aiohttp() -> None:
        async with session.post(URL, data=BODY, headers={"content-type": "application/json"}) as response:
            await response.read()

    async def with_raw() -> None:
        done = asyncio.get_running_loop().create_future()

        class Events:
            def on_message_complete(self) -> None:
                done.set_result(True)

        parser = httptools.HttpResponseParser(Events())
        if not link or link[0].at_eof():
            link[:] = await asyncio.open_connection("127.0.0.1", PORT)
        reader, writer = link
        writer.write(request)
        while not done.done():
            data = await reader.read(65536)
            if not data:
                raise ConnectionError("the upstream closed the raw connection")
            parser.feed_data(data)

    async def close() -> None:
        await hx.aclose()
        await ours.aclose()
        await session.close()

    return {"httpx": with_httpx, "proxy": with_proxy, "aiohttp": with_aiohttp, "raw": with_raw}, close


async def main(n: int) -> None:
    calls, close = await clients()
    results: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(2):
        for name, call in calls.items():
            results[name].append(await p50(call, n))
    for name, values in results.items():
        print(f"{name:<8} p50 " + "  ".join(f"{v:.3f} ms" for v in values))
    await close()
    ratio = statistics.mean(results["httpx"]) / statistics.mean(results["proxy"])
    print(f"httpx / proxy's client: {ratio:.2f}x")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=2000)
    args = parser.parse_args()
    server = mp.Process(target=upstream, daemon=True)
    server.start()
    wait_for_port(PORT)
    try:
        import uvloop

        uvloop.run(main(args.requests))
    finally:
        server.terminate()
