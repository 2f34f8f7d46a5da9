"""Reaching an OpenAI-compatible base URL through one shared aiohttp session (from :mod:`warrantguard.extras`).

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
and vLLM do after 5 s) was never read, and is sent once more on a new connection. And a
cancelled exchange closes its connection (aiohttp does), so cancelling never costs a pool slot.

aiohttp rather than httpx: on this path the client is most of what the proxy adds to a
request (measured side by side, one keep-alive connection, uvloop: httpx ~1.7-2.1 ms per
exchange, aiohttp ~0.55 ms), and its pool needs none of the repairs httpcore 1.0's did.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from warrantguard.adapters.proxy._config import ProxyConfig
from warrantguard.adapters.proxy._errors import ProxyError, redact
from warrantguard.adapters.proxy._headers import forwarded_headers
from warrantguard.extras.aiohttp import aiohttp
from warrantguard.guard import ChatRequest, ChatResponse, ModelCapabilities, TransientError
from warrantguard.models import EmptyCompletionError, completion_body, read_bounded, sampled_completion

__all__ = ["FAILURES", "REQUEST_MODEL", "RETRY_STATUSES", "HTTPUpstream", "UpstreamChatModel", "UpstreamEmptyError",
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
    certificate_tokens: int = 0  # tokens the reply's certificate spent (charged to the tenant's tpm)

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


#: The upstream answered a probe with no choices (not retried: it would answer the same).
UpstreamEmptyError = EmptyCompletionError


#: What an exchange with the upstream fails with (connection, protocol, timeout).
FAILURES: tuple[type[BaseException], ...] = (aiohttp.ClientError, asyncio.TimeoutError)
#: What a request sent on a connection the server had just closed fails with.
_DROPPED_ERRORS = (aiohttp.ServerDisconnectedError, aiohttp.ClientOSError)
#: Idle connections are closed before the 5 s after which uvicorn and vLLM close them.
_KEEPALIVE_SECONDS = 4.0


#: A reply read whole (not streamed) may be at most this large; a larger one is a failed exchange.
MAX_REPLY_BYTES = 32 * 1024 * 1024


class UpstreamTooLargeError(aiohttp.ClientPayloadError):
    """The upstream's reply is larger than :data:`MAX_REPLY_BYTES` (it is not read further)."""


class _Exchange:
    """One exchange's trace context: whether it went out on a connection of its own."""

    def __init__(self) -> None:
        self.connected = False


async def _connected(_: Any, context: Any, __: Any) -> None:
    if isinstance(context.trace_request_ctx, _Exchange):
        context.trace_request_ctx.connected = True


def _trace_config() -> aiohttp.TraceConfig:
    config = aiohttp.TraceConfig()
    config.on_connection_create_end.append(_connected)
    return config


class _Slots:
    """At most ``limit`` exchanges at once, each slot given back exactly once.

    The limit is kept here, not by aiohttp's connector: a request its connector wakes for a
    freed slot and that is cancelled before it runs takes the wake-up with it (a variant of
    aio-libs/aiohttp#9670, still in 3.14), so the next one waits forever with the slot free;
    the engine cancels probes all the time (``tests/proxy/test_pool.py`` reproduces it).
    ``asyncio.Semaphore`` passes a cancelled waiter's wake-up on.
    """

    def __init__(self, limit: int) -> None:
        self._semaphore = asyncio.Semaphore(limit)
        self.busy = 0

    async def take(self, timeout: float) -> Callable[[], None]:
        """Wait for a slot (at most ``timeout`` s: then ``TimeoutError``); returns the function
        giving it back (once, however often called)."""
        async with asyncio.timeout(timeout):
            await self._semaphore.acquire()
        self.busy += 1
        given = False

        def give_back() -> None:
            nonlocal given
            if not given:
                given = True
                self.busy -= 1
                self._semaphore.release()

        return give_back


