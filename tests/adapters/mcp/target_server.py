"""An MCP server to put behind ``warrantguard mcp-proxy`` in tests (run as a script: stdio).

``advise(question)`` answers from a conformance scenario's model (named by the first argument,
default ``strong-allow``), so probes re-running the tool get that model's answers; ``add(a, b)`` and
``fail()`` are not recommendations; a resource and a prompt show that they pass through.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/: the conformance scenarios

from adapters.conformance import SCENARIOS


class Advice(BaseModel):
    """The structured part of ``advise``'s result."""

    advice: str


def build(scenario_name: str = "strong-allow", calls: list[str] | None = None) -> MCPServer:
    """The target server; ``calls`` (when given) records every ``advise`` question."""
    scenario = next(s for s in SCENARIOS if s.name == scenario_name)
    ask = scenario.prompt_fn()
    server = MCPServer("advisor", instructions="answers questions")

    @server.tool(description="Recommend one option of a question.")
    def advise(question: str) -> str:
        if calls is not None:
            calls.append(question)
        return ask(question)

    @server.tool(description="Recommend one option of a question, as structured output.")
    def advise_structured(question: str) -> Advice:
        return Advice(advice=ask(question))

    @server.tool(description="Add two numbers.")
    def add(a: int, b: int) -> int:
        return a + b

    @server.tool(description="Always fails.")
    def fail(question: str) -> str:
        raise ToolError("the advisor is out")

    @server.resource("note://today")
    def today() -> str:
        return "sunny"

    @server.prompt()
    def greet(name: str) -> str:
        return f"Hello {name}"

    return server


def main() -> None:
    """Serve over stdio (the scenario's name is the first argument)."""
    build(sys.argv[1] if len(sys.argv) > 1 else "strong-allow").run("stdio")


if __name__ == "__main__":
    main()
