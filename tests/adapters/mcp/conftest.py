"""Fixtures for the MCP adapter: an MCP server served over streamable HTTP on loopback."""

from __future__ import annotations

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from collections.abc import Iterator

import pytest

pytest.importorskip("mcp", reason="the MCP adapter needs pip install 'warrantguard[mcp]'")

from warrantguard.adapters.mcp import create_server, http_app
from warrantguard.adapters.proxy import ProxyServer

from ..conformance import SCENARIOS

QUESTION = "Which is safer to travel by, motorcycle or train?"


@pytest.fixture
def http_server() -> Iterator[str]:
    """The ``warrantguard mcp`` server (strong-allow scenario's guard) over streamable HTTP; its endpoint URL."""
    server = create_server(SCENARIOS[0].guard())
    with ProxyServer(http_app(server)) as running:
        yield running.url + "/mcp"
