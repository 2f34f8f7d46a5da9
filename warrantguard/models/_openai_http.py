"""An OpenAI-compatible ``/chat/completions`` endpoint as a :class:`ChatModel`, over aiohttp.

:class:`OpenAIHTTPModel` is the light probe client: a Guard whose focal model is one POSTs
each engine call straight to the base URL, without litellm's logging and cost machinery
(measured side by side in ``bench/probe_client.py``: a fraction of litellm's CPU per call).
It speaks only the OpenAI chat-completion format; any other provider goes through
:class:`~warrantguard.models.LiteLLMModel`.

The request body, the reply texts and the ``n`` handling are shared with the proxy's probe
client (:func:`completion_body`, :func:`completion_texts`, :func:`sampled_completion`): T0's
samples go in one request with ``n``; an upstream that ignores ``n`` is asked again, one
sample at a time, a bounded number of times; no text at all is an
:class:`EmptyCompletionError`.

One :class:`aiohttp.ClientSession` per event loop (a session cannot cross loops, and a sync
``Guard.check`` runs a loop of its own per call): it is closed when its loop's
``asyncio.run`` ends (it shuts down the loop's async generators, one of which holds the
session) or by :meth:`OpenAIHTTPModel.aclose`. At most ``max_connections`` exchanges per loop
run at once (an :class:`asyncio.Semaphore`, not aiohttp's connector limit: a cancelled waiter
there can swallow the wake-up, see the proxy's ``_Slots``).

Connection errors, timeouts, 429 and 5xx raise :class:`OpenAIHTTPTransientError` (the
engine's session retries them, within its bounds); another status, a reply that is not a
JSON object or is larger than ``max_response_bytes`` raises :class:`OpenAIHTTPError`. Both
are :class:`~warrantguard.guard.ProviderError` subclasses carrying ``status_code``, and the
API key never appears in their messages. aiohttp is imported when a model is made (through
:mod:`warrantguard.extras.aiohttp`; without it, a :class:`~warrantguard.guard.ConfigurationError`
with the install hint), so importing this module needs no aiohttp. A 3xx is not followed.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import weakref
from collections.abc import AsyncGenerator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from warrantguard.guard.spi import (
    ChatRequest,
    ChatResponse,
    ConfigurationError,
    ModelCapabilities,
    ProviderError,
    TransientError,
    redact,
    register_secret,
)
from warrantguard.models import _logprobs

__all__ = ["EmptyCompletionError", "OpenAIHTTPError", "OpenAIHTTPModel", "OpenAIHTTPTransientError",
           "completion_body", "completion_texts", "read_bounded", "sampled_completion", "usage_count"]

MAX_RESPONSE_BYTES = 8 * 1024 * 1024
_KEEPALIVE_SECONDS = 4.0  # idle connections closed before uvicorn's and vLLM's 5 s
_TRANSIENT_STATUSES = frozenset({408, 409, 425, 429})
_DETAIL_CHARS = 300  # of an error reply quoted in the error's message

Post = Callable[[dict[str, Any]], Awaitable[dict[str, Any]]]


class OpenAIHTTPError(ProviderError):
    """The endpoint refused or garbled a call (``status_code``: its HTTP status, if any); not retried."""

    def __init__(self, message: str, *, status_code: int | None = None) -> None:
        super().__init__(message)
        self.status_code = status_code


class OpenAIHTTPTransientError(OpenAIHTTPError, TransientError):
    """A connection error, timeout, 429 or 5xx: the engine's session retries it."""


class EmptyCompletionError(ProviderError):
    """The endpoint answered with no choices at all (not retried: it would answer the same)."""


# --- the chat-completion format, shared with the proxy's probe client ----------------------------


def completion_body(model: str, request: ChatRequest) -> dict[str, Any]:
    """The chat-completion body of one engine call (``n`` only when more than one sample)."""
    body: dict[str, Any] = {"model": model, "messages": [dict(m) for m in request.messages],
                            "temperature": request.temperature}
    if request.samples > 1:
        body["n"] = request.samples
    if request.max_tokens:
        body["max_tokens"] = request.max_tokens
    if request.seed is not None:
        body["seed"] = request.seed
    return body


def completion_texts(data: Mapping[str, Any]) -> list[str]:
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


