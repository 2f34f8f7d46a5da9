"""Reaching any litellm model string (including ``mock_response`` for tests)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from typing import Any

from warrantguard.adapters.proxy._config import ProxyConfig
from warrantguard.adapters.proxy._errors import ProxyError, error_body, redact
from warrantguard.adapters.proxy._headers import forwarded_headers
from warrantguard.adapters.proxy._upstream import UpstreamReply
from warrantguard.guard import is_transient

__all__ = ["LiteLLMUpstream"]


class LiteLLMUpstream:
    """A litellm model string as the upstream: the client's body becomes ``litellm.acompletion`` kwargs."""

    def __init__(self, config: ProxyConfig) -> None:
        assert config.model is not None
        self.config = config
        self.model: str = config.model
        self.params = dict(config.upstream_params)
        if config.upstream_key:
            self.params.setdefault("api_key", config.upstream_key)

    def focal(self, default_model: str | None = None) -> str:
        """The model string (litellm strings work natively with the Guard)."""
        return self.model

    async def forward(self, raw: bytes, body: dict[str, Any], *, stream: bool,
                      retries: int | None = None) -> UpstreamReply:
        """Call litellm with the client's parameters; a stream becomes server-sent events."""
        if not stream:
            return await self.complete(body, retries=retries)
        response = await self._call({**body, "stream": True}, retries)
        if isinstance(response, UpstreamReply):
            return response
        return UpstreamReply(200, "text/event-stream", chunks=_sse(response), headers=provider_headers(response))

    async def complete(self, body: dict[str, Any], *, retries: int | None = None) -> UpstreamReply:
        """One non-streamed completion as OpenAI JSON bytes."""
        response = await self._call({**body, "stream": False}, retries)
        if isinstance(response, UpstreamReply):
            return response
        return UpstreamReply(200, "application/json", response.model_dump_json().encode(),
                             headers=provider_headers(response))

    async def models(self) -> UpstreamReply:
        """The one configured model."""
        data = {"object": "list", "data": [{"id": self.model, "object": "model", "created": int(time.time()),
                                            "owned_by": "warrantguard"}]}
        return UpstreamReply(200, "application/json", json.dumps(data).encode())

    async def aclose(self) -> None:
        """Nothing to close (litellm keeps its own clients)."""

    async def _call(self, body: dict[str, Any], retries: int | None) -> Any:
        import litellm

        kwargs = {**body, **self.params, "model": self.model, "num_retries": 0}
        policy = self.config.client_retry(retries)
        attempts, detail = policy.attempts, ""
        last: Exception | None = None
        for attempt in range(attempts):
            if attempt:
                await asyncio.sleep(policy.backoff(attempt))
            try:
                return await litellm.acompletion(**kwargs)
            except Exception as exc:
                detail = redact(f"{type(exc).__name__}: {exc}", [self.config.upstream_key])
                status = getattr(exc, "status_code", None)
                last = exc
                final = not is_transient(exc) or attempt == attempts - 1
                if isinstance(status, int) and 400 <= status < 500 and final:
                    return UpstreamReply(status, "application/json", error_body(detail[:2000], _kind(status)),
                                         headers=provider_headers(exc))
                if not is_transient(exc):
                    break
        raise ProxyError(502, f"upstream failed after {attempts} attempt(s): {detail[:2000]}",
                         code="upstream_failed", headers=provider_headers(last))


def _kind(status: int) -> str:
    return "requests" if status == 429 else "upstream_error"


def provider_headers(source: Any) -> dict[str, str]:
    """The provider's response headers on a litellm response or exception, as the client should see them.

    litellm keeps them in ``_hidden_params["additional_headers"]`` (the provider's own
    under an ``llm_provider-`` prefix) and, on errors, in ``litellm_response_headers``
    or the ``response`` it raised from.
    """
    found: dict[str, str] = {}
    hidden = getattr(source, "_hidden_params", None)
    extra = hidden.get("additional_headers") if isinstance(hidden, dict) else None
    for raw in (getattr(getattr(source, "response", None), "headers", None),
                getattr(source, "litellm_response_headers", None), extra):
        if raw is not None and hasattr(raw, "items"):
            found.update({str(k).lower().removeprefix("llm_provider-"): str(v) for k, v in raw.items()})
    return forwarded_headers(found.items())


async def _sse(response: Any) -> AsyncIterator[bytes]:
    async for chunk in response:
        yield b"data: " + chunk.model_dump_json(exclude_none=True).encode() + b"\n\n"
    yield b"data: [DONE]\n\n"
