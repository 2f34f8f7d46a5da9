"""The ASGI app (the only module that builds on FastAPI): routes, reading bodies, framework responses, errors.

What the proxy does with a request is decided in :mod:`._handling`, framework-free; this
module translates Starlette's request and :class:`~._upstream.UpstreamReply` values.
"""

from __future__ import annotations

import time
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import asynccontextmanager

from warrantguard.adapters._kernel import close_monitor, monitor_runner
from warrantguard.adapters.proxy._config import ProxyConfig
from warrantguard.adapters.proxy._edge import bounded, read_body
from warrantguard.adapters.proxy._errors import ProxyError, error_body
from warrantguard.adapters.proxy._handling import JSON, ProxyState, handle_chat, list_models
from warrantguard.adapters.proxy._openapi import CHAT_OPENAPI, ERROR_RESPONSES, MODELS_RESPONSES
from warrantguard.adapters.proxy._upstream import UpstreamReply
from warrantguard.extras.fastapi import (  # with the install hint
    FastAPI,
    PlainTextResponse,
    Request,
    Response,
    StreamingResponse,
)
from warrantguard.extras.starlette import BackgroundTask, ClientDisconnect, HTTPException
from warrantguard.policies.review import ReviewUnavailable
from warrantguard.telemetry import METRICS_CONTENT_TYPE

__all__ = ["ProxyState", "create_app"]


def create_app(config: ProxyConfig) -> FastAPI:
    """The proxy: ``POST /v1/chat/completions``, ``GET /v1/models``, ``/metrics``, ``/healthz``."""
    state = ProxyState(config)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        monitor_runner(queue_size=config.monitor_queue, concurrency=config.monitor_workers,  # this loop's, sized
                       max_load=config.monitor_max_load)
        yield
        await close_monitor(grace=config.monitor_grace)  # pending certificates finish, or are counted dropped
        await state.upstream.aclose()
        for shared in (state.guard.cache, state.guard.certificates):  # shared backends' connections (Redis)
            close = getattr(shared, "aclose", None)
            if close is not None:
                await close()

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
        start = time.perf_counter()
        client = state.authorize(request.headers, _address(request))
        raw = await _read(request, state.config)
        work = handle_chat(state, request.headers, raw, start, client)
        return _response(await bounded(work, request.receive, timeout=state.config.request_timeout))

    @app.get("/v1/models", responses=MODELS_RESPONSES, summary="Models")
    async def models(request: Request) -> Response:
        state.authorize(request.headers, _address(request))
        return _response(await list_models(state))

    @app.get("/metrics", summary="Prometheus metrics", response_class=PlainTextResponse)
    async def metrics() -> Response:
        return Response(state.metrics.render(), media_type=METRICS_CONTENT_TYPE)

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

    @app.exception_handler(ReviewUnavailable)
    async def review_unavailable(_: Request, exc: ReviewUnavailable) -> Response:  # withheld, not lost
        body = error_body("the review queue is unavailable: the answer, which needed review, is withheld; "
                          "retry later", "server_error", "review_unavailable")
        return Response(body, status_code=503, media_type=JSON, headers={"retry-after": "5"})

    @app.exception_handler(Exception)
    async def internal_error(_: Request, exc: Exception) -> Response:  # a bug: still an OpenAI-style body
        body = error_body(f"internal error in the proxy: {type(exc).__name__}", "server_error", "internal_error")
        return Response(body, status_code=500, media_type=JSON)


def _address(request: Request) -> str | None:
    """The client's address (the credential throttle's key)."""
    return request.client.host if request.client else None


async def _read(request: Request, config: ProxyConfig) -> bytes:
    try:
        return await read_body(request.stream(), request.headers.get("content-length", ""),
                               limit=config.max_body_bytes, timeout=config.body_timeout)
    except ClientDisconnect:
        raise ProxyError(400, "the client closed the connection before sending the whole body",
                         code="client_closed_request") from None


def _response(reply: UpstreamReply) -> Response:
    """The framework's response for a reply: a body, or a stream closed (``reply.close``) when done."""
    if reply.chunks is None:
        return Response(reply.body, status_code=reply.status, media_type=reply.content_type,
                        headers=reply.headers)
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
