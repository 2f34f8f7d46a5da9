"""The one module that imports the MCP Python SDK (the ``[mcp]`` extra: ``mcp``).

``warrantguard mcp`` (a server whose tools certify recommendations) and ``warrantguard
mcp-proxy`` (a certifying front for another MCP server) take every SDK name from here
(:mod:`warrantguard.adapters.mcp`), so a missing extra fails in one place, with one hint.
"""

from __future__ import annotations

INSTALL_HINT = "the MCP adapter needs the MCP Python SDK: pip install 'warrantguard[mcp]'"

try:
    from mcp import Client, StdioServerParameters
    from mcp import types as mcp_types
    from mcp.server import Server
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError
    from mcp.server.stdio import stdio_server
    from mcp.server.transport_security import TransportSecuritySettings
    from mcp.shared.exceptions import MCPError
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(f"{INSTALL_HINT} ({exc})") from exc

__all__ = [
    "INSTALL_HINT",
    "Client",
    "MCPError",
    "MCPServer",
    "Server",
    "StdioServerParameters",
    "ToolError",
    "TransportSecuritySettings",
    "mcp_types",
    "stdio_server",
]
