"""Reaching any litellm model string (including ``mock_response`` for tests)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from typing import Any

from ...guard import is_transient
from ._config import ProxyConfig
from ._errors import ProxyError, error_body, redact
from ._upstream import UpstreamReply

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

    async def forward(self, raw: bytes, body: dict[str, Any], *, stream: bool) -> UpstreamReply:
        """Call litellm with the client's parameters; a stream becomes server-sent events."""
        if not stream:
            return await self.complete(body)
        response = await self._call({**body, "stream": True})
        if isinstance(response, UpstreamReply):
            return response
        return UpstreamReply(200, "text/event-stream", chunks=_sse(response))

    async def complete(self, body: dict[str, Any]) -> UpstreamReply:
        """One non-streamed completion as OpenAI JSON bytes."""
        response = await self._call({**body, "stream": False})
        if isinstance(response, UpstreamReply):
            return response
        return UpstreamReply(200, "application/json", response.model_dump_json().encode())

    async def models(self) -> UpstreamReply:
        """The one configured model."""
        data = {"object": "list", "data": [{"id": self.model, "object": "model", "created": int(time.time()),
                                            "owned_by": "warrantguard"}]}
        return UpstreamReply(200, "application/json", json.dumps(data).encode())

    async def aclose(self) -> None:
        """Nothing to close (litellm keeps its own clients)."""

    async def _call(self, body: dict[str, Any]) -> Any:
        import litellm

        kwargs = {**body, **self.params, "model": self.model, "num_retries": 0}
        attempts, detail = self.config.retries + 1, ""
        for attempt in range(attempts):
            if attempt:
                await asyncio.sleep(self.config.retry_backoff * 2 ** (attempt - 1))
            try:
                return await litellm.acompletion(**kwargs)
            except Exception as exc:
                detail = redact(f"{type(exc).__name__}: {exc}", [self.config.upstream_key])
                status = getattr(exc, "status_code", None)
                if not is_transient(exc) and isinstance(status, int) and 400 <= status < 500:
                    return UpstreamReply(status, "application/json", error_body(detail[:2000], "upstream_error"))
                if not is_transient(exc):
                    break
        raise ProxyError(502, f"upstream failed after retries: {detail[:2000]}", code="upstream_failed")


async def _sse(response: Any) -> AsyncIterator[bytes]:
    async for chunk in response:
        yield b"data: " + chunk.model_dump_json(exclude_none=True).encode() + b"\n\n"
    yield b"data: [DONE]\n\n"
