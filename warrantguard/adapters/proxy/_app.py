"""The ASGI app (the only module that imports FastAPI): routes, authentication, limits, errors."""

from __future__ import annotations

import asyncio
import hmac
import json
import time
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Coroutine, Mapping
from contextlib import asynccontextmanager
from typing import Any, TypeVar

from ...guard import Guard
from .._kernel import WarrantRequest, last_user_text
from ._certify import Upstream, certify_completion, completion_events, looks_pairwise, trace_context
from ._config import ProxyConfig
from ._edge import bounded, dumps, parse_chat, read_body
from ._errors import INSTALL_HINT, ProxyError, error_body
from ._headers import client_retries
from ._metrics import CONTENT_TYPE, ProxyMetrics
from ._openapi import CHAT_OPENAPI, ERROR_RESPONSES, MODELS_RESPONSES
from ._upstream import REQUEST_MODEL, UpstreamReply

try:
    from fastapi import FastAPI, Request
    from fastapi.responses import PlainTextResponse, Response, StreamingResponse
    from starlette.background import BackgroundTask
    from starlette.exceptions import HTTPException
    from starlette.requests import ClientDisconnect
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(f"the proxy needs fastapi: {INSTALL_HINT}") from exc

__all__ = ["ProxyState", "create_app"]

JSON = "application/json"
T = TypeVar("T")
#: Inputs below this size are parsed and serialised on the event loop (a thread costs more).
_INLINE_BYTES = 64 * 1024


class ProxyState:
    """What one app holds: config, upstream, Guard, metrics."""

    def __init__(self, config: ProxyConfig) -> None:
        self.config = config
        self.upstream: Upstream = _make_upstream(config)
        self.guard: Guard = config.build_guard(self.upstream.focal())
        self.metrics = ProxyMetrics(config.registry)
        _observe(self.guard, self.metrics.registry, config)
        self._keys = [k.encode() for k in config.client_keys()]

    def authorize(self, headers: Mapping[str, str]) -> None:
        """Raise 401 unless a configured client key is presented (no keys configured: open)."""
        if not self._keys:
            return
        given = headers.get("authorization", "")
        token = given[7:].strip() if given[:7].lower() == "bearer " else headers.get("x-api-key", "")
        presented = token.encode(errors="replace")
        if not any(hmac.compare_digest(presented, key) for key in self._keys):
            raise ProxyError(401, "Incorrect or missing API key for this proxy.", code="invalid_api_key")


def _observe(guard: Guard, registry: Any, config: ProxyConfig) -> None:
    """Warrant metrics on the served registry, traces on the configured (else the global) tracer
    provider; an OpenAI-compatible base URL is the GenAI provider ``openai`` unless the model says."""
    from ...telemetry import WarrantMetrics, WarrantTracing, observe_review_queue

    guard.add_hook(WarrantMetrics(registry))
    guard.add_hook(WarrantTracing(config.tracer_provider, provider="openai" if config.base_url else None))
    if config.review_queue is not None:
        observe_review_queue(config.review_queue, registry)


def _make_upstream(config: ProxyConfig) -> Upstream:
    if config.base_url:
        from ._upstream import HTTPUpstream

        return HTTPUpstream(config)
    from ._litellm import LiteLLMUpstream

    return LiteLLMUpstream(config)


def create_app(config: ProxyConfig) -> FastAPI:
    """The proxy: ``POST /v1/chat/completions``, ``GET /v1/models``, ``/metrics``, ``/healthz``."""
    state = ProxyState(config)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        await state.upstream.aclose()

    app = FastAPI(title="warrantguard proxy", version="1", lifespan=lifespan, docs_url=None, redoc_url=None,
                  description="OpenAI-compatible chat proxy attaching reliance certificates to pairwise answers.")
    app.state.proxy = state
    _routes(app, state)
    _handlers(app)
    return app


def _routes(app: FastAPI, state: ProxyState) -> None:
    @app.post("/v1/chat/completions", openapi_extra=CHAT_OPENAPI, responses=ERROR_RESPONSES,
              summary="Chat completion (certified when it opts in)")
    async def chat(request: Request) -> Response:
        return await _chat(state, request)

    @app.get("/v1/models", responses=MODELS_RESPONSES, summary="Models")
    async def models(request: Request) -> Response:
        state.authorize(request.headers)
        if state.config.model:
            data = {"object": "list", "data": [{"id": state.config.model, "object": "model", "created": 0,
                                                "owned_by": "warrantguard"}]}
            return Response(json.dumps(data), media_type=JSON)
        return _plain(await state.upstream.models())

    @app.get("/metrics", summary="Prometheus metrics", response_class=PlainTextResponse)
    async def metrics() -> Response:
        return Response(state.metrics.render(), media_type=CONTENT_TYPE)

    @app.get("/healthz", summary="Liveness")
    async def healthz() -> Response:
        return Response(b'{"status":"ok"}', media_type=JSON)


def _handlers(app: FastAPI) -> None:
    @app.exception_handler(ProxyError)
    async def proxy_error(_: Request, exc: ProxyError) -> Response:
        return Response(exc.body(), status_code=exc.status, media_type=JSON, headers=exc.headers)

    @app.exception_handler(HTTPException)
    async def http_error(_: Request, exc: HTTPException) -> Response:
        body = error_body(str(exc.detail), "invalid_request_error" if exc.status_code < 500 else "server_error")
        return Response(body, status_code=exc.status_code, media_type=JSON, headers=exc.headers)

    @app.exception_handler(Exception)
    async def internal_error(_: Request, exc: Exception) -> Response:  # a bug: still an OpenAI-style body
        body = error_body(f"internal error in the proxy: {type(exc).__name__}", "server_error", "internal_error")
        return Response(body, status_code=500, media_type=JSON)


