"""Conformance runners for MCP: the ``warrantguard mcp`` tool and the certifying proxy, through the SDK's client.

* ``mcp-tool`` / ``mcp-tool-legacy``: ``certify_recommendation`` called through the in-process
  client (the 2026-07-28 per-request path, and the initialize handshake); the outcome is the
  tool's structured output (``warrant``, ``status``, ``content``).
* ``mcp-proxy``: the proxy in front of a target server whose ``advise`` tool answers
  ``scenario.answer``; the outcome is read the way an MCP client reads it: the warrant in the
  result's ``_meta``, the text content (the notice when withheld, then ``isError``). A result the
  proxy did not certify (not a pairwise question) carries no warrant: reported as ``not_run``.
"""

from __future__ import annotations

import asyncio
from typing import Any

from warrantguard.adapters._kernel import NOT_RUN, warrant_payload

from .conformance import Runner, RunResult, Scenario

__all__ = ["MCP_RUNNERS"]


class MCPToolRunner:
    """``certify_recommendation`` through ``mcp.Client(create_server(scenario.guard()))``."""

    def __init__(self, mode: str = "auto") -> None:
        self.mode = mode
        self.name = "mcp-tool" if mode == "auto" else f"mcp-tool-{mode}"

    def run(self, scenario: Scenario) -> RunResult:
        return asyncio.run(self._run(scenario))

    async def _run(self, scenario: Scenario) -> RunResult:
        from mcp import Client

        from warrantguard.adapters.mcp import create_server

        args: dict[str, Any] = {"question": scenario.prompt, "answer": scenario.answer}
        if scenario.stakes:
            args["stakes"] = scenario.stakes
        async with Client(create_server(scenario.guard()), mode=self.mode) as client:
            result = await client.call_tool("certify_recommendation", args)
        assert not result.is_error, result.content
        out = result.structured_content or {}
        return RunResult(str(out["status"]), dict(out["warrant"]), out["content"])


def _target(answer: str) -> Any:
    from mcp.server.mcpserver import MCPServer

    target = MCPServer("advisor")

    @target.tool()
    def advise(question: str) -> str:
        return answer

    return target


class MCPProxyRunner:
    """The certifying proxy (``guard=scenario.guard()``) in front of a server answering ``scenario.answer``."""

    name = "mcp-proxy"

    def run(self, scenario: Scenario) -> RunResult:
        return asyncio.run(self._run(scenario))

    async def _run(self, scenario: Scenario) -> RunResult:
        from mcp import Client

        from warrantguard.adapters.mcp import WARRANT_META, CertifyingProxy

        async with Client(_target(scenario.answer), cache=None) as upstream:
            proxy = CertifyingProxy(upstream, guard=scenario.guard(), stakes=scenario.stakes)
            async with Client(proxy.server) as client:
                result = await client.call_tool("advise", {"question": scenario.prompt})
        payload = dict((result.meta or {}).get(WARRANT_META) or {})
        if not payload:
            payload = warrant_payload(None, None, NOT_RUN, "not a pairwise question")
        assert result.is_error == ((payload.get("decision") or {}).get("action") in ("review", "block"))
        return RunResult(str(payload.get("status")), payload, result.content[0].text)


MCP_RUNNERS: list[Runner] = [MCPToolRunner(), MCPToolRunner("legacy"), MCPProxyRunner()]
