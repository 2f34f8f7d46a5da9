"""A fake OpenAI-compatible upstream (a bare ASGI app) for tests, benches and examples.

It answers ``POST /v1/chat/completions`` (JSON or server-sent events, ``n`` samples)
and ``GET /v1/models``. Given a :class:`~warrantguard.testing.ScriptedModel` it
answers the engine's probe prompts from the planted preferences and a plain pairwise
question with the planted option, so it can serve both the client's answer and the
Guard's probes. It can sleep (``latency``), fail its first requests (a 429 with
``retry-after`` when asked), demand a key, and records what it received.

Every chat response carries the headers OpenAI sends (``x-request-id``,
``openai-processing-ms``, ``openai-version``, ``openai-organization``, the six
``x-ratelimit-*``) and a ``set-cookie`` no proxy should pass on; a stream asked with
``stream_options: {"include_usage": true}`` ends with a ``choices: []`` usage chunk.
``cut_streams`` (a fraction, drawn from ``seed``) of streams stop midway, half an event sent:
the connection drops (``cut_how="drop"``) or the body ends cleanly without ``[DONE]``
(``"end"``); ``cut_replies`` of JSON replies drop after half their declared length.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import time
from collections.abc import Awaitable, Callable, MutableMapping, Sequence
from typing import Any

from warrantguard.adapters import last_user_text
from warrantguard.guard import NotPairwiseError, PairwiseQuestion

__all__ = ["FakeUpstream"]

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
_ENGINE_MARKERS = ("Answer with exactly one of the two options", "On a scale from 0 to 100",
                   "What is the probability, from 0 to 100", "You write probe questions",
                   "Which of the two options does your answer above recommend")


class FakeUpstream:
    """An OpenAI-compatible chat server answering from ``model`` (a ScriptedModel or ``fn(messages) -> str``)."""

    def __init__(self, model: Any = None, *, latency: float = 0.0, fail_first: int = 0, fail_status: int = 503,
                 api_key: str | None = None, model_name: str = "fake-model", retry_after: str | None = None,
                 retry_after_ms: str | None = None, cut_streams: float = 0.0, cut_how: str = "drop",
                 cut_replies: float = 0.0, seed: int = 0) -> None:
        self.model, self.latency, self.api_key, self.model_name = model, latency, api_key, model_name
        self.cut_streams, self.cut_how, self.cut_replies = cut_streams, cut_how, cut_replies
        self._cuts = random.Random(seed)
        self.cut: list[str] = []  # the ids of the completions cut midway, in order
        self.fail_first, self.fail_status = fail_first, fail_status
        self.retry_after, self.retry_after_ms = retry_after, retry_after_ms
        self.requests: list[dict[str, Any]] = []
        self.authorizations: list[str | None] = []
        self.request_headers: list[dict[str, str]] = []
        self.request_ids: list[str] = []
        self.arrivals: list[float] = []  # time.monotonic() of each chat request, in order
        self._ids = itertools.count(1)
        self._responses = itertools.count(1)

    def response_headers(self) -> list[tuple[bytes, bytes]]:
        """The OpenAI-style headers of the next chat response (a fresh ``x-request-id`` each)."""
        request_id = f"req_fake{next(self._responses)}"
        self.request_ids.append(request_id)
        remaining = max(0, 10_000 - len(self.requests))
        pairs = {"x-request-id": request_id, "openai-processing-ms": str(int(self.latency * 1000) + 1),
                 "openai-version": "2020-10-01", "openai-organization": "fake-org",
                 "x-ratelimit-limit-requests": "10000", "x-ratelimit-remaining-requests": str(remaining),
                 "x-ratelimit-reset-requests": "6ms", "x-ratelimit-limit-tokens": "2000000",
                 "x-ratelimit-remaining-tokens": "1999990", "x-ratelimit-reset-tokens": "0s",
                 "set-cookie": "__cf_bm=fake-session; path=/; HttpOnly"}
        return [(k.encode(), v.encode()) for k, v in pairs.items()]

    def _failure_headers(self) -> list[tuple[bytes, bytes]]:
        extra = [("retry-after", self.retry_after), ("retry-after-ms", self.retry_after_ms)]
        return self.response_headers() + [(k.encode(), v.encode()) for k, v in extra if v is not None]

    def answer(self, messages: list[dict[str, Any]], temperature: float = 0.0) -> str:
        """The reply text to a conversation."""
        text = last_user_text(messages) or ""
        engine = any(m in str(msg.get("content")) for msg in messages for m in _ENGINE_MARKERS)
        if self.model is None:
            return f"You said: {text[:200]}"
        if not hasattr(self.model, "reply"):
            return str(self.model(messages))
        if engine:
            return str(self.model.reply(messages, temperature))
        try:
            question = PairwiseQuestion.parse(text)
        except NotPairwiseError:
            return f"You said: {text[:200]}"
        return f"I recommend {self.model.choose(question.prompt, question.option_a, question.option_b)}."

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await _lifespan(receive, send)
            return
        body = await _read(receive)
        headers = {k.decode().lower(): v.decode() for k, v in scope.get("headers", [])}
        route = (scope["method"], scope["path"].rstrip("/"))
        if route == ("GET", "/v1/models"):
            await _json(send, 200, {"object": "list", "data": [{"id": self.model_name, "object": "model",
                                                                 "created": 0, "owned_by": "fake"}]})
        elif route == ("POST", "/v1/chat/completions"):
            await self._chat(body, headers, send)
        else:
            await _json(send, 404, {"error": {"message": "not found", "type": "invalid_request_error"}})

    async def _chat(self, raw: bytes, headers: dict[str, str], send: Send) -> None:
        self.authorizations.append(headers.get("authorization"))
        self.request_headers.append(headers)
        if self.api_key and headers.get("authorization") != f"Bearer {self.api_key}":
            await _json(send, 401, {"error": {"message": "bad upstream key", "type": "invalid_request_error"}})
            return
        try:
            body = json.loads(raw)
            messages = [m for m in body["messages"] if isinstance(m, dict)]
        except (ValueError, KeyError, TypeError):
            await _json(send, 400, {"error": {"message": "bad request", "type": "invalid_request_error"}})
            return
        self.requests.append(body)
        self.arrivals.append(time.monotonic())
        if self.latency:
            await asyncio.sleep(self.latency)
        if len(self.requests) <= self.fail_first:
            kind = "requests" if self.fail_status == 429 else "server_error"
            await _json(send, self.fail_status, {"error": {"message": "try again", "type": kind}},
                        self._failure_headers())
            return
        n = body.get("n") if isinstance(body.get("n"), int) and 0 < body["n"] <= 64 else 1
        temperature = body.get("temperature") if isinstance(body.get("temperature"), int | float) else 0.0
        texts = [self.answer(messages, float(temperature)) for _ in range(n)]
        cid = f"chatcmpl-fake{next(self._ids)}"
        data = self._completion(cid, texts, messages)
        if body.get("stream"):
            options = body.get("stream_options")
            usage = data["usage"] if isinstance(options, dict) and options.get("include_usage") is True else None
            await self._stream(send, cid, texts[0], usage)
        elif self._cuts.random() < self.cut_replies:
            self.cut.append(cid)
            await _json(send, 200, data, self.response_headers(), cut=True)
        else:
            await _json(send, 200, data, self.response_headers())

    def _completion(self, cid: str, texts: list[str], messages: list[Any]) -> dict[str, Any]:
        prompt_tokens = sum(len(str(m.get("content", "")).split()) for m in messages if isinstance(m, dict))
        choices = [{"index": i, "message": {"role": "assistant", "content": t}, "finish_reason": "stop",
                    "logprobs": None} for i, t in enumerate(texts)]
        usage = {"prompt_tokens": prompt_tokens, "completion_tokens": sum(len(t.split()) for t in texts),
                 "total_tokens": prompt_tokens + sum(len(t.split()) for t in texts)}
        return {"id": cid, "object": "chat.completion", "created": int(time.time()), "model": self.model_name,
                "choices": choices, "usage": usage}

    async def _stream(self, send: Send, cid: str, text: str, usage: dict[str, Any] | None) -> None:
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", b"text/event-stream"), *self.response_headers()]})
        base: dict[str, Any] = {"id": cid, "object": "chat.completion.chunk", "created": int(time.time()),
                                "model": self.model_name}
        if usage is not None:  # OpenAI: every chunk says usage null, a last chunk carries it
            base["usage"] = None
        deltas = [{"role": "assistant", "content": ""}] + [{"content": w} for w in _words(text)]
        cut = self._cuts.random() < self.cut_streams
        for delta in deltas[: len(deltas) // 2 + 1] if cut else deltas:
            chunk = {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}
            await send({"type": "http.response.body", "body": _event(chunk), "more_body": True})
        if cut:
            await self._cut_stream(send, cid)
            return
        tail = _event({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
        if usage is not None:
            tail += _event({**base, "choices": [], "usage": usage})
        await send({"type": "http.response.body", "body": tail + b"data: [DONE]\n\n"})


    async def _cut_stream(self, send: Send, cid: str) -> None:
        """End a stream midway, half an event sent: the connection dropped (``cut_how="drop"``)
        or the body closed cleanly without ``[DONE]`` (``"end"``)."""
        self.cut.append(cid)
        drop = self.cut_how == "drop"
        await send({"type": "http.response.body", "body": b'data: {"id": "', "more_body": drop})
        if drop:
            raise UpstreamCut(f"fake upstream: stream {cid} dropped midway")


class UpstreamCut(Exception):
    """Raised inside the fake upstream to drop a connection midway (the ASGI server aborts it)."""


def _words(text: str) -> list[str]:
    parts = text.split(" ")
    return [p + (" " if i < len(parts) - 1 else "") for i, p in enumerate(parts)]


def _event(data: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(data).encode() + b"\n\n"


async def _read(receive: Receive) -> bytes:
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            return b"".join(chunks)


async def _json(send: Send, status: int, data: dict[str, Any], headers: Sequence[tuple[bytes, bytes]] = (),
                *, cut: bool = False) -> None:
    body = json.dumps(data).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            *headers]})
    if cut:  # half the declared body, then the connection drops
        await send({"type": "http.response.body", "body": body[: len(body) // 2], "more_body": True})
        raise UpstreamCut("fake upstream: reply dropped midway")
    await send({"type": "http.response.body", "body": body})


async def _lifespan(receive: Receive, send: Send) -> None:
    while True:
        message = await receive()
        if message["type"] == "lifespan.startup":
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            await send({"type": "lifespan.shutdown.complete"})
            return
