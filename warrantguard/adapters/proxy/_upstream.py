"""Reaching an OpenAI-compatible base URL through a few shared httpx clients (the only httpx import).

Pass-through requests forward the client's bytes and stream the upstream's bytes back
without parsing them; certified requests go through :meth:`HTTPUpstream.complete`, the
Guard's probes through :class:`UpstreamChatModel` (one attempt each: the engine's session
retries them, within its bounds). The client's own request is tried ``retries + 1``
times (``ProxyConfig.retries``, 0 by default, and 0 for clients that retry themselves):
connection errors, 429 and 5xx are retried with a short backoff; after the last attempt
a 429 is returned as it is, a connection error or 5xx becomes a 502. Every reply keeps
the upstream headers the client should see (:mod:`._headers`).

Two transport-level rules sit below those retries. A request that fails on a reused
keep-alive connection before any reply (the upstream closed it as idle just then: uvicorn
and vLLM do after 5 s) was never read, and is sent once more on a new connection. And every
exchange runs so that cancelling it never costs a pool slot (:mod:`._pool`).
"""

from __future__ import annotations

import asyncio
import http.cookiejar
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from ...guard import ChatRequest, ChatResponse, ProviderError, TransientError
from ._config import ProxyConfig
from ._errors import INSTALL_HINT, ProxyError, redact
from ._headers import forwarded_headers
from ._pool import ExchangeTrace, cancelled_once, reclaim_orphans, uncancelled

try:
    import httpx
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(f"the proxy needs httpx: {INSTALL_HINT}") from exc

__all__ = ["REQUEST_MODEL", "RETRY_STATUSES", "HTTPUpstream", "UpstreamChatModel", "UpstreamEmptyError",
           "UpstreamReply", "UpstreamStatusError"]

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
#: The client's model name while a request is certified (probes go to the same model).
REQUEST_MODEL: ContextVar[str | None] = ContextVar("warrantguard_proxy_model", default=None)


@dataclass
class UpstreamReply:
    """An upstream response: its status, content type, and either a body or a byte stream."""

    status: int
    content_type: str = "application/json"
    body: bytes = b""
    chunks: AsyncIterator[bytes] | None = None
    close: Callable[[], Awaitable[None]] | None = None
    headers: dict[str, str] = field(default_factory=dict)

    def json(self) -> Any:
        """The body parsed as JSON (``None`` when it is not JSON)."""
        try:
            return json.loads(self.body)
        except ValueError:
            return None


class UpstreamStatusError(Exception):
    """The upstream answered a probe with an error status (``status_code`` drives retries)."""

    def __init__(self, status_code: int, message: str) -> None:
        super().__init__(f"upstream status {status_code}: {message}")
        self.status_code = status_code


class UpstreamEmptyError(ProviderError):
    """The upstream answered a probe with no choices (not retried: it would answer the same)."""


def _texts(data: dict[str, Any]) -> list[str]:
    """The reply texts of a completion (a choice without text counts as an empty reply)."""
    choices = data.get("choices")
    if not isinstance(choices, list):
        return []
    texts = []
    for choice in choices:
        message = choice.get("message") if isinstance(choice, dict) else None
        content = message.get("content") if isinstance(message, dict) else None
        texts.append(content if isinstance(content, str) else "")
    return texts


def _probe_body(model: str, request: ChatRequest) -> dict[str, Any]:
    """The chat-completion body of one engine call."""
    body: dict[str, Any] = {"model": model, "messages": [dict(m) for m in request.messages],
                            "temperature": request.temperature}
    if request.samples > 1:
        body["n"] = request.samples
    if request.max_tokens:
        body["max_tokens"] = request.max_tokens
    if request.seed is not None:
        body["seed"] = request.seed
    return body


