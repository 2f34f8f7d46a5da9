"""``warrantguard mcp``: an MCP server whose tools certify pairwise recommendations."""

from __future__ import annotations

import asyncio
from typing import Annotated

from pydantic import Field

from warrantguard.adapters.mcp._tools import (
    MAX_ANSWER_CHARS,
    MAX_OPTION_CHARS,
    MAX_QUESTION_CHARS,
    WarrantResult,
    bounded,
    certify_tool,
    check_tool,
    request_of,
)
from warrantguard.extras.mcp import MCPServer
from warrantguard.guard import Guard

__all__ = ["create_server"]

Question = Annotated[str, Field(min_length=1, max_length=MAX_QUESTION_CHARS,
                                description="the pairwise question, e.g. 'Which is safer, A or B?'")]
Options = Annotated[list[Annotated[str, Field(min_length=1, max_length=MAX_OPTION_CHARS)]] | None,
                    Field(min_length=2, max_length=2,
                          description="the two options, when the question does not name them plainly")]
Stakes = Annotated[str | None, Field(max_length=64, description="the stakes level: low, medium, high, critical "
                                                                 "(or one the server's policy adds)")]
Context = Annotated[str | None, Field(max_length=MAX_QUESTION_CHARS, description="context the answer depends on")]
Answer = Annotated[str, Field(min_length=1, max_length=MAX_ANSWER_CHARS, description="the answer to certify")]

_INSTRUCTIONS = (
    "Certify a pairwise recommendation before acting on it. certify_recommendation certifies an answer you "
    "already have; check_answer asks this server's model and certifies its answer. Act on `content` only: "
    "when `withheld` is true it is a notice, not a recommendation."
)


def create_server(guard: Guard, *, name: str = "warrantguard", max_concurrency: int = 4,
                  timeout: float = 300.0) -> MCPServer:
    """An ``MCPServer`` with ``certify_recommendation`` and ``check_answer`` (structured output,
    :class:`~warrantguard.adapters.mcp.WarrantResult`). ``guard`` answers the probes (and, for
    ``check_answer``, the question); at most ``max_concurrency`` certificates run at once, each
    for at most ``timeout`` seconds."""
    if max_concurrency < 1 or timeout <= 0:
        raise ValueError("max_concurrency must be >= 1 and timeout > 0")
    server = MCPServer(name, instructions=_INSTRUCTIONS)
    slots = asyncio.Semaphore(max_concurrency)

    @server.tool(name="certify_recommendation", structured_output=True,
                 description="Certify an answer to a pairwise question: how far its recommendation holds up "
                             "under paraphrase, context and counter-argument (the warrant), and what the stakes "
                             "policy decides (allow, annotate, review, block).")
    async def certify_recommendation(question: Question, options: Options = None, *, answer: Answer,
                                     stakes: Stakes = None, context: Context = None) -> WarrantResult:
        request = request_of(options, context, stakes)
        return await bounded(slots, timeout, certify_tool(guard, question, answer, request))

    @server.tool(name="check_answer", structured_output=True,
                 description="Ask this server's model a pairwise question and certify its answer.")
    async def check_answer(question: Question, options: Options = None, stakes: Stakes = None) -> WarrantResult:
        return await bounded(slots, timeout, check_tool(guard, question, request_of(options, None, stakes)))

    return server
