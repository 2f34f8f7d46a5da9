"""Secrets never leave: a known fake key is scanned for everywhere after real runs (issue 13, item 2).

An "echoing" upstream (a real HTTP server on loopback) answers every call with an error whose body
repeats the request's headers, Authorization included, the way some providers and gateways do.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry

from warrantguard import Guard, ProviderError, RetryPolicy
from warrantguard.adapters.proxy import ProxyServer
from warrantguard.guard._redact import redact
from warrantguard.telemetry import WarrantMetrics, WarrantTracing, render_metrics

KEY = "sk-test-abcdefghijklmnop4711"
Q = "Which is safer to travel by, motorcycle or train?"


class EchoingUpstream:
    """ASGI app: every chat completion fails with a body that echoes the request's headers."""

    def __init__(self, status: int = 500) -> None:
        self.status = status
        self.seen: list[dict[str, str]] = []

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        while (await receive()).get("more_body"):
            pass
        headers = {k.decode(): v.decode() for k, v in scope["headers"]}
        self.seen.append(headers)
        echoed = {"authorization": headers.get("authorization", ""), **headers}  # the credential first
        body = json.dumps({"error": {"message": f"upstream failed for request with headers {echoed}",
                                     "type": "server_error"}}).encode()
        await send({"type": "http.response.start", "status": self.status,
                    "headers": [(b"content-type", b"application/json")]})
        await send({"type": "http.response.body", "body": body})


def _scan(name: str, text: str) -> list[str]:
    return [f"{name}: ...{text[max(0, i - 60): i + 30]}..." for i in _find(text)]


def _find(text: str) -> list[int]:
    out, start = [], 0
    while (i := text.find("abcdefghijklmnop", start)) >= 0:
        out.append(i)
        start = i + 1
    return out


def _chain(exc: BaseException) -> str:
    parts, seen = [], set()
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        parts += [str(e), repr(e), repr(vars(e)) if hasattr(e, "__dict__") else ""]
        e = e.__cause__ or e.__context__
    return "\n".join(parts)


@pytest.mark.parametrize("status", [500, 401])
def test_the_key_appears_nowhere_after_a_failing_run(status, tmp_path: Path, caplog):
    from warrantguard.audit import SQLiteRecordStore
    from warrantguard.policies import ReviewQueue, StakesPolicy

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    registry = CollectorRegistry()
    upstream = EchoingUpstream(status)
    caplog.set_level(logging.DEBUG)
    with ProxyServer(upstream) as server:
        guard = Guard("openai/gpt-4o-mini", generator="lexical",
                      model_params={"api_base": server.url + "/v1", "api_key": KEY},
                      hooks=[WarrantMetrics(registry), WarrantTracing(provider)],
                      retry=RetryPolicy(attempts=2, initial=0.0, maximum=0.0),
                      policy=StakesPolicy(), review_queue=ReviewQueue(tmp_path / "q.sqlite3"),
                      record_store=SQLiteRecordStore(tmp_path / "records.sqlite3"))
        with pytest.raises(ProviderError) as info:
            guard.check(Q, stakes="high")
    assert any(KEY in h.get("authorization", "") for h in upstream.seen)  # the key did go upstream
    assert _scan("control", repr(upstream.seen))  # and the scan finds it where it is
    assert "authorization" in str(info.value).lower()  # the echoed headers reached the message, masked
    found = _scan("exception", _chain(info.value))
    found += _scan("guard", repr(guard) + repr(vars(guard)) + repr(vars(guard.focal)))
    found += _scan("logs", caplog.text)
    spans = [(s.name, dict(s.attributes or {}), [(e.name, dict(e.attributes or {})) for e in s.events])
             for s in exporter.get_finished_spans()]
    found += _scan("spans", repr(spans))
    found += _scan("metrics", render_metrics(registry)[0].decode())
    for db in ("q.sqlite3", "records.sqlite3"):
        with sqlite3.connect(tmp_path / db) as con:
            rows = [r for t, in con.execute("select name from sqlite_master where type='table'")
                    for r in con.execute(f"select * from {t}")]
        found += _scan(db, repr(rows))
    assert found == []
    assert "sk-…4711" in str(info.value) or "…4711" in str(info.value) or status == 401


def test_redact_masks_known_and_credential_shaped_strings():
    from warrantguard.guard._redact import register_secret

    register_secret("zz-custom-secret-value-99")
    text = redact("Authorization: Bearer sk-live-1234567890abcdef and api_key=zz-custom-secret-value-99 "
                  "x-api-key: 'AKIAABCDEFGHIJKLMNOP'")
    assert "1234567890abcdef" not in text and "zz-custom-secret-value-99" not in text
    assert "ABCDEFGHIJKLMNOP" not in text and "…cdef" in text


def test_provider_error_text_is_truncated():
    err = ProviderError("x" * 10_000 + "sk-never-registered-7777777777")
    assert "7777777777" not in str(err) and len(str(err)) < 1100 and "characters cut" in str(err)


@pytest.mark.parametrize("upstream_kind", ["base_url", "litellm"])
@pytest.mark.parametrize("opt_in", [False, True])
def test_the_proxy_never_answers_with_the_upstream_key(upstream_kind, opt_in, caplog):
    import httpx

    from warrantguard.adapters.proxy import ProxyConfig, create_app

    caplog.set_level(logging.DEBUG)
    upstream = EchoingUpstream(500)
    with ProxyServer(upstream) as server:
        if upstream_kind == "base_url":
            config = ProxyConfig(base_url=server.url + "/v1", upstream_api_key=KEY,
                                 api_keys=("client-key-9f3Kq7Zt2Lw",))
        else:
            config = ProxyConfig(model="openai/gpt-4o-mini", api_keys=("client-key-9f3Kq7Zt2Lw",),
                                 upstream_params={"api_base": server.url + "/v1", "api_key": KEY})
        with ProxyServer(create_app(config)) as proxy:
            body: dict[str, Any] = {"model": "m", "messages": [{"role": "user", "content": Q}]}
            if opt_in:
                body["warrant"] = {"options": ["motorcycle", "train"]}
            reply = httpx.post(proxy.url + "/v1/chat/completions", json=body, timeout=60,
                               headers={"authorization": "Bearer client-key-9f3Kq7Zt2Lw"})
    assert any(KEY in h.get("authorization", "") for h in upstream.seen)
    assert reply.status_code >= 400
    assert _scan("response", reply.text + repr(dict(reply.headers))) == []
    assert _scan("logs", caplog.text) == []