def _count(usage: Any, key: str) -> int:
    """A token count from an upstream's ``usage`` (0 when missing or not a count)."""
    value = usage.get(key) if isinstance(usage, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


#: What a request sent on a connection the server had just closed fails with.
_DROPPED_ERRORS = (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError)


async def _close_reply(reply: UpstreamReply) -> None:
    """Close a streamed reply nobody will read."""
    if reply.close is not None:
        await reply.close()


class _NoCookies(http.cookiejar.CookieJar):
    """A cookie jar that keeps nothing: the upstream clients are shared by every client of the
    proxy, so a cookie the upstream sets answering one must never ride on another's requests."""

    def extract_cookies(self, response: Any, request: Any) -> None:
        """Keep no cookie from a response."""

    def set_cookie(self, cookie: Any) -> None:
        """Keep no cookie."""

    def add_cookie_header(self, request: Any) -> None:
        """Send no cookie."""


_POOL_SHARDS = 8  # clients the connections are spread over (see HTTPUpstream.client)


class HTTPUpstream:
    """An OpenAI-compatible base URL behind a few shared :class:`httpx.AsyncClient` objects.

    httpcore's pool scans every connection (a socket poll each) whenever a request starts or
    ends, so one pool serving a certificate's ~25 concurrent probes costs time quadratic in
    them; requests are spread round-robin over ``_POOL_SHARDS`` clients (the connection limit
    split between them), which divides that cost by the number of shards.
    """

    def __init__(self, config: ProxyConfig) -> None:
        assert config.base_url is not None
        self.config = config
        self.base_url = config.base_url
        self.model_override = config.model
        self._clients: list[httpx.AsyncClient] = []
        self._fresh: httpx.AsyncClient | None = None  # keeps no connection: resends go out on a new one
        self._urls: dict[str, httpx.URL] = {}
        self._next = 0
        self._headers = {"content-type": "application/json", "accept-encoding": "identity"}
        if config.upstream_key:
            self._headers["authorization"] = f"Bearer {config.upstream_key}"

    @property
    def client(self) -> httpx.AsyncClient:
        """The next shared client, round-robin (created on first use, closed by :meth:`aclose`)."""
        if not self._clients:
            per = max(1, self.config.max_connections // _POOL_SHARDS)
            limits = httpx.Limits(max_connections=per, max_keepalive_connections=per)
            timeout = httpx.Timeout(self.config.timeout, connect=min(10.0, self.config.timeout))
            shards = min(_POOL_SHARDS, self.config.max_connections)
            self._clients = [httpx.AsyncClient(limits=limits, timeout=timeout, headers=self._headers,
                                               cookies=_NoCookies()) for _ in range(shards)]
            once = httpx.Limits(max_connections=per, max_keepalive_connections=0)
            self._fresh = httpx.AsyncClient(limits=once, timeout=timeout, headers=self._headers, cookies=_NoCookies())
        self._next = (self._next + 1) % len(self._clients)
        return self._clients[self._next]

    @property
    def _fresh_client(self) -> httpx.AsyncClient:
        """The client that keeps no connections alive (created with the shared ones)."""
        if self._fresh is None:
            _ = self.client
        assert self._fresh is not None
        return self._fresh

    @property
    def _all_clients(self) -> list[httpx.AsyncClient]:
        return self._clients + ([self._fresh] if self._fresh else [])

    @property
    def connections(self) -> list[Any]:
        """Every pooled upstream connection (for tests and diagnostics)."""
        return [c for client in self._all_clients for c in client._transport._pool.connections]  # type: ignore[attr-defined]

    def focal(self, default_model: str | None = None) -> UpstreamChatModel:
        """A :class:`ChatModel` asking this upstream (the Guard's focal model)."""
        return UpstreamChatModel(self, self.model_override or default_model or "upstream")

    async def forward(self, raw: bytes, body: dict[str, Any], *, stream: bool,
                      retries: int | None = None) -> UpstreamReply:
        """Send the client's body as is; a streamed reply is handed back undecoded."""
        return await self._send("POST", "/chat/completions", raw, stream=stream, retries=retries)

    async def complete(self, body: dict[str, Any], *, retries: int | None = None) -> UpstreamReply:
        """One non-streamed chat completion (``retries``: the config's when ``None``)."""
        return await self._send("POST", "/chat/completions", json.dumps(body).encode(), stream=False,
                                retries=retries)

    async def models(self) -> UpstreamReply:
        """The upstream's ``GET /models``."""
        return await self._send("GET", "/models", None, stream=False, retries=None)

    async def aclose(self) -> None:
        """Close the shared client and its connections."""
        clients = self._all_clients
        self._clients, self._fresh = [], None
        for client in clients:
            await client.aclose()

    async def _send(self, method: str, path: str, content: bytes | None, *, stream: bool,
                    retries: int | None) -> UpstreamReply:
        policy = self.config.client_retry(retries)
        attempts, detail, headers = policy.attempts, "", {}
        for attempt in range(attempts):
            if attempt:
                await asyncio.sleep(policy.backoff(attempt))
            try:
                reply = await self._once(method, path, content, stream=stream)
            except httpx.HTTPError as exc:
                detail = f"{type(exc).__name__}: {exc}"
                continue
            if reply.status not in RETRY_STATUSES or (reply.status == 429 and attempt == attempts - 1):
                return reply
            detail, headers = f"status {reply.status}", reply.headers
        raise self._bad_gateway(detail, attempts, headers)

    async def _once(self, method: str, path: str, content: bytes | None, *, stream: bool) -> UpstreamReply:
        """One exchange, in a task of its own that a cancellation reaches once (see :mod:`._pool`)."""
        trace = ExchangeTrace()
        return await cancelled_once(self._exchange(method, path, content, trace, stream=stream), trace, _close_reply)

    async def _exchange(self, method: str, path: str, content: bytes | None, trace: ExchangeTrace, *,
                        stream: bool) -> UpstreamReply:
        try:
            return await self._reply(method, path, content, trace, stream=stream)
        except BaseException:
            for client in self._all_clients:
                reclaim_orphans(client)
            raise

    async def _reply(self, method: str, path: str, content: bytes | None, trace: ExchangeTrace, *,
                     stream: bool) -> UpstreamReply:
        response = await self._send_fresh_if_dropped(method, path, content, trace)
        ctype = response.headers.get("content-type", "application/json")
        headers = forwarded_headers(response.headers.items())
        if stream and response.status_code == 200:
            async def close() -> None:  # a coroutine function: Starlette's BackgroundTask awaits it
                await uncancelled(response.aclose)

            return UpstreamReply(200, ctype, chunks=response.aiter_raw(), headers=headers, close=close)
        try:
            body = await response.aread()
        finally:
            await response.aclose()
        return UpstreamReply(response.status_code, ctype, body, headers=headers)

    async def _send_fresh_if_dropped(self, method: str, path: str, content: bytes | None,
                                     trace: ExchangeTrace) -> httpx.Response:
        """Send; when it fails on a reused connection with no reply, send it again on a new one.

        An upstream closes an idle keep-alive connection on its own timer; a request that went
        out on it just then was never answered, so it goes once more through the client that
        keeps no connections (a new connection, surely). A failure on a new connection is the
        upstream's own and is raised.
        """
        client = self.client
        try:
            return await client.send(self._request(client, method, path, content, trace), stream=True)
        except _DROPPED_ERRORS:
            if trace.connected:
                raise
        fresh = self._fresh_client
        return await fresh.send(self._request(fresh, method, path, content, trace), stream=True)

    def _request(self, client: httpx.AsyncClient, method: str, path: str, content: bytes | None,
                 trace: ExchangeTrace) -> httpx.Request:
        url = self._urls.get(path)
        if url is None:  # parsed once per path (a str URL costs ~55 µs more per request)
            url = self._urls[path] = httpx.URL(self.base_url + path)
        return client.build_request(method, url, content=content, extensions={"trace": trace})

    def _bad_gateway(self, detail: str, attempts: int, headers: dict[str, str]) -> ProxyError:
        """A 502 keeping the last upstream reply's headers (its ``retry-after``, its request id)."""
        noun = "attempt" if attempts == 1 else "attempts"
        message = redact(f"upstream failed after {attempts} {noun}: {detail}", [self.config.upstream_key])
        return ProxyError(502, message, code="upstream_failed", headers=headers)


class UpstreamChatModel:
    """The Guard's focal model: the engine's probe messages sent to the same base URL.

    ``supports_samples``: T0's samples go in one request with ``n`` (an upstream that ignores
    ``n`` is asked again, see :meth:`complete`), so a certificate takes one round of probes."""

    supports_samples = True

    def __init__(self, upstream: HTTPUpstream, model: str) -> None:
        self.upstream = upstream
        self.default_model = model

    @property
    def name(self) -> str:
        """The model the upstream is asked for: the pinned one, else the request's (what telemetry labels)."""
        return self.upstream.model_override or REQUEST_MODEL.get() or self.default_model

    @name.setter
    def name(self, value: str) -> None:
        self.default_model = value

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One attempt (the Guard's session retries transient failures).

        An upstream that ignores ``n`` is asked again, one sample a time, at most
        ``samples + 1`` requests in all; it stops early when a request adds nothing.
        Fewer texts than samples are returned as they are (the engine counts the missing
        samples as invalid); none at all is an :class:`UpstreamEmptyError`.
        """
        model = self.name
        body = _probe_body(model, request)
        data = await self._post(body)
        texts = _texts(data)[: request.samples]
        for _ in range(request.samples - len(texts) + 1):  # upstreams that ignore ``n``: one more each
            if len(texts) >= request.samples:
                break
            more = _texts(await self._post({**body, "n": 1}))[:1]
            if not more:  # no progress: the upstream returns no choices, stop asking
                break
            texts += more
        if not texts:
            raise UpstreamEmptyError(f"the upstream returned no choices for {model!r}")
        usage = data.get("usage")
        return ChatResponse(texts=texts, prompt_tokens=_count(usage, "prompt_tokens"),
                            completion_tokens=_count(usage, "completion_tokens"), raw=data)

    async def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        up = self.upstream
        try:
            reply = await up._once("POST", "/chat/completions", json.dumps(body).encode(), stream=False)
        except httpx.HTTPError as exc:
            raise TransientError(f"upstream unreachable: {type(exc).__name__}") from None
        data = reply.json()
        if reply.status != 200 or not isinstance(data, dict):
            raise UpstreamStatusError(reply.status, redact(reply.body[:300].decode(errors="replace"),
                                                           [up.config.upstream_key]))
        return data