async def _chat(state: ProxyState, request: Request) -> Response:
    start = time.perf_counter()
    state.authorize(request.headers)
    config = state.config
    raw = await _read(request, config)
    body = await _cpu(len(raw), parse_chat, raw, max_depth=config.max_json_depth, test_mode=config.test_mode)
    work = _handle(state, request, body, start, len(raw))
    return await bounded(work, request.receive, timeout=config.request_timeout)


async def _handle(state: ProxyState, request: Request, body: dict[str, Any], start: float, size: int) -> Response:
    warrant, opted = _opt_in(body, request.headers)
    stream = body.get("stream") is True
    retries = 0 if client_retries(request.headers) else None  # an SDK retrying itself: once per attempt
    model = _with_model(body, state.config).get("model")
    if not opted and not await _detected(state.config, body["messages"]):
        raw = await _cpu(size, dumps, _with_model(body, state.config))
        response = await _counted(state, "passthrough", model, start, _passthrough(state, raw, body, stream, retries))
        return response
    if len(last_user_text(body["messages"]) or "") > state.config.max_prompt_chars:
        raise ProxyError(400, f"the question is longer than {state.config.max_prompt_chars} characters and "
                              "cannot be certified", param="messages", code="prompt_too_long")
    return await _counted(state, "certified", model, start, _certified(state, request, body, warrant, stream, retries))


async def _counted(state: ProxyState, mode: str, model: Any, start: float,
                   work: Coroutine[Any, Any, Response]) -> Response:
    """``await work``, counted by mode, status and model (a :class:`ProxyError` with its status)."""
    try:
        response = await work
    except ProxyError as exc:
        state.metrics.observe(mode, exc.status, time.perf_counter() - start, model)
        raise
    state.metrics.observe(mode, response.status_code, time.perf_counter() - start, model)
    return response


async def _detected(config: ProxyConfig, messages: list[Any]) -> bool:
    """Whether detection is on and the last user message reads as a pairwise question (off the event loop)."""
    if not config.detect or len(last_user_text(messages) or "") > config.max_prompt_chars:
        return False
    return await asyncio.to_thread(looks_pairwise, messages)


async def _cpu(size: int, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``fn(*args, **kwargs)``, in a worker thread when its input is large (the event loop stays free)."""
    if size < _INLINE_BYTES:
        return fn(*args, **kwargs)
    return await asyncio.to_thread(fn, *args, **kwargs)


async def _read(request: Request, config: ProxyConfig) -> bytes:
    try:
        return await read_body(request.stream(), request.headers.get("content-length", ""),
                               limit=config.max_body_bytes, timeout=config.body_timeout)
    except ClientDisconnect:
        raise ProxyError(400, "the client closed the connection before sending the whole body",
                         code="client_closed_request") from None


async def _passthrough(state: ProxyState, raw: bytes, body: dict[str, Any], stream: bool,
                       retries: int | None) -> Response:
    reply = await state.upstream.forward(raw, body, stream=stream, retries=retries)
    if reply.chunks is None:
        return _plain(reply)
    close = BackgroundTask(reply.close) if reply.close else None
    return StreamingResponse(_relay(reply), status_code=reply.status, media_type=reply.content_type,
                             background=close, headers=reply.headers)


async def _relay(reply: UpstreamReply) -> AsyncGenerator[bytes, None]:
    assert reply.chunks is not None
    try:
        async for chunk in reply.chunks:
            yield chunk
    finally:
        if reply.close is not None:
            await reply.close()


async def _certified(state: ProxyState, request: Request, body: dict[str, Any], warrant: WarrantRequest,
                     stream: bool, retries: int | None) -> Response:
    ask = _with_model(body, state.config)
    token = REQUEST_MODEL.set(ask.get("model") if isinstance(ask.get("model"), str) else None)
    try:
        with trace_context(request.headers):
            done = await certify_completion(state.upstream, state.guard, ask, warrant,
                                            request_id=request.headers.get("x-request-id") or None,
                                            route=request.headers.get("x-warrant-route"), retries=retries)
    finally:
        REQUEST_MODEL.reset(token)
    headers = done.headers
    if done.error is not None or done.data is None:
        return _plain(done.error or UpstreamReply(502), headers)
    payload = done.data["warrant"]
    state.metrics.certified(payload.get("status", ""), payload.get("warrant"), ask.get("model"))
    if not stream:
        return Response(json.dumps(done.data), media_type=JSON, headers=headers)
    options = body.get("stream_options")
    usage = isinstance(options, dict) and options.get("include_usage") is True
    return StreamingResponse(iter(completion_events(done.data, usage)), media_type="text/event-stream",
                             headers=headers)


def _plain(reply: UpstreamReply, headers: Mapping[str, str] | None = None) -> Response:
    return Response(reply.body, status_code=reply.status, media_type=reply.content_type,
                    headers={**reply.headers, **(headers or {})})


def _opt_in(body: dict[str, Any], headers: Mapping[str, str]) -> tuple[WarrantRequest, bool]:
    """The caller's warrant request (removed from the body) and whether the caller opted in."""
    stakes = (headers.get("x-warrant-stakes") or "").strip()
    if "warrant" not in body and not stakes:
        return WarrantRequest(), False
    data = body.pop("warrant", None)
    try:
        request = WarrantRequest.from_json(data)
    except ValueError as exc:
        raise ProxyError(400, str(exc), param="warrant") from None
    if stakes and request.stakes is None:
        request = WarrantRequest(request.options, request.context, stakes)
    return request, data is not None or bool(stakes)


def _with_model(body: dict[str, Any], config: ProxyConfig) -> dict[str, Any]:
    return {**body, "model": config.model} if config.model and config.base_url else body
