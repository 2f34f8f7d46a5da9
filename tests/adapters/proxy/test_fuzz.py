"""A bounded fuzz of the proxy's edge: client mistakes never get a 5xx, every request is answered.

A few hundred seeded requests: random and mutated JSON, wrong types, huge strings, deep
nesting, truncated and short bodies, wrong content types, random bytes. Each request has
a generous client timeout (answered at all, no timing assertion); afterwards /healthz
must answer and the server thread must be alive.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from warrantguard.adapters._kernel._allowlist import CHAT_COMPLETION_FIELDS
from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

from .conftest import KEY, QUESTION, scripted_guard

SEED, REQUESTS, SHORT_BODIES = 1313, 200, 12
FIELDS = [*sorted(CHAT_COMPLETION_FIELDS), "warrant", "api_base", "base_url", "extra_body", "x" * 300, ""]
CONTENT_TYPES = ["application/json", "text/plain", "multipart/form-data; boundary=x", "application/xml",
                 "application/x-www-form-urlencoded", "", "application/json; charset=latin-1"]


def value(rng: random.Random, depth: int = 0) -> Any:
    """A random JSON value, at most five levels deep."""
    kind = rng.randrange(9 if depth < 5 else 6)
    scalars = [None, rng.choice([True, False]), rng.randint(-2**70, 2**70), rng.uniform(-1e9, 1e9),
               "".join(chr(rng.randrange(0x20, 0x2FFF)) for _ in range(rng.randrange(20))), ""]
    if kind < 6:
        return scalars[kind]
    if kind == 6:
        return [value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == 7:
        return {rng.choice(["type", "text", "role", "content", "options", "stakes", "k"]): value(rng, depth + 1)
                for _ in range(rng.randrange(4))}
    return {"type": "text", "text": value(rng, depth + 1)}


def base(rng: random.Random) -> dict[str, Any]:
    """A valid request: plain or opted in, streamed or not."""
    body: dict[str, Any] = {"model": "m", "messages": [{"role": "user", "content": rng.choice([QUESTION, "hi"])}]}
    if rng.random() < 0.5:
        body["warrant"] = rng.choice([{}, {"options": ["motorcycle", "train"]}, {"stakes": "high"}])
    if rng.random() < 0.3:
        body["stream"] = True
    return body


def deep(rng: random.Random) -> str:
    depth = rng.choice([65, 200, 1000, 5000, 30_000])
    return rng.choice(["[", '{"a":']) * depth if rng.random() < 0.3 else "[" * depth + "1" + "]" * depth


def mutated(rng: random.Random) -> dict[str, Any]:
    body = base(rng)
    for _ in range(rng.randrange(1, 4)):
        target = rng.random()
        if target < 0.5:
            body[rng.choice(FIELDS)] = value(rng)
        elif target < 0.8:
            body["messages"] = [rng.choice([{"role": "user", "content": value(rng)}, value(rng),
                                            {"role": value(rng), "content": QUESTION}])]
        else:
            body["warrant"] = value(rng)
    return body


def case(rng: random.Random) -> tuple[bytes, str]:
    """One request body and its content type."""
    kind = rng.randrange(10)
    ctype = "application/json" if rng.random() < 0.8 else rng.choice(CONTENT_TYPES)
    if kind == 0:
        return json.dumps(value(rng)).encode(), ctype
    if kind == 1:
        huge = "x" * rng.choice([100_000, 500_000, 1_100_000])
        body = base(rng)
        body["messages"][0]["content"] = rng.choice([QUESTION + huge, huge])
        return json.dumps(body).encode(), ctype
    if kind == 2:
        text = json.dumps(base(rng))
        return (text[:-1] + ', "metadata": ' + deep(rng) + "}").encode(), ctype
    if kind == 3:
        text = json.dumps(mutated(rng))
        return text[: rng.randrange(len(text))].encode(), ctype
    if kind == 4:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400))), ctype
    if kind == 5:
        text = json.dumps(base(rng))
        return text.replace('"hi"', rng.choice(['"\\ud800"', "NaN", "1e999", '"\\u0000"', '"a" "b"'])).encode(), ctype
    return json.dumps(mutated(rng)).encode(), ctype


@pytest.fixture(scope="module", params=["http", "litellm"])
def proxy(request: pytest.FixtureRequest) -> Iterator[ProxyServer]:
    """The proxy before an OpenAI-compatible base URL, or before a litellm model string (test mode)."""
    guard = {"guard_factory": lambda focal: scripted_guard(policy=StakesPolicy(), t0_samples=2)}
    limits = {"api_keys": (KEY,), "detect": True, "body_timeout": 1.0}
    with ProxyServer(FakeUpstream(ScriptedModel("train"))) as up:
        if request.param == "http":
            config = ProxyConfig(base_url=up.url + "/v1", **limits, **guard)
        else:
            config = ProxyConfig(model="openai/gpt-4o-mini", upstream_api_key="sk-not-used", test_mode=True,
                                 upstream_params={"mock_response": "I recommend train."}, **limits, **guard)
        with ProxyServer(create_app(config)) as server:
            yield server


async def fire(url: str, cases: list[tuple[bytes, str]]) -> list[tuple[int, str, str]]:
    limit = asyncio.Semaphore(8)
    async with httpx.AsyncClient(timeout=60, headers={"authorization": f"Bearer {KEY}"}) as client:
        async def one(content: bytes, ctype: str) -> tuple[int, str, str]:
            async with limit:
                response = await client.post(url, content=content, headers={"content-type": ctype} if ctype else {})
                return response.status_code, response.text[:300], response.headers.get("x-warrant-status", "")

        return list(await asyncio.gather(*(one(c, t) for c, t in cases)))


async def short_body(host: str, port: int, declared: int, sent: bytes) -> bytes:
    """A request whose body is shorter than its content-length; the reply's status line."""
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\nauthorization: Bearer " + KEY.encode()
                     + f"\r\ncontent-length: {declared}\r\n\r\n".encode() + sent)
        await writer.drain()
        return await asyncio.wait_for(reader.readline(), 60)
    finally:
        writer.close()


def test_fuzzed_requests_never_get_a_server_error(proxy: ProxyServer) -> None:
    rng = random.Random(SEED)
    cases = [case(rng) for _ in range(REQUESTS)]
    answers = asyncio.run(fire(proxy.url + "/v1/chat/completions", cases))
    errors = [(status, text) for status, text, _ in answers if status >= 500]
    assert len(answers) == REQUESTS and errors == []
    assert all(text.startswith('{"error"') for status, text, _ in answers if status >= 400)
    assert {400, 413, 200} <= {status for status, _, _ in answers}
    assert "success" in {warrant for _, _, warrant in answers}  # the certified path was exercised too
    assert httpx.get(proxy.url + "/healthz", timeout=30).json() == {"status": "ok"}
    assert proxy._thread.is_alive()


def test_short_bodies_are_answered_not_left_hanging(proxy: ProxyServer) -> None:
    rng = random.Random(SEED + 1)

    async def run() -> list[bytes]:
        jobs = []
        for _ in range(SHORT_BODIES):
            sent = json.dumps(base(rng)).encode()[: rng.randrange(1, 40)]
            jobs.append(short_body(proxy.host, proxy.port, len(sent) + rng.randrange(1, 5000), sent))
        return list(await asyncio.gather(*jobs))

    lines = asyncio.run(run())
    assert lines == [b"HTTP/1.1 408 Request Timeout\r\n"] * SHORT_BODIES
    assert httpx.get(proxy.url + "/healthz", timeout=30).status_code == 200
