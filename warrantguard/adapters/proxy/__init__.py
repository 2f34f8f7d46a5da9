"""OpenAI-compatible proxy that certifies pairwise answers (``warrantguard serve``).

Clients talk to ``POST /v1/chat/completions`` as to OpenAI. Requests that opt in
(``"warrant": {"options": [...], "stakes": ...}`` in the body, or an
``x-warrant-stakes`` header), and pairwise questions when detection is on, are
answered by the upstream once, certified check-only (the upstream's answer is the
certificate's reference) and returned with a ``warrant`` object and ``x-warrant-*``
headers; everything else passes through. Needs ``pip install 'warrantguard[server]'``.

Names are imported on first use, so ``warrantguard.adapters.proxy._cli`` (the
``serve`` subcommand) loads without FastAPI, uvicorn or aiohttp installed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..._lazy import lazy_exports

if TYPE_CHECKING:
    from ._allowlist import ALLOWED_FIELDS
    from ._app import create_app
    from ._config import KEYS_ENV, UPSTREAM_KEY_ENV, GuardFactory, ProxyConfig
    from ._errors import ProxyError
    from ._handling import ProxyState
    from ._server import ProxyServer, serve
    from ._upstream import HTTPUpstream, UpstreamChatModel, UpstreamEmptyError
    from .fake import FakeUpstream

__all__ = [
    "ALLOWED_FIELDS",
    "KEYS_ENV",
    "UPSTREAM_KEY_ENV",
    "FakeUpstream",
    "GuardFactory",
    "HTTPUpstream",
    "ProxyConfig",
    "ProxyError",
    "ProxyServer",
    "ProxyState",
    "UpstreamChatModel",
    "UpstreamEmptyError",
    "create_app",
    "serve",
]

_HOMES = {
    "ProxyState": "_handling", "create_app": "_app", "KEYS_ENV": "_config", "UPSTREAM_KEY_ENV": "_config",
    "GuardFactory": "_config", "ProxyConfig": "_config", "ProxyError": "_errors", "ProxyServer": "_server",
    "serve": "_server", "HTTPUpstream": "_upstream", "UpstreamChatModel": "_upstream", "FakeUpstream": "fake",
    "ALLOWED_FIELDS": "_allowlist", "UpstreamEmptyError": "_upstream",
}


__getattr__, __dir__ = lazy_exports(__name__, _HOMES, __all__)
