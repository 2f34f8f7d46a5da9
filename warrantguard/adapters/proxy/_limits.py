"""The upstream's rate limit: every request the proxy sends upstream waits for one limiter.

``ProxyConfig.rate_limiter`` (a :class:`~warrantguard.models.RateLimiter`: in-process, or shared
through Redis by every replica) covers all of them: the clients' passed-through and certified
requests (:class:`LimitedUpstream`) and the certificates' probes (the Guard's focal model wrapped
in :class:`~warrantguard.models.RateLimitedModel`). A request reserves its estimated tokens
(prompt characters / 4 plus ``max_tokens`` per choice) and the difference is settled from the
reply's ``usage`` when it reports one. The tenants' own ``rpm``/``tpm`` (:mod:`._tenants`) are
a separate, per-client allowance checked before any of this.
"""

from __future__ import annotations

from typing import Any

from warrantguard.adapters.proxy._errors import ProxyError
from warrantguard.adapters.proxy._tenants import reply_tokens
from warrantguard.guard import ChatModel, as_model
from warrantguard.models import RateLimitedModel, RateLimiter, RateLimitWaitError

__all__ = ["LimitedUpstream", "body_tokens", "limited_focal"]

_DEFAULT_COMPLETION = 64
_SETTLED_BYTES = 64 * 1024  # larger replies keep their estimate (parsing them again costs the event loop)


def body_tokens(body: dict[str, Any]) -> int:
    """A chat-completion body's estimated tokens: prompt characters / 4 plus the completion
    tokens it allows, per choice."""
    chars = 0
    for message in body.get("messages") or ():
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, str):
            chars += len(content)
        elif isinstance(content, list):
            chars += sum(len(p.get("text") or "") for p in content if isinstance(p, dict)
                         and isinstance(p.get("text"), str))
    allowed = body.get("max_completion_tokens") or body.get("max_tokens")
    allowed = allowed if isinstance(allowed, int) and not isinstance(allowed, bool) and allowed > 0 \
        else _DEFAULT_COMPLETION
    n = body.get("n")
    return chars // 4 + allowed * (n if isinstance(n, int) and not isinstance(n, bool) and 0 < n <= 128 else 1)


def limited_focal(focal: ChatModel | str, limiter: RateLimiter, **params: Any) -> RateLimitedModel:
    """The Guard's focal model under ``limiter`` (a litellm string made a model with ``params``)."""
    return RateLimitedModel(as_model(focal, **params) if isinstance(focal, str) else focal, limiter)


class LimitedUpstream:
    """An upstream (HTTP base URL or litellm) whose every request first waits for ``limiter``
    (replies are the upstream's :class:`~._upstream.UpstreamReply`, untouched)."""

    def __init__(self, upstream: Any, limiter: RateLimiter) -> None:
        self.upstream = upstream
        self.limiter = limiter

    def __getattr__(self, attr: str) -> Any:
        if attr in ("upstream", "limiter"):  # not set yet: no recursion
            raise AttributeError(attr)
        return getattr(self.upstream, attr)

    def focal(self, default_model: str | None = None) -> ChatModel | str:
        """The wrapped upstream's focal model (:func:`limited_focal` puts it under the limiter)."""
        return self.upstream.focal(default_model)  # type: ignore[no-any-return]

    async def forward(self, raw: bytes, body: dict[str, Any], *, stream: bool,
                      retries: int | None = None) -> Any:
        """Wait for the limits, then pass the request through."""
        estimate = body_tokens(body)
        await self._acquire(estimate)
        reply = await self.upstream.forward(raw, body, stream=stream, retries=retries)
        return await self._settled(estimate, reply)

    async def complete(self, body: dict[str, Any], *, retries: int | None = None) -> Any:
        """Wait for the limits, then ask for one completion."""
        estimate = body_tokens(body)
        await self._acquire(estimate)
        reply = await self.upstream.complete(body, retries=retries)
        return await self._settled(estimate, reply)

    async def models(self) -> Any:
        """The upstream's model list (one request, no tokens)."""
        await self._acquire(0)
        return await self.upstream.models()

    async def aclose(self) -> None:
        """Close the upstream, then what the limiter holds (a shared bucket's connections)."""
        try:
            await self.upstream.aclose()
        finally:
            await self.limiter.aclose()

    async def _acquire(self, tokens: int) -> None:
        """Wait for the limits; a wait longer than the limiter allows is a 429 (a client may retry)."""
        try:
            await self.limiter.acquire(tokens)
        except RateLimitWaitError as exc:
            raise ProxyError(429, f"the proxy's upstream limit is busy: {exc}", code="rate_limit_exceeded",
                             headers={"retry-after": "60"}) from None

    async def _settled(self, estimate: int, reply: Any) -> Any:
        if reply.chunks is None and reply.status == 200 and len(reply.body) <= _SETTLED_BYTES:
            await self.limiter.settle(estimate, reply_tokens(reply.body))
        return reply
