"""The MCP server and the certifying MCP proxy, offline (the SDK's in-process client; scripted models).

Run: python examples/mcp_server.py   (needs pip install 'warrantguard[mcp]')

For real, over stdio (what an MCP client's config starts) or streamable HTTP on loopback:

    warrantguard mcp --model openai/gpt-4o-mini                    # stdio
    warrantguard mcp --model openai/gpt-4o-mini --transport http   # http://127.0.0.1:8000/mcp
    warrantguard mcp-proxy --target "python my_server.py" --stakes high
"""

import asyncio
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

from mcp import Client
from mcp.server.mcpserver import MCPServer

from warrantguard import Guard
from warrantguard.adapters.mcp import WARRANT_META, CertifyingProxy, create_server
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
# In production the server's --model answers the probes. Offline, a scripted model does: it prefers
# the train, but not in bad weather (a Conditional Warrant).
model = ScriptedModel("train", reversals={"in bad weather": "motorcycle"})


async def server_demo() -> None:
    """``warrantguard mcp``: the tools and their structured output."""
    guard = Guard(model, generator="lexical", policy=StakesPolicy())
    async with Client(create_server(guard)) as client:
        tools = (await client.list_tools()).tools
        print("tools:", [t.name for t in tools], "with outputSchema:", all(t.output_schema for t in tools))
        result = await client.call_tool("certify_recommendation", {
            "question": QUESTION, "answer": "The train.", "stakes": "medium"})
        out = result.structured_content
        print("content:", out["content"])
        print("warrant:", out["tier"], "/", out["action"], "status:", out["status"])


async def proxy_demo() -> None:
    """``warrantguard mcp-proxy``: another server's recommending tool, certified on its way back."""
    target = MCPServer("advisor")

    @target.tool()
    def advise(question: str) -> str:  # the probes come here too, each with its own question
        return "The train." if question == QUESTION else model([{"role": "user", "content": question}])

    async with Client(target, cache=None) as upstream:
        proxy = CertifyingProxy(upstream, policy=StakesPolicy(), stakes="critical")  # the tool answers the probes
        async with Client(proxy.server) as client:
            result = await client.call_tool("advise", {"question": QUESTION})
    warrant = result.meta[WARRANT_META]
    print("proxy:", "isError" if result.is_error else "ok", "-", result.content[0].text)
    print("proxy warrant:", warrant["tier"], "/", warrant["decision"]["action"])


if __name__ == "__main__":
    asyncio.run(server_demo())
    asyncio.run(proxy_demo())
