"""The certified path: one upstream answer, certified check-only, returned as JSON or as a stream."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from warrantguard.adapters._kernel import (
    NOT_RUN,
    Certification,
    ContentFrame,
    FinishFrame,
    Frame,
    Outcome,
    Pending,
    Piece,
    ReplayChoice,
    WarrantRequest,
    answer_replay,
    choices_payload,
    last_user_text,
    warrant_headers,
    withhold_choices,
)
from warrantguard.adapters.proxy._errors import ProxyError
from warrantguard.adapters.proxy._upstream import UpstreamReply
from warrantguard.guard import ChatModel, ConfigurationError, Guard, NotPairwiseError, PairwiseQuestion

__all__ = ["Certified", "Upstream", "certify_completion", "completion_events", "looks_pairwise", "trace_context"]

ROUTE = "/v1/chat/completions"


class Upstream(Protocol):
    """What the app needs of an upstream (an HTTP base URL or a litellm model string)."""

    def focal(self, default_model: str | None = None) -> ChatModel | str:
        """The Guard's focal model: the same upstream."""
        ...

    async def forward(self, raw: bytes, body: dict[str, Any], *, stream: bool,
                      retries: int | None = None) -> UpstreamReply:
        """Pass a request through (``retries``: the configured number when ``None``)."""
        ...

    async def complete(self, body: dict[str, Any], *, retries: int | None = None) -> UpstreamReply:
        """One non-streamed completion."""
        ...

    async def models(self) -> UpstreamReply:
        """The model list."""
        ...

    async def aclose(self) -> None:
        """Release connections."""
        ...


@dataclass
class Certified:
    """A certified completion: the upstream status, the completion (with ``warrant``) and headers
    (the upstream's forwarded ones, then the ``x-warrant-*`` ones)."""

    status: int
    data: dict[str, Any] | None
    headers: dict[str, str] = field(default_factory=dict)
    error: UpstreamReply | None = None
    outcome: Outcome | None = None


def looks_pairwise(messages: list[Any]) -> bool:
    """True when the last user message reads as a two-option question (heuristics only, no call)."""
    text = last_user_text([m for m in messages if isinstance(m, Mapping)])
    if not text:
        return False
    try:
        PairwiseQuestion.parse(text)
    except NotPairwiseError:
        return False
    return True


async def certify_completion(upstream: Upstream, guard: Guard, body: dict[str, Any], request: WarrantRequest,
                             *, request_id: str | None, route: str | None = None,
                             retries: int | None = None) -> Certified:
    """Ask the upstream once (never streamed) while the certificate's probes already run, certify
    its answer (every choice), withhold what the policy says.

    The certificate's request id is ``request_id`` (the client's), else the upstream's
    ``x-request-id``, else a fresh one; the response's ``x-request-id`` is the upstream's.
    """
    prompt = last_user_text([m for m in body.get("messages", []) if isinstance(m, Mapping)])
    pending = Certification.spawn(guard, prompt, request, request_id=request_id, route=route) \
        if prompt and prompt.strip() else None
    try:
        reply = await upstream.complete({k: v for k, v in body.items() if k not in ("stream", "stream_options")},
                                        retries=retries)
    except BaseException:
        await _cancel(pending)
        raise
    upstream_id = reply.headers.get("x-request-id")
    rid = request_id or upstream_id or uuid.uuid4().hex
    headers = {**reply.headers, "x-request-id": upstream_id or rid}
    if reply.status != 200:
        await _cancel(pending)
        return Certified(reply.status, None, {**headers, "x-warrant-status": NOT_RUN}, error=reply)
    data = reply.json()
    if not isinstance(data, dict) or not isinstance(data.get("choices"), list) or not data["choices"]:
        await _cancel(pending)
        raise ProxyError(502, "the upstream returned no choices", code="upstream_invalid", headers=headers)
    fingerprint = data.get("system_fingerprint")
    outcomes = await _outcomes(pending, data["choices"], rid, fingerprint if isinstance(fingerprint, str) else None)
    withhold_choices(data["choices"], outcomes)
    data["warrant"] = payload = choices_payload(outcomes)
    return Certified(200, data, {**headers, **warrant_headers(payload)}, outcome=outcomes[0])


async def _cancel(pending: Pending | None) -> None:
    if pending is not None:
        await pending.cancel()


async def _outcomes(pending: Pending | None, choices: list[Any], request_id: str,
                    fingerprint: str | None = None) -> list[Outcome]:
    answers = [((c.get("message") or {}).get("content") if isinstance(c, dict) else None) for c in choices]
    if pending is None:
        return [Outcome(NOT_RUN, a if isinstance(a, str) else "", False,
                        reason="the request has no user message to certify") for a in answers]
    try:
        return await pending.finish([a if isinstance(a, str) else None for a in answers], request_id=request_id,
                                    fingerprint=fingerprint)  # the model's version: a reuse must match it
    except ConfigurationError as exc:
        raise ProxyError(400, f"cannot certify this request: {exc}", param="warrant") from exc


def completion_events(data: dict[str, Any], include_usage: bool = False) -> list[bytes]:
    """A finished completion as server-sent events, one per frame of the kernel's
    :func:`~.._kernel.answer_replay`: content first, ``warrant`` on the finishing chunk.

    With ``include_usage`` (the client's ``stream_options``) it is OpenAI's convention:
    every chunk says ``"usage": null`` and a last chunk with ``choices: []`` carries it.
    """
    choices = [c for c in data["choices"] if isinstance(c, dict)]
    replay = answer_replay([_replay_choice(c) for c in choices], data.get("warrant"), usage=data.get("usage"),
                           with_usage=include_usage)
    base: dict[str, Any] = {"id": data.get("id") or "chatcmpl-warrantguard", "object": "chat.completion.chunk",
                            "created": data.get("created") or int(time.time()), "model": data.get("model") or ""}
    if include_usage:
        base["usage"] = None
    return [*(_event(_chunk(frame, base)) for frame in replay.frames()), b"data: [DONE]\n\n"]


def _replay_choice(choice: dict[str, Any]) -> ReplayChoice:
    message = choice.get("message") or {}
    return ReplayChoice(message.get("content"), message.get("tool_calls") or (), choice.get("finish_reason"))


def _chunk(frame: Frame, base: dict[str, Any]) -> dict[str, Any]:
    """One frame as a ``chat.completion.chunk``."""
    if isinstance(frame, ContentFrame):
        return {**base, "choices": [{"index": p.choice, "delta": _delta(p), "finish_reason": None}
                                    for p in frame.pieces]}
    if isinstance(frame, FinishFrame):
        return {**base, "choices": [{"index": i, "delta": {}, "finish_reason": reason} for i, reason in frame.reasons],
                "warrant": frame.warrant}
    return {**base, "choices": [], "usage": frame.usage}


def _delta(piece: Piece) -> dict[str, Any]:
    delta: dict[str, Any] = {"role": "assistant"} if piece.first else {}
    delta["content"] = piece.content
    if piece.tool_calls:
        delta["tool_calls"] = [{**call, "index": n} for n, call in enumerate(piece.tool_calls)]
    return delta


def _event(data: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(data).encode() + b"\n\n"


@contextmanager
def trace_context(headers: Mapping[str, str]) -> Iterator[None]:
    """Make the caller's W3C trace context (``traceparent``) current while certifying."""
    from warrantguard.telemetry import activate_context

    with activate_context(headers):
        yield
