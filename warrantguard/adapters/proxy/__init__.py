"""OpenAI-compatible proxy that certifies pairwise answers (``warrantguard serve``).

Clients talk to ``POST /v1/chat/completions`` as to OpenAI. Requests that opt in
(``"warrant": {"options": [...], "stakes": ...}`` in the body, or an
``x-warrant-stakes`` header), and pairwise questions when detection is on, are
answered by the upstream once, certified check-only (the upstream's answer is the
certificate's reference) and returned with a ``warrant`` object and ``x-warrant-*``
headers; everything else passes through. Needs ``pip install 'warrantguard[server]'``.
"""

from ._app import ProxyState, create_app
from ._config import KEYS_ENV, UPSTREAM_KEY_ENV, GuardFactory, ProxyConfig
from ._errors import ProxyError
from ._server import ProxyServer, serve
from ._upstream import HTTPUpstream, UpstreamChatModel
from .fake import FakeUpstream

__all__ = [
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
    "create_app",
    "serve",
]