def usage_count(usage: Any, key: str) -> int:
    """A token count from a completion's ``usage`` (0 when missing or not a count)."""
    value = usage.get(key) if isinstance(usage, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


async def sampled_completion(post: Post, body: dict[str, Any], samples: int, model: str) -> ChatResponse:
    """``samples`` texts from ``post(body)`` (one request with ``n``).

    An endpoint that ignores ``n`` is asked again, one sample a time, at most ``samples + 1``
    requests in all; it stops early when a request adds nothing. Fewer texts than samples are
    returned as they are (the engine counts the missing ones as invalid); none at all is an
    :class:`EmptyCompletionError`. Tokens are those of every request made; ``raw`` the first reply.
    """
    data = await post(body)
    texts, replies = completion_texts(data)[:samples], [data]
    for _ in range(samples - len(texts) + 1):  # endpoints that ignore ``n``: one more each
        if len(texts) >= samples:
            break
        replies.append(await post({**body, "n": 1}))
        more = completion_texts(replies[-1])[:1]
        if not more:  # no progress: the endpoint returns no choices, stop asking
            break
        texts += more
    if not texts:
        raise EmptyCompletionError(f"the upstream returned no choices for {model!r}")
    usages = [reply.get("usage") for reply in replies]
    return ChatResponse(texts=texts, prompt_tokens=sum(usage_count(u, "prompt_tokens") for u in usages),
                        completion_tokens=sum(usage_count(u, "completion_tokens") for u in usages), raw=data)


# --- the client ----------------------------------------------------------------------------------


@dataclass
class _LoopState:
    """One event loop's session, its exchange slots and the async generator that closes them."""

    session: Any
    slots: asyncio.Semaphore
    closer: AsyncGenerator[None, None] | None = None


class _TooLargeError(Exception):
    """A reply over the byte limit (turned into an :class:`OpenAIHTTPError`)."""


class OpenAIHTTPModel:
    """A model behind an OpenAI-compatible base URL, asked with aiohttp (see the module).

    ``base_url`` is the URL ``/chat/completions`` is appended to (``https://api.openai.com/v1``,
    ``http://vllm:8000/v1``); ``api_key`` goes in ``Authorization: Bearer`` (registered for
    redaction, never in a message); ``headers`` are sent with every call; ``timeout`` bounds a
    whole call (waiting for a slot, sending, reading); ``max_response_bytes`` a reply.
    ``probabilities=True`` says the endpoint returns ``logprobs`` (OpenAI, vLLM): option
    probabilities are then read from them.
    """

    def __init__(self, model: str, *, base_url: str, api_key: str | None = None, timeout: float = 60.0,
                 max_response_bytes: int = MAX_RESPONSE_BYTES, headers: Mapping[str, str] | None = None,
                 max_connections: int = 64, probabilities: bool = False) -> None:
        _validate(model, base_url, timeout, max_response_bytes, max_connections)
        self._aiohttp = _aiohttp()
        self.name = model
        self.base_url = base_url.rstrip("/")
        self.timeout, self.max_response_bytes, self.max_connections = timeout, max_response_bytes, max_connections
        self._key = api_key or None
        if self._key:
            register_secret(self._key)
        digest = hashlib.sha256(self._key.encode()).hexdigest()[:16] if self._key else ""
        self.capabilities = ModelCapabilities(samples=True, probabilities=probabilities,
                                              cache_identity=f"{model}|{self.base_url}|{digest}")
        self._headers = {"content-type": "application/json", "accept-encoding": "identity",
                         "user-agent": "warrantguard", **dict(headers or {})}
        if self._key:
            self._headers["authorization"] = f"Bearer {self._key}"
        self._loops: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _LoopState] = weakref.WeakKeyDictionary()

    def __repr__(self) -> str:
        return f"OpenAIHTTPModel({self.name!r}, base_url={self.base_url!r})"

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without its connections (a monitor worker process opens its own)."""
        return {k: v for k, v in self.__dict__.items() if k not in ("_aiohttp", "_loops")}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._aiohttp = _aiohttp()
        self._loops = weakref.WeakKeyDictionary()
        if self._key:
            register_secret(self._key)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One call (the engine's session retries transient failures); ``n`` as :func:`sampled_completion`."""
        body = completion_body(self.name, request)
        logprobs = bool(request.probabilities and request.choices and self.capabilities.probabilities)
        if logprobs:
            body.update(_logprobs.request_params(request))
        response = await sampled_completion(self._post, body, request.samples, self.name)
        if logprobs and request.choices:
            response.probabilities = _logprobs.option_probabilities(response.raw, request.choices)
        return response

    async def aclose(self) -> None:
        """Close this event loop's session and its connections (a later call opens a new one)."""
        state = self._loops.pop(asyncio.get_running_loop(), None)
        if state is not None:
            await state.session.close()
            if state.closer is not None:
                await state.closer.aclose()

    async def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        """POST ``body``; the reply as a JSON object, or a typed, redacted error."""
        aiohttp = self._aiohttp
        state = await self._state()
        failure: OpenAIHTTPError | None = None
        try:
            async with asyncio.timeout(self.timeout), state.slots, state.session.post(
                    self.base_url + "/chat/completions", data=json.dumps(body).encode(),
                    allow_redirects=False) as response:  # a redirect would carry the key elsewhere
                status, raw = response.status, await read_bounded(response, self.max_response_bytes)
        except _TooLargeError as exc:
            failure = OpenAIHTTPError(self._safe(f"{self.name}: {exc}"))
        except (aiohttp.ClientError, TimeoutError) as exc:
            detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            failure = OpenAIHTTPTransientError(self._safe(f"{self.name}: endpoint unreachable: {detail}"))
        if failure is not None:  # raised here: no chained exception may carry what the message left out
            raise failure
        return self._parsed(status, raw)

    def _parsed(self, status: int, raw: bytes) -> dict[str, Any]:
        """A 2xx reply's JSON object; an error for anything else (transient for 408/409/425/429/5xx)."""
        try:
            data = json.loads(raw)
        except ValueError:
            data = None
        if 200 <= status < 300 and isinstance(data, dict):
            return data
        detail = _error_detail(data, raw)
        if 200 <= status < 300:
            raise OpenAIHTTPError(self._safe(f"{self.name}: the reply is not a JSON object: {detail}"),
                                  status_code=status)
        kind = OpenAIHTTPTransientError if status in _TRANSIENT_STATUSES or status >= 500 else OpenAIHTTPError
        raise kind(self._safe(f"{self.name}: status {status}: {detail}"), status_code=status)

    def _safe(self, text: str) -> str:
        """``text`` without the API key (and anything else credential-shaped)."""
        if self._key:
            text = text.replace(self._key, "***")
        return redact(text)

    async def _state(self) -> _LoopState:
        """This loop's session and slots (created on first use; closed when the loop's run ends)."""
        loop = asyncio.get_running_loop()
        state = self._loops.get(loop)
        if state is None or state.session.closed:
            state = _LoopState(self._session(), asyncio.Semaphore(self.max_connections))
            self._loops[loop] = state
            state.closer = self._closer(loop, state)
            await anext(state.closer)  # registered with the loop: asyncio.run's shutdown closes it
        return state

    async def _closer(self, loop: asyncio.AbstractEventLoop, state: _LoopState) -> AsyncGenerator[None, None]:
        """Holds ``state`` open until the loop shuts its async generators down (or :meth:`aclose`)."""
        try:
            yield
        finally:
            if self._loops.get(loop) is state:
                del self._loops[loop]
            await state.session.close()

    def _session(self) -> Any:
        aiohttp = self._aiohttp
        connector = aiohttp.TCPConnector(limit=0, limit_per_host=0, keepalive_timeout=_KEEPALIVE_SECONDS)
        return aiohttp.ClientSession(connector=connector, headers=self._headers, raise_for_status=False,
                                     cookie_jar=aiohttp.DummyCookieJar(), timeout=aiohttp.ClientTimeout(total=None))


