"""Serving an MCP server: stdio, or streamable HTTP bound to loopback with DNS-rebinding protection on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from warrantguard.extras.mcp import TransportSecuritySettings

__all__ = ["LOOPBACK", "MCP_PATH", "http_app", "serve_http", "transport_security"]

LOOPBACK = ("127.0.0.1", "localhost", "::1")
"""Hosts that count as loopback (the default bind address is the first)."""
MCP_PATH = "/mcp"
"""Where the streamable HTTP endpoint is served."""
_LOOPBACK_HOSTS = ("127.0.0.1:*", "localhost:*", "[::1]:*")


def transport_security(host: str, allowed_hosts: Sequence[str] = ()) -> TransportSecuritySettings:
    """The SDK's DNS-rebinding protection, always on: requests must name this server in ``Host``
    (and, when they send one, ``Origin``). On loopback: ``127.0.0.1``, ``localhost`` and ``[::1]``
    on any port; on another address: that address, plus ``allowed_hosts`` (``name`` or
    ``name:port``, e.g. the name clients use behind a proxy)."""
    if host in LOOPBACK:
        names = list(_LOOPBACK_HOSTS)
    else:
        bracketed = f"[{host}]" if ":" in host else host
        names = [bracketed, f"{bracketed}:*"]
    for extra in allowed_hosts:
        names += [extra] if ":" in extra.strip("[]") or extra.endswith("]") else [extra, f"{extra}:*"]
    origins = [f"{scheme}://{name}" for name in names for scheme in ("http", "https")]
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=names,
                                     allowed_origins=origins)


def http_app(server: Any, *, host: str = "127.0.0.1", allowed_hosts: Sequence[str] = (),
             path: str = MCP_PATH) -> Any:
    """The streamable HTTP ASGI app of ``server`` (an ``MCPServer`` or low-level ``Server``)."""
    return server.streamable_http_app(streamable_http_path=path, host=host,
                                      transport_security=transport_security(host, allowed_hosts))


async def serve_http(app: Any, *, host: str, port: int, log_level: str = "warning") -> None:
    """Serve ``app`` with uvicorn until cancelled (access log off: arguments are never logged)."""
    from warrantguard.extras.uvicorn import uvicorn

    config = uvicorn.Config(app, host=host, port=port, log_level=log_level, access_log=False, lifespan="on")
    await uvicorn.Server(config).serve()
