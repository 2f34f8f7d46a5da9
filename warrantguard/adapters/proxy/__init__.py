"""OpenAI-compatible proxy that certifies pairwise answers (``warrantguard serve``).

Clients talk to ``POST /v1/chat/completions`` as to OpenAI. Requests that opt in
(``"warrant": {"options": [...], "stakes": ...}`` in the body, or an
``x-warrant-stakes`` header), and pairwise questions when detection is on, are
answered by the upstream once, certified check-only (the upstream's answer is the
certificate's reference) and returned with a ``warrant`` object and ``x-warrant-*``
headers; everything else passes through. Needs ``pip install 'warrantguard[server]'``.

Names are imported on first use, so ``warrantguard.cli._serve`` (the
``serve`` subcommand) loads without FastAPI, uvicorn or aiohttp installed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warrantguard._lazy import lazy_exports

if TYPE_CHECKING:
    from warrantguard.adapters._kernel import ALLOWED_FIELDS
    from warrantguard.adapters.proxy._app import create_app
    from warrantguard.adapters.proxy._config import (
        DEFAULT_MAX_BODY_BYTES,
        KEYS_ENV,
        UPSTREAM_KEY_ENV,
        GuardFactory,
        ProxyConfig,
        keys_from_env,
    )
    from warrantguard.adapters.proxy._errors import ProxyError
    from warrantguard.adapters.proxy._handling import ProxyState
    from warrantguard.adapters.proxy._server import ProxyServer, serve
    from warrantguard.adapters.proxy._upstream import HTTPUpstream, UpstreamChatModel, UpstreamEmptyError

__all__ = [
    "ALLOWED_FIELDS",
    "DEFAULT_MAX_BODY_BYTES",
    "KEYS_ENV",
    "UPSTREAM_KEY_ENV",
    "GuardFactory",
    "HTTPUpstream",
    "ProxyConfig",
    "ProxyError",
    "ProxyServer",
    "ProxyState",
    "UpstreamChatModel",
    "UpstreamEmptyError",
    "create_app",
    "keys_from_env",
    "serve",
]

_HOMES = {
    "ProxyState": "_handling", "create_app": "_app", "KEYS_ENV": "_config", "UPSTREAM_KEY_ENV": "_config",
    "GuardFactory": "_config", "ProxyConfig": "_config", "ProxyError": "_errors", "ProxyServer": "_server",
    "serve": "_server",
    "DEFAULT_MAX_BODY_BYTES": "_config", "keys_from_env": "_config",  # for `warrantguard serve`
    "HTTPUpstream": "_upstream", "UpstreamChatModel": "_upstream",
    "ALLOWED_FIELDS": "_validate", "UpstreamEmptyError": "_upstream",
}


__getattr__, __dir__ = lazy_exports(__name__, _HOMES, __all__, moved={"FakeUpstream": "warrantguard.testing"})
