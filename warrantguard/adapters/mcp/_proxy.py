"""``warrantguard mcp-proxy``: a certifying front for another MCP server.

A tool result is certified when one of the call's string arguments is a pairwise question
(the heuristics recognise it; no model call) and the result has text. The tool itself answers
the probes (each probe re-runs it with that argument replaced) unless a Guard is given. The
warrant rides in the result's ``_meta`` under :data:`WARRANT_META`; a withheld result becomes
``isError`` with the notice (its text and structured content are dropped). Everything else
(tool listings, other results, errors, resources, prompts) passes through unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warrantguard.adapters._kernel import Certification, GuardSource, Outcome, WarrantRequest, plan_certification
from warrantguard.adapters.decorator import messages_to_prompt
from warrantguard.extras.mcp import Client, Server, mcp_types
from warrantguard.guard import ChatRequest, ChatResponse, Guard

__all__ = ["MAX_PROBE_SAMPLES", "WARRANT_META", "CertifyingProxy", "ToolModel", "question_argument"]

WARRANT_META = "warrantguard/warrant"
"""The ``_meta`` key of a certified tool result's warrant object."""
MAX_PROBE_SAMPLES = 20
"""The most tool runs one probe request may ask for."""
_MAX_ARGS = 64


def question_argument(arguments: Mapping[str, Any] | None) -> tuple[str, str] | None:
    """``(name, question)`` of the first string argument that is a pairwise question, else ``None``."""
    for count, (name, value) in enumerate((arguments or {}).items()):
        if count >= _MAX_ARGS:
            break
        if isinstance(value, str) and plan_certification([{"role": "user", "content": value}]) is not None:
            return name, value
    return None


def result_text(result: Any) -> str:
    """The text content of a tool result, joined."""
    return "\n".join(c.text for c in result.content if getattr(c, "type", None) == "text")


class ToolModel:
    """A tool as the focal model: each probe runs the tool with the question argument replaced."""

    def __init__(self, upstream: Client, tool: str, arguments: Mapping[str, Any], argument: str) -> None:
        self.upstream, self.tool, self.arguments, self.argument = upstream, tool, dict(arguments), argument
        self.name = f"mcp-tool:{tool}"

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One tool run per sample (an error result is a failed call)."""
        texts = []
        for _ in range(min(request.samples, MAX_PROBE_SAMPLES)):
            args = {**self.arguments, self.argument: messages_to_prompt(list(request.messages))}
            result = await self.upstream.call_tool(self.tool, args)
            if result.is_error:
                raise RuntimeError(f"the tool {self.tool!r} failed on a probe: {result_text(result)[:200]}")
            texts.append(result_text(result))
        return ChatResponse(texts=texts)


class CertifyingProxy:
    """The low-level MCP server fronting ``upstream`` (a connected :class:`mcp.Client`).

    ``guard``: the Guard whose focal model answers the probes (default: the tool itself, with the
    lexical probe generator); ``policy``, ``review_queue``, ``settings`` build that default Guard;
    ``stakes`` is the stakes level of every certified call."""

    def __init__(self, upstream: Client, *, guard: Guard | None = None, policy: Any = None, review_queue: Any = None,
                 settings: Mapping[str, Any] | None = None, stakes: str | None = None,
                 name: str = "warrantguard-proxy") -> None:
        self.upstream, self.stakes = upstream, stakes
        self.source = GuardSource(guard, None, policy, review_queue, dict(settings or {}))
        self.server: Server[Any] = Server(name, **self._handlers())

    def _handlers(self) -> dict[str, Any]:
        handlers: dict[str, Any] = {"on_list_tools": self._list_tools, "on_call_tool": self._call_tool}
        caps = self.upstream.server_capabilities
        if caps.resources is not None:
            handlers.update(on_list_resources=self._list_resources, on_read_resource=self._read_resource,
                            on_list_resource_templates=self._list_templates)
        if caps.prompts is not None:
            handlers.update(on_list_prompts=self._list_prompts, on_get_prompt=self._get_prompt)
        return handlers

    async def _list_tools(self, ctx: Any, params: Any) -> Any:
        return await self.upstream.list_tools(cursor=getattr(params, "cursor", None))

    async def _call_tool(self, ctx: Any, params: Any) -> Any:
        return await self.call(params.name, params.arguments or {})

    async def call(self, tool: str, arguments: Mapping[str, Any]) -> Any:
        """Call ``tool`` upstream; when an argument is a pairwise question, its certificate starts
        first (the probes run while the tool answers) and finishes with the tool's text."""
        found = question_argument(arguments)
        if found is None:
            return await self.upstream.call_tool(tool, dict(arguments))
        argument, question = found
        guard = self.source.build(ToolModel(self.upstream, tool, arguments, argument), generator="lexical")
        pending = Certification.spawn(guard, question, WarrantRequest(stakes=self.stakes), route=tool)
        try:
            result = await self.upstream.call_tool(tool, dict(arguments))
        except BaseException:
            await pending.cancel()
            raise
        text = result_text(result)
        if result.is_error or not text.strip():
            await pending.cancel()
            return result
        return self.certified(result, (await pending.finish([text]))[0])

    @staticmethod
    def certified(result: Any, outcome: Outcome) -> Any:
        """``result`` with the warrant in ``_meta``; withheld, an error carrying only the notice."""
        meta = {**(result.meta or {}), WARRANT_META: outcome.payload}
        if outcome.withheld:
            notice = mcp_types.TextContent(type="text", text=outcome.content)
            return mcp_types.CallToolResult(content=[notice], is_error=True, _meta=meta)
        return result.model_copy(update={"meta": meta})

    async def _list_resources(self, ctx: Any, params: Any) -> Any:
        return await self.upstream.list_resources(cursor=getattr(params, "cursor", None))

    async def _list_templates(self, ctx: Any, params: Any) -> Any:
        return await self.upstream.list_resource_templates(cursor=getattr(params, "cursor", None))

    async def _read_resource(self, ctx: Any, params: Any) -> Any:
        return await self.upstream.read_resource(str(params.uri))

    async def _list_prompts(self, ctx: Any, params: Any) -> Any:
        return await self.upstream.list_prompts(cursor=getattr(params, "cursor", None))

    async def _get_prompt(self, ctx: Any, params: Any) -> Any:
        return await self.upstream.get_prompt(params.name, params.arguments)
