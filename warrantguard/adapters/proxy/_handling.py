"""Handling a chat request, free of any web framework: headers and bytes in, an :class:`UpstreamReply` out.

``_app`` (the only module importing FastAPI) reads the body, calls :func:`handle_chat`
and turns the reply into its framework's response; everything the proxy decides about
a request (pass through or certify, the caller's opt-in, the pinned model, metrics) is
here, where it is tested without a server.
"""

from __future__ import annotations

import asyncio
import copy
import json
import time
from collections.abc import AsyncIterator, Callable, Coroutine, Mapping
from typing import Any, TypeVar

from warrantguard.adapters._kernel import WarrantRequest, last_user_text
from warrantguard.adapters.proxy._certify import (
    Upstream,
    certify_completion,
    completion_events,
    looks_pairwise,
    trace_context,
)
from warrantguard.adapters.proxy._config import ProxyConfig
from warrantguard.adapters.proxy._edge import dumps, parse_chat
from warrantguard.adapters.proxy._errors import ProxyError
from warrantguard.adapters.proxy._headers import client_retries
from warrantguard.adapters.proxy._streams import guarded_events
from warrantguard.adapters.proxy._tenants import ClientKeys, TenantLimits, reply_tokens, stakes_allowed
from warrantguard.adapters.proxy._upstream import REQUEST_MODEL, UpstreamReply
from warrantguard.guard import Guard
from warrantguard.policies import ClientKey, TenantRules
from warrantguard.telemetry import ProxyMetrics

__all__ = ["JSON", "ProxyState", "handle_chat", "list_models"]

JSON = "application/json"
T = TypeVar("T")
#: Inputs below this size are parsed and serialised on the event loop (a thread costs more).
_INLINE_BYTES = 64 * 1024


class ProxyState:
    """What one app holds: config, upstream, Guard (one per tenant policy), client keys, limits, metrics."""

    def __init__(self, config: ProxyConfig) -> None:
        self.config = config
        self.upstream: Upstream = _make_upstream(config)
        self.guard: Guard = config.build_guard(self.upstream.focal())
        self.keys = ClientKeys(config.client_keys(), config.keys_file, self.guard.policy, config.throttle)
        self.limits = TenantLimits()
        self.metrics = ProxyMetrics(config.registry)
        _observe(self.guard, self.metrics.registry, config)
        self._guards: dict[int, tuple[TenantRules, Guard]] = {}

    def authorize(self, headers: Mapping[str, str], client: str | None = None) -> ClientKey:
        """The caller's key entry (no keys configured: the default); 401 for an unknown key, 429
        while the client address ``client`` is locked out."""
        return self.keys.authorize(headers, client)

    def guard_for(self, rules: TenantRules) -> Guard:
        """The Guard certifying for a tenant: the app's, with the tenant's policy when it differs."""
        policy = rules.guard_policy()
        if policy is self.guard.policy:
            return self.guard
        found = self._guards.get(id(rules))
        if found is None:  # one per resolved entry of the keys file: bounded by the file
            guard = copy.copy(self.guard)
            guard.policy = policy
            found = self._guards[id(rules)] = (rules, guard)
        return found[1]


def _observe(guard: Guard, registry: Any, config: ProxyConfig) -> None:
    """Warrant metrics on the served registry, traces on the configured (else the global) tracer
    provider; an OpenAI-compatible base URL is the GenAI provider ``openai`` unless the model says."""
    from warrantguard.telemetry import SharedBackendErrors, WarrantMetrics, WarrantTracing, observe_review_queue

    guard.add_hook(WarrantMetrics(registry))
    for shared in _shared_backends(guard, config):
        if hasattr(shared, "on_error") and shared.on_error is None:  # Redis backends count failed calls here
            shared.on_error = SharedBackendErrors(registry).error
    guard.add_hook(WarrantTracing(config.tracer_provider, provider="openai" if config.base_url else None))
    if config.review_queue is not None:
        observe_review_queue(config.review_queue, registry)


def _shared_backends(guard: Guard, config: ProxyConfig) -> list[Any]:
    """What may live in Redis: the cache, the certificate store, the rate limiter's buckets' link."""
    limiter = config.rate_limiter
    buckets = (getattr(limiter, "requests", None), getattr(limiter, "tokens", None))
    return [guard.cache, guard.certificates, *(getattr(b, "link", None) for b in buckets)]


def _make_upstream(config: ProxyConfig) -> Upstream:
    upstream: Upstream
    if config.base_url:
        from warrantguard.adapters.proxy._upstream import HTTPUpstream

        upstream = HTTPUpstream(config)
    else:
        from warrantguard.adapters.proxy._litellm import LiteLLMUpstream

        upstream = LiteLLMUpstream(config)
    if config.rate_limiter is not None:  # every request upstream waits for the limits
        from warrantguard.adapters.proxy._limits import LimitedUpstream

        upstream = LimitedUpstream(upstream, config.rate_limiter)
    return upstream


