"""Running the MCP server and the proxy over stdio or streamable HTTP."""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from typing import Any, Literal

from warrantguard.adapters.mcp._proxy import CertifyingProxy
from warrantguard.adapters.mcp._transport import http_app, serve_http
from warrantguard.extras.mcp import Client, StdioServerParameters, stdio_server
from warrantguard.guard import ConfigurationError

__all__ = ["Transport", "run_proxy", "run_server", "upstream_of"]

Transport = Literal["stdio", "http"]


def upstream_of(target: str) -> Any:
    """What :class:`mcp.Client` connects to: an ``http(s)://`` URL as given (streamable HTTP), else
    a command line started as a subprocess speaking stdio."""
    text = target.strip()
    if text.startswith(("http://", "https://")):
        return text
    parts = shlex.split(text)
    if not parts:
        raise ConfigurationError("--target is empty: give an MCP server's URL or the command that starts it")
    return StdioServerParameters(command=parts[0], args=parts[1:])


async def run_server(server: Any, *, transport: Transport = "stdio", host: str = "127.0.0.1", port: int = 8000,
                     allowed_hosts: Sequence[str] = (), log_level: str = "warning") -> None:
    """Serve an ``MCPServer`` or low-level ``Server`` until cancelled or (stdio) the client leaves."""
    lowlevel = getattr(server, "_lowlevel_server", server)
    if transport == "stdio":
        async with stdio_server() as (read, write):
            await lowlevel.run(read, write, lowlevel.create_initialization_options())
        return
    await serve_http(http_app(server, host=host, allowed_hosts=allowed_hosts), host=host, port=port,
                     log_level=log_level)


async def run_proxy(target: str, *, transport: Transport = "stdio", host: str = "127.0.0.1", port: int = 8000,
                    allowed_hosts: Sequence[str] = (), log_level: str = "warning", **options: Any) -> None:
    """Connect to ``target`` and serve the certifying proxy in front of it (``options``: those of
    :class:`CertifyingProxy`)."""
    async with Client(upstream_of(target), cache=None) as upstream:
        proxy = CertifyingProxy(upstream, **options)
        await run_server(proxy.server, transport=transport, host=host, port=port, allowed_hosts=allowed_hosts,
                         log_level=log_level)