class HTTPUpstream:
    """An OpenAI-compatible base URL behind one shared :class:`aiohttp.ClientSession`.

    A second session, whose connections are never kept alive, resends a request that failed
    on a reused connection (see :meth:`_send_fresh_if_dropped`). Neither keeps cookies: the
    sessions are shared by every client of the proxy, so a cookie the upstream sets answering
    one must never ride on another's requests. The sessions belong to the event loop that
    first used them; another loop gets its own.
    """

    def __init__(self, config: ProxyConfig) -> None:
        assert config.base_url is not None
        self.config = config
        self.base_url = config.base_url
        self.model_override = config.model
        self._sessions: tuple[aiohttp.ClientSession, aiohttp.ClientSession] | None = None
        self._slots = _Slots(config.max_connections)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._headers = {"content-type": "application/json", "accept-encoding": "identity",
                         "user-agent": "warrantguard-proxy"}
        if config.upstream_key:
            self._headers["authorization"] = f"Bearer {config.upstream_key}"

    def _session_pair(self) -> tuple[aiohttp.ClientSession, aiohttp.ClientSession]:
        """The shared session and the one keeping no connections (created on first use in this loop)."""
        loop = asyncio.get_running_loop()
        if self._sessions is None or self._loop is not loop:
            self._loop, self._sessions = loop, (self._session(force_close=False), self._session(force_close=True))
            self._slots = _Slots(self.config.max_connections)  # a semaphore belongs to one loop
        return self._sessions

    def _session(self, *, force_close: bool) -> aiohttp.ClientSession:
        connector = aiohttp.TCPConnector(limit=0, limit_per_host=0, force_close=force_close,  # see _Slots
                                         keepalive_timeout=None if force_close else _KEEPALIVE_SECONDS)
        timeout = aiohttp.ClientTimeout(total=None, connect=self.config.timeout,
                                        sock_connect=min(10.0, self.config.timeout), sock_read=self.config.timeout)
        return aiohttp.ClientSession(connector=connector, timeout=timeout, headers=self._headers,
                                     cookie_jar=aiohttp.DummyCookieJar(), trace_configs=[_trace_config()],
                                     raise_for_status=False)

    @property
    def busy_connections(self) -> int:
        """Exchanges in progress right now, each holding one connection (0 once every request is over)."""
        return self._slots.busy

    def focal(self, default_model: str | None = None) -> UpstreamChatModel:
        """A :class:`ChatModel` asking this upstream (the Guard's focal model)."""
        return UpstreamChatModel(self, self.model_override or default_model or "upstream")

    async def forward(self, raw: bytes, body: dict[str, Any], *, stream: bool,
                      retries: int | None = None) -> UpstreamReply:
        """Send the client's body as is; a streamed reply is handed back as it arrives."""
        return await self._send("POST", "/chat/completions", raw, stream=stream, retries=retries)

    async def complete(self, body: dict[str, Any], *, retries: int | None = None) -> UpstreamReply:
        """One non-streamed chat completion (``retries``: the config's when ``None``)."""
        return await self._send("POST", "/chat/completions", json.dumps(body).encode(), stream=False,
                                retries=retries)

    async def models(self) -> UpstreamReply:
        """The upstream's ``GET /models``."""
        return await self._send("GET", "/models", None, stream=False, retries=None)

    async def aclose(self) -> None:
        """Close the sessions and their connections (those of this event loop)."""
        sessions, self._sessions = self._sessions, None
        if sessions is not None and self._loop is asyncio.get_running_loop():
            for session in sessions:
                await session.close()

    async def _send(self, method: str, path: str, content: bytes | None, *, stream: bool,
                    retries: int | None) -> UpstreamReply:
        policy = self.config.client_retry(retries)
        attempts, detail, headers = policy.attempts, "", {}
        for attempt in range(attempts):
            if attempt:
                await asyncio.sleep(policy.backoff(attempt))
            try:
                reply = await self._once(method, path, content, stream=stream)
            except FAILURES as exc:
                detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
                continue
            if reply.status not in RETRY_STATUSES or (reply.status == 429 and attempt == attempts - 1):
                return reply
            detail, headers = f"status {reply.status}", reply.headers
        raise self._bad_gateway(detail, attempts, headers)

    async def _once(self, method: str, path: str, content: bytes | None, *, stream: bool) -> UpstreamReply:
        """One exchange in a slot of its own: the reply read whole, or (``stream`` and 200)
        handed back as it arrives, the slot given back when it is closed."""
        self._session_pair()
        give_back = await self._slots.take(self.config.timeout)
        try:
            reply = await self._exchange(method, path, content, stream=stream, give_back=give_back)
        except BaseException:
            give_back()
            raise
        if reply.close is None:
            give_back()
        return reply

    async def _exchange(self, method: str, path: str, content: bytes | None, *, stream: bool,
                        give_back: Callable[[], None]) -> UpstreamReply:
        response = await self._send_fresh_if_dropped(method, path, content)
        ctype = response.headers.get("content-type", "application/json")
        headers = forwarded_headers(response.headers.items())
        if stream and response.status == 200:
            async def close() -> None:  # a coroutine function: Starlette's BackgroundTask awaits it
                response.release()  # back to the pool when read to its end, else closed
                give_back()

            return UpstreamReply(200, ctype, chunks=response.content.iter_any(), headers=headers, close=close)
        try:
            body = await read_bounded(response, MAX_REPLY_BYTES, UpstreamTooLargeError)
        finally:
            response.release()
        return UpstreamReply(response.status, ctype, body, headers=headers)

    async def _send_fresh_if_dropped(self, method: str, path: str, content: bytes | None) -> aiohttp.ClientResponse:
        """Send; when it fails on a reused connection with no reply, send it again on a new one.

        An upstream closes an idle keep-alive connection on its own timer; a request that went
        out on it just then was never answered, so it goes once more through the session that
        keeps no connections (a new connection, surely). A failure on a new connection is the
        upstream's own and is raised.
        """
        shared, fresh = self._session_pair()
        url = self.base_url + path
        exchange = _Exchange()
        try:
            return await shared.request(method, url, data=content, trace_request_ctx=exchange)
        except aiohttp.ClientConnectorError:
            raise  # no connection was made (refused, unreachable): nothing was sent, nothing to resend
        except _DROPPED_ERRORS:
            if exchange.connected:
                raise
        return await fresh.request(method, url, data=content)

    def _bad_gateway(self, detail: str, attempts: int, headers: dict[str, str]) -> ProxyError:
        """A 502 keeping the last upstream reply's headers (its ``retry-after``, its request id)."""
        noun = "attempt" if attempts == 1 else "attempts"
        message = redact(f"upstream failed after {attempts} {noun}: {detail}", [self.config.upstream_key])
        return ProxyError(502, message, code="upstream_failed", headers=headers)


class UpstreamChatModel:
    """The Guard's focal model: the engine's probe messages sent to the same base URL.

    ``capabilities.samples``: T0's samples go in one request with ``n`` (an upstream that ignores
    ``n`` is asked again, see :meth:`complete`), so a certificate takes one round of probes."""

    capabilities = ModelCapabilities(samples=True)

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

        The body and the ``n`` handling are :class:`~warrantguard.models.OpenAIHTTPModel`'s
        (:func:`~warrantguard.models.sampled_completion`): an upstream that ignores ``n`` is
        asked again, one sample a time, a bounded number of times; fewer texts than samples
        are returned as they are; none at all is an :class:`UpstreamEmptyError`.
        """
        model = self.name
        return await sampled_completion(self._post, completion_body(model, request), request.samples, model)

    async def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        up = self.upstream
        try:
            reply = await up._once("POST", "/chat/completions", json.dumps(body).encode(), stream=False)
        except FAILURES as exc:
            raise TransientError(f"upstream unreachable: {type(exc).__name__}") from None
        data = reply.json()
        if reply.status != 200 or not isinstance(data, dict):
            raise UpstreamStatusError(reply.status, redact(reply.body[:300].decode(errors="replace"),
                                                           [up.config.upstream_key]))
        return data
