"""``WarrantMiddleware``: certify an agent's pairwise model answers and tool outputs."""

from __future__ import annotations

import asyncio
import functools
import inspect
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from warrantguard.adapters._kernel import Outcome, WarrantRequest, last_user_text
from warrantguard.adapters.decorator import messages_to_prompt
from warrantguard.adapters.langchain._common import (
    Certifier,
    LangChainModel,
    OnBlock,
    annotated,
    probe_config,
    to_dicts,
    unstreamed,
)
from warrantguard.adapters.litellm_dropin import plan_certification
from warrantguard.extras.langchain import AgentMiddleware, AIMessage, ToolMessage
from warrantguard.guard import ChatRequest, ChatResponse, Guard, PolicyLike, ReviewQueueLike, run_sync

__all__ = ["WarrantMiddleware"]

_Plan = tuple[str, WarrantRequest]


class _ToolProbe:
    """A tool as the focal model: each probe re-runs the tool with the question argument replaced."""

    def __init__(self, request: Any, handler: Callable[[Any], Any], arg: str) -> None:
        self.request, self.handler, self.arg = request, handler, arg
        self.name = str(request.tool_call.get("name", "tool"))

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One tool run per sample."""
        call = self.request.tool_call
        probe = self.request.override(tool_call={**call, "args": {**call["args"],
                                                                 self.arg: messages_to_prompt(request.messages)}})
        texts = []
        for _ in range(request.samples):
            result = self.handler(probe)
            result = await result if inspect.isawaitable(result) else result
            texts.append(result.text if isinstance(result, ToolMessage) else str(result))
        return ChatResponse(texts=texts)


class WarrantMiddleware(AgentMiddleware):
    """Agent middleware certifying pairwise model answers and tool outputs.

    For a pairwise question the agent's model answers unstreamed and untagged for LangGraph's
    ``stream_mode="messages"`` (tagged ``nostream``), so the answer is certified before anyone
    sees it: the stream then carries the certified message once, whole (or the withheld notice,
    never the withheld answer). Other calls stream as usual."""

    def __init__(self, guard: Guard | None = None, *, policy: PolicyLike | None = None,
                 review_queue: ReviewQueueLike | None = None, stakes: str | None = None,
                 settings: Mapping[str, Any] | None = None, on_block: OnBlock = "raise",
                 certify_tools: bool = True, certify_answers: bool = True) -> None:
        super().__init__()
        self.certifier = Certifier(guard, policy, review_queue, settings, on_block)
        self.request = WarrantRequest(stakes=stakes)
        self.certify_tools, self.certify_answers = certify_tools, certify_answers

    def wrap_model_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        """Certify the model's final text answer."""
        plan = self._plan(request)
        if plan is None:
            return handler(request)
        return run_sync(self._certified_answer(request, lambda: asyncio.to_thread(handler, _quiet(request)), plan))

    async def awrap_model_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        """Async :meth:`wrap_model_call`."""
        plan = self._plan(request)
        if plan is None:
            return await handler(request)
        return await self._certified_answer(request, lambda: handler(_quiet(request)), plan)

    def wrap_tool_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        """Certify a tool's pairwise recommendation before the agent reads it."""
        return run_sync(self._after_tool(request, handler(request), lambda r: asyncio.to_thread(handler, r)))

    async def awrap_tool_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        """Async :meth:`wrap_tool_call`."""
        return await self._after_tool(request, await handler(request), handler)

    def _plan(self, request: Any) -> _Plan | None:
        if not self.certify_answers:
            return None
        plan = plan_certification(to_dicts(request.messages), None)
        return None if plan is None else (plan[0], self._request(plan[1]))

    async def _certified_answer(self, request: Any, answer: Callable[[], Awaitable[Any]], plan: _Plan) -> Any:
        """The model's response, certified. Offered no tools, the model must answer in text: the
        certificate starts before it answers (the probes run meanwhile). Offered tools, it may
        answer with a tool call: the certificate starts once a text answer is there."""
        begin = functools.partial(self.certifier.begin, LangChainModel(request.model, probe_config()), *plan,
                                  request_id=self._new_request_id())
        pending = None if request.tools else begin()
        try:
            response = await answer()
        except BaseException:
            if pending is not None:
                await pending.cancel()
            raise
        messages, idx = _messages_of(response)
        text = None if idx is None or messages[idx].tool_calls or not messages[idx].text.strip() else messages[idx].text
        if pending is None and text is not None:
            pending = begin()
        outcome = None if pending is None else await self.certifier.finish(pending, text)
        if outcome is None or idx is None:
            return response
        return self._certified(response, messages, idx, await self._queued(outcome, plan[0]))

    async def _queued(self, outcome: Outcome, prompt: str) -> Outcome:
        """The outcome once its review is queued (a subclass that pauses for reviews queues those
        the Guard did not: a failed certification's); here: unchanged."""
        return outcome

    def _new_request_id(self) -> str | None:
        """The request id of a model answer's certificate (``None``: none; a subclass that queues
        reviews itself names them)."""
        return None

    def _certified(self, response: Any, messages: list[Any], idx: int, outcome: Outcome) -> Any:
        """The model's response with its answer (``messages[idx]``) annotated with ``outcome``."""
        messages[idx] = annotated(messages[idx], outcome)
        if isinstance(response, AIMessage):
            return messages[idx]
        getattr(response, "model_response", response).result = messages
        return response

    async def _after_tool(self, request: Any, result: Any, handler: Callable[[Any], Any]) -> Any:
        if not self.certify_tools or not isinstance(result, ToolMessage) or not result.text.strip():
            return result
        arg, prompt = _tool_question(request)
        if prompt is None or (arg is None and self.certifier.guard is None):
            return result
        focal = _ToolProbe(request, handler, arg) if arg is not None else None
        outcome = await self.certifier.certify(focal, prompt, result.text, self.request,
                                               route=str(request.tool_call.get("name")))
        return annotated(result, outcome)

    def _request(self, found: WarrantRequest) -> WarrantRequest:
        return WarrantRequest(found.options, found.context, found.stakes or self.request.stakes)


def _messages_of(response: Any) -> tuple[list[Any], int | None]:
    """A model response's messages and the index of its last AI message (``None``: there is none)."""
    holder = getattr(response, "model_response", response)
    messages = [response] if isinstance(response, AIMessage) else list(getattr(holder, "result", []))
    return messages, next((i for i in range(len(messages) - 1, -1, -1) if isinstance(messages[i], AIMessage)), None)


def _quiet(request: Any) -> Any:
    """The request with its model unstreamed and hidden from ``stream_mode="messages"``."""
    return request.override(model=unstreamed(request.model))


def _tool_question(request: Any) -> tuple[str | None, str | None]:
    """The tool argument holding a pairwise question, else the user's last message."""
    for name, value in (request.tool_call.get("args") or {}).items():
        if isinstance(value, str) and plan_certification([{"role": "user", "content": value}]) is not None:
            return name, value
    state = request.state if isinstance(request.state, Mapping) else {}
    text = last_user_text(to_dicts(state.get("messages", [])))
    return None, (text if text and plan_certification([{"role": "user", "content": text}]) else None)
