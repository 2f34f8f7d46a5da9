"""MCP: a server whose tools certify recommendations, and a certifying proxy for another server.

:func:`create_server` builds the ``warrantguard mcp`` server: its tools
``certify_recommendation(question, options, answer, stakes, context)`` and
``check_answer(question, options, stakes)`` return structured output
(:class:`WarrantResult`, whose JSON schema is the tools' ``outputSchema``): the status, tier,
policy action, what may be shown (the answer or the withheld notice) and the ``warrant``
object every integration attaches.

:class:`CertifyingProxy` (``warrantguard mcp-proxy --target ...``) fronts another MCP server:
tool results that answer a pairwise question are certified, the warrant rides in the
result's ``_meta`` (:data:`WARRANT_META`), a withheld result is ``isError`` with the notice,
and everything else passes through.

Both serve over stdio or streamable HTTP (:func:`run_server`, :func:`run_proxy`); over HTTP
they bind to loopback unless told otherwise and keep the SDK's DNS-rebinding protection on
(:func:`transport_security`). Needs ``pip install 'warrantguard[mcp]'`` (every SDK name comes
from :mod:`warrantguard.extras.mcp`, which raises ``ImportError`` with that hint).
"""

from __future__ import annotations

from warrantguard.adapters.mcp._proxy import WARRANT_META, CertifyingProxy, ToolModel, question_argument
from warrantguard.adapters.mcp._run import Transport, run_proxy, run_server, upstream_of
from warrantguard.adapters.mcp._server import create_server
from warrantguard.adapters.mcp._tools import WarrantResult, result_of
from warrantguard.adapters.mcp._transport import LOOPBACK, MCP_PATH, http_app, serve_http, transport_security

__all__ = [
    "LOOPBACK",
    "MCP_PATH",
    "WARRANT_META",
    "CertifyingProxy",
    "ToolModel",
    "Transport",
    "WarrantResult",
    "create_server",
    "http_app",
    "question_argument",
    "result_of",
    "run_proxy",
    "run_server",
    "serve_http",
    "transport_security",
    "upstream_of",
]