async def list_models(state: ProxyState) -> UpstreamReply:
    """``GET /v1/models``: the pinned model, else the upstream's list."""
    if state.config.model:
        data = {"object": "list", "data": [{"id": state.config.model, "object": "model", "created": 0,
                                            "owned_by": "warrantguard"}]}
        return UpstreamReply(200, JSON, json.dumps(data).encode())
    return await state.upstream.models()


async def handle_chat(state: ProxyState, headers: Mapping[str, str], raw: bytes, start: float,
                      client: ClientKey | None = None) -> UpstreamReply:
    """``POST /v1/chat/completions`` with the body ``raw`` (authorised as ``client``, read whole):
    passed through, or certified under the client's tenant rules when it opts in or reads as a
    pairwise question; within the tenant's rate limits; counted in the metrics."""
    rules = (client or state.keys.default).rules
    state.limits.admit(rules)
    reply = await _handle(state, headers, raw, start, rules)
    if rules.tpm is not None:
        spent = await _cpu(len(reply.body), reply_tokens, reply.body) if reply.chunks is None \
            else len(raw) // 4  # a stream: its prompt's size
        state.limits.charge(rules, spent + reply.certificate_tokens)
    return reply


async def _handle(state: ProxyState, headers: Mapping[str, str], raw: bytes, start: float,
                  rules: TenantRules) -> UpstreamReply:
    config = state.config
    body = await _cpu(len(raw), parse_chat, raw, max_depth=config.max_json_depth, test_mode=config.test_mode)
    warrant, opted = _opt_in(body, headers)
    stream = body.get("stream") is True
    retries = 0 if client_retries(headers) else None  # an SDK retrying itself: once per attempt
    ask = _with_model(body, config)
    if not opted and not await _detected(config, body["messages"]):
        forwarded = await _cpu(len(raw), dumps, ask)
        work = state.upstream.forward(forwarded, body, stream=stream, retries=retries)
        return await _counted(state, "passthrough", ask.get("model"), start, work)
    if len(last_user_text(body["messages"]) or "") > config.max_prompt_chars:
        raise ProxyError(400, f"the question is longer than {config.max_prompt_chars} characters and "
                              "cannot be certified", param="messages", code="prompt_too_long")
    stakes_allowed(rules, warrant.stakes)
    work = _certified(state, state.guard_for(rules), headers, ask, warrant, stream, retries)
    return await _counted(state, "certified", ask.get("model"), start, work)


async def _counted(state: ProxyState, mode: str, model: Any, start: float,
                   work: Coroutine[Any, Any, UpstreamReply]) -> UpstreamReply:
    """``await work``, counted by mode, status and model (a :class:`ProxyError` with its status); a
    stream is relayed whole events at a time and ends with an error event if the upstream cuts it."""
    try:
        reply = await work
    except ProxyError as exc:
        state.metrics.observe(mode, exc.status, time.perf_counter() - start, model)
        raise
    state.metrics.observe(mode, reply.status, time.perf_counter() - start, model)
    if reply.chunks is not None and reply.content_type.startswith("text/event-stream"):
        reply.chunks = guarded_events(reply.chunks, lambda reason: state.metrics.cut(mode, reason))
    return reply


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


async def _certified(state: ProxyState, guard: Guard, headers: Mapping[str, str], ask: dict[str, Any],
                     warrant: WarrantRequest, stream: bool, retries: int | None) -> UpstreamReply:
    token = REQUEST_MODEL.set(ask.get("model") if isinstance(ask.get("model"), str) else None)
    try:
        with trace_context(headers):
            done = await certify_completion(state.upstream, guard, ask, warrant,
                                            request_id=headers.get("x-request-id") or None,
                                            route=headers.get("x-warrant-route"), retries=retries)
    finally:
        REQUEST_MODEL.reset(token)
    if done.error is not None or done.data is None:
        error = done.error or UpstreamReply(502)
        return UpstreamReply(error.status, error.content_type, error.body, headers={**error.headers, **done.headers})
    payload = done.data["warrant"]
    state.metrics.certified(payload.get("status", ""), payload.get("warrant"), ask.get("model"))
    spent = done.outcome.certificate.usage.tokens if done.outcome and done.outcome.certificate else 0
    if not stream:
        return UpstreamReply(200, JSON, json.dumps(done.data).encode(), headers=done.headers,
                             certificate_tokens=spent)
    options = ask.get("stream_options")
    usage = isinstance(options, dict) and options.get("include_usage") is True
    events = completion_events(done.data, usage)
    return UpstreamReply(200, "text/event-stream", chunks=_replayed(events), headers=done.headers,
                         certificate_tokens=spent)


async def _replayed(events: list[bytes]) -> AsyncIterator[bytes]:
    for event in events:
        yield event


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