def _validate(model: str, base_url: str, timeout: float, max_bytes: int, connections: int) -> None:
    if not model or not isinstance(model, str):
        raise ConfigurationError("model must be a non-empty string")
    if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
        raise ConfigurationError("base_url must be an http:// or https:// URL")
    if not timeout > 0 or max_bytes < 1 or connections < 1:
        raise ConfigurationError("timeout, max_response_bytes and max_connections must be positive")


def _aiohttp() -> Any:
    """The aiohttp module; without it a :class:`ConfigurationError` with the install hint."""
    try:
        from warrantguard.extras.aiohttp import aiohttp
    except ImportError as exc:
        raise ConfigurationError(f"OpenAIHTTPModel: {exc}") from None
    return aiohttp


async def read_bounded(response: Any, limit: int,
                       too_large: Callable[[str], Exception] = _TooLargeError) -> bytes:
    """An aiohttp response's whole body, refusing one longer than ``limit`` bytes, declared or
    sent (``too_large(message)`` is raised; the rest is not read)."""
    if response.content_length is not None and response.content_length > limit:
        raise too_large(f"reply of {response.content_length} bytes, over the limit of {limit}")
    parts, size = [], 0
    async for part in response.content.iter_any():
        size += len(part)
        if size > limit:
            raise too_large(f"reply over the limit of {limit} bytes")
        parts.append(part)
    return b"".join(parts)


def _error_detail(data: Any, raw: bytes) -> str:
    """An error reply's ``error.message``, else the start of its body."""
    error = data.get("error") if isinstance(data, dict) else None
    message = error.get("message") if isinstance(error, dict) else error if isinstance(error, str) else None
    text = message if isinstance(message, str) else raw[:_DETAIL_CHARS].decode(errors="replace")
    return text[:_DETAIL_CHARS] or "(empty body)"
