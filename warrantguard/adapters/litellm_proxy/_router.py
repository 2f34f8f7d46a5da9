"""The LiteLLM Proxy guardrail's probe calls: through the proxy's router, charged to the caller.

A probe is built from the engine's :class:`~warrantguard.guard.ChatRequest` alone (the
model group, the probe's messages, temperature, token cap, seed) plus the caller's
attribution metadata: nothing of the client's request body is inherited, so a client
can never choose where or how a probe is sent (``api_base``, ``base_url``, ``api_key``,
``extra_headers``, ``extra_body``...). Every probe's arguments are checked against the
proxy allowlist (:data:`~warrantguard.adapters._kernel._allowlist.ALLOWED_FIELDS`).

The attribution is the proxy's own (``LiteLLMProxyRequestSetup``): ``user_api_key``,
``user_api_key_hash``, team, user, organisation and end user taken from the caller's
authenticated ``UserAPIKeyAuth``, never from client-supplied metadata, so the proxy's
spend tracking charges each probe to the key whose request it certifies.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warrantguard.adapters._kernel import disallowed_field
from warrantguard.guard import ChatRequest, ChatResponse, ConfigurationError
from warrantguard.models import LiteLLMModel

__all__ = ["PROBE_MARKER", "RouterModel", "caller_metadata", "probe_kwargs", "proxy_router"]

PROBE_MARKER = "warrantguard_probe_of"
"""Metadata key on every probe call: the ``litellm_call_id`` of the request it certifies."""


class RouterModel:
    """A proxy model group as the focal model: probes go through the proxy's router
    (same deployments, keys and fallbacks); a plain litellm call outside the proxy.

    ``metadata`` (the caller's attribution, :func:`caller_metadata`) rides on every probe."""

    def __init__(self, name: str, router: Any = None, *, metadata: Mapping[str, Any] | None = None) -> None:
        self.name, self.router = name, router
        self.metadata = dict(metadata or {})

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One router call per sample."""
        if self.router is None:
            return await LiteLLMModel(self.name).complete(request)
        out = ChatResponse(texts=[])
        for _ in range(max(1, request.samples)):
            response = await self.router.acompletion(**probe_kwargs(self.name, request, self.metadata))
            out.texts.append(response.choices[0].message.content or "")
            usage = getattr(response, "usage", None)
            out.prompt_tokens += int(getattr(usage, "prompt_tokens", 0) or 0)
            out.completion_tokens += int(getattr(usage, "completion_tokens", 0) or 0)
        return out


def probe_kwargs(model: str, request: ChatRequest, metadata: Mapping[str, Any]) -> dict[str, Any]:
    """The router arguments for one probe: only allowlisted chat-completion fields."""
    kwargs: dict[str, Any] = {"model": model, "messages": [dict(m) for m in request.messages],
                              "temperature": request.temperature}
    if request.max_tokens:
        kwargs["max_tokens"] = request.max_tokens
    if request.seed is not None:
        kwargs["seed"] = request.seed
    if metadata:
        kwargs["metadata"] = dict(metadata)
    field = disallowed_field(kwargs)
    if field is not None:  # a bug, never a client's doing: refuse rather than send it
        raise ConfigurationError(f"a probe call may not set {field!r}")
    return kwargs


def caller_metadata(user_api_key_dict: Any, call_id: Any = None) -> dict[str, Any]:
    """The spend attribution of the authenticated caller, for its request's probes.

    Built from ``user_api_key_dict`` (the proxy's ``UserAPIKeyAuth``) with the proxy's
    own helpers; ``{}`` when it is not one (no attribution rather than a forged one)."""
    out: dict[str, Any] = {PROBE_MARKER: call_id} if isinstance(call_id, str) else {}
    try:
        from litellm.proxy._types import UserAPIKeyAuth
        from litellm.proxy.litellm_pre_call_utils import LiteLLMProxyRequestSetup as Setup
    except ImportError:
        return out
    if not isinstance(user_api_key_dict, UserAPIKeyAuth):
        return out
    out.update(Setup.get_sanitized_user_information_from_key(user_api_key_dict=user_api_key_dict))
    out["user_api_key"] = Setup.get_logged_api_key(user_api_key_dict)
    out.update(Setup.get_tenant_logging_metadata(user_api_key_dict))
    return {key: value for key, value in out.items() if value is not None}


def proxy_router() -> Any:
    """The running proxy's router (``None`` outside a LiteLLM Proxy)."""
    try:
        from litellm.proxy import proxy_server
    except ImportError:
        return None
    return getattr(proxy_server, "llm_router", None)
