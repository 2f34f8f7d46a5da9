"""LangChain: a guarded chat model and an agent middleware.

:class:`WarrantChatModel` wraps any LangChain chat model. An answer to a pairwise
question (or any call opted in with ``warrant={...}``, on the wrapper or per call:
``model.invoke(msgs, warrant={"stakes": "high"})``) is certified check-only; the
returned ``AIMessage`` carries ``response_metadata["warrant"]`` (the shared JSON
object) and keeps its content unless the policy withholds it. Tool-call answers pass
through. ``bind_tools`` keeps the wrapper (tools bound to the inner model);
``with_structured_output`` is the inner model's (structured output is not certified).

:class:`WarrantMiddleware` plugs into ``create_agent(..., middleware=[...])``:
``wrap_model_call`` certifies the agent model's final text answers,
``wrap_tool_call`` certifies tool outputs whose question is one of the tool's string
arguments (or the user's last message); probes then go through the tool itself.

Probes go to the wrapped model (or tool) unless ``guard=`` is given, whose focal model
then answers them (scripted models in tests). A ``block`` raises
:class:`~warrantguard.WarrantBlocked` unless ``on_block="withhold"``.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Literal

try:
    from langchain.agents.middleware import AgentMiddleware
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage, BaseMessage, ToolMessage, convert_to_messages
    from langchain_core.messages import convert_to_openai_messages as _to_dicts
    from langchain_core.outputs import ChatGeneration, ChatResult
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError("the LangChain adapter needs LangChain: pip install 'warrantguard[langchain]'") from exc

from pydantic import ConfigDict

from ..guard import ChatRequest, ChatResponse, Guard, PolicyLike, ReviewQueueLike, WarrantBlocked
from ..guard._guard import _run_sync
from ._common import Outcome, WarrantRequest, certify_answer, last_user_text
from .decorator import focal_guard, messages_to_prompt
from .litellm_dropin import plan_certification

__all__ = ["LangChainModel", "WarrantChatModel", "WarrantMiddleware"]

OnBlock = Literal["raise", "withhold"]


class LangChainModel:
    """A LangChain chat model as the engine's focal model (temperature set when it has one)."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.name = str(getattr(model, "model_name", None) or getattr(model, "model", None) or type(model).__name__)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One ``ainvoke`` per sample."""
        model = self.model
        if "temperature" in getattr(type(model), "model_fields", {}):
            model = model.model_copy(update={"temperature": request.temperature})
        messages = convert_to_messages([dict(m) for m in request.messages])
        texts = [(await model.ainvoke(messages)).text for _ in range(request.samples)]
        return ChatResponse(texts=texts)


class _Certifier:
    """What the chat model and the middleware share: build the guard, certify, act."""

    def __init__(self, guard: Guard | None, policy: PolicyLike | None, review_queue: ReviewQueueLike | None,
                 settings: Mapping[str, Any] | None, on_block: OnBlock) -> None:
        if on_block not in ("raise", "withhold"):
            raise ValueError("on_block must be 'raise' or 'withhold'")
        self.guard, self.policy, self.review_queue = guard, policy, review_queue
        self.settings, self.on_block = dict(settings or {}), on_block

    def guard_on(self, focal: Any) -> Guard:
        """The configured guard, or one whose focal model is ``focal``."""
        if self.guard is not None:
            return self.guard
        return focal_guard(Guard(generator="lexical", policy=self.policy, review_queue=self.review_queue,
                                 **self.settings), focal)

    async def certify(self, focal: Any, prompt: str, answer: str, request: WarrantRequest,
                      route: str | None = None) -> Outcome:
        """Certify and raise on a block unless withholding."""
        outcome = await certify_answer(self.guard_on(focal), prompt, answer, request, route=route)
        if self.on_block == "raise" and outcome.decision is not None and outcome.decision.action == "block":
            raise WarrantBlocked(outcome.reason or "", certificate=outcome.certificate, decision=outcome.decision)
        return outcome


def _annotated(message: AIMessage, outcome: Outcome) -> AIMessage:
    meta = {**message.response_metadata, "warrant": outcome.payload}
    update: dict[str, Any] = {"response_metadata": meta}
    if outcome.withheld:
        update["content"] = outcome.content
    return message.model_copy(update=update)


class WarrantChatModel(BaseChatModel):
    """Any LangChain chat model, with its pairwise recommendations certified."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    inner: Any
    """The wrapped chat model (answers the probes unless ``guard`` is set)."""
    bound: Any = None
    """``inner`` with tools bound (set by :meth:`bind_tools`)."""
    guard: Any = None
    policy: Any = None
    review_queue: Any = None
    warrant: dict[str, Any] | None = None
    """Opt every call in: ``{"options": [A, B], "context": ..., "stakes": ...}``."""
    settings: dict[str, Any] | None = None
    on_block: OnBlock = "raise"

    @property
    def _llm_type(self) -> str:
        return "warrantguard"

    def _certifier(self) -> _Certifier:
        return _Certifier(self.guard, self.policy, self.review_queue, self.settings, self.on_block)

    async def _acore(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: dict[str, Any]) -> ChatResult:
        warrant = kwargs.pop("warrant", self.warrant)
        answer = await (self.bound or self.inner).ainvoke(messages, stop=stop, **kwargs)
        plan = plan_certification(_dicts(messages), warrant)
        if plan is not None and isinstance(answer, AIMessage) and not answer.tool_calls and answer.text.strip():
            outcome = await self._certifier().certify(LangChainModel(self.inner), plan[0], answer.text, plan[1])
            answer = _annotated(answer, outcome)
        return ChatResult(generations=[ChatGeneration(message=answer)])

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        return _run_sync(self._acore(messages, stop, kwargs))

    async def _agenerate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                         **kwargs: Any) -> ChatResult:
        return await self._acore(messages, stop, kwargs)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Any:
        """The wrapper with ``tools`` bound to the inner model (tool calls pass through)."""
        return self.model_copy(update={"bound": self.inner.bind_tools(tools, **kwargs)})

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Any:
        """The inner model's structured output (not certified: there is no text answer)."""
        return self.inner.with_structured_output(schema, **kwargs)


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
    """Agent middleware certifying pairwise model answers and tool outputs."""

    def __init__(self, guard: Guard | None = None, *, policy: PolicyLike | None = None,
                 review_queue: ReviewQueueLike | None = None, stakes: str | None = None,
                 settings: Mapping[str, Any] | None = None, on_block: OnBlock = "raise",
                 certify_tools: bool = True, certify_answers: bool = True) -> None:
        super().__init__()
        self.certifier = _Certifier(guard, policy, review_queue, settings, on_block)
        self.request = WarrantRequest(stakes=stakes)
        self.certify_tools, self.certify_answers = certify_tools, certify_answers

    def wrap_model_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        """Certify the model's final text answer."""
        return _run_sync(self._after_model(request, handler(request)))

    async def awrap_model_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        """Async :meth:`wrap_model_call`."""
        return await self._after_model(request, await handler(request))

    def wrap_tool_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        """Certify a tool's pairwise recommendation before the agent reads it."""
        return _run_sync(self._after_tool(request, handler(request), lambda r: asyncio.to_thread(handler, r)))

    async def awrap_tool_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        """Async :meth:`wrap_tool_call`."""
        return await self._after_tool(request, await handler(request), handler)

    async def _after_model(self, request: Any, response: Any) -> Any:
        holder = getattr(response, "model_response", response)
        messages = [response] if isinstance(response, AIMessage) else list(getattr(holder, "result", []))
        idx = next((i for i in range(len(messages) - 1, -1, -1) if isinstance(messages[i], AIMessage)), None)
        if not self.certify_answers or idx is None or messages[idx].tool_calls or not messages[idx].text.strip():
            return response
        plan = plan_certification(_dicts(request.messages), None)
        if plan is None:
            return response
        outcome = await self.certifier.certify(LangChainModel(request.model), plan[0], messages[idx].text,
                                               self._request(plan[1]))
        messages[idx] = _annotated(messages[idx], outcome)
        if isinstance(response, AIMessage):
            return messages[idx]
        holder.result = messages
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
        update: dict[str, Any] = {"response_metadata": {**result.response_metadata, "warrant": outcome.payload}}
        if outcome.withheld:
            update["content"] = outcome.content
        return result.model_copy(update=update)

    def _request(self, found: WarrantRequest) -> WarrantRequest:
        return WarrantRequest(found.options, found.context, found.stakes or self.request.stakes)


def _dicts(messages: Sequence[Any]) -> list[dict[str, Any]]:
    out = _to_dicts(list(messages))
    return out if isinstance(out, list) else [out]


def _tool_question(request: Any) -> tuple[str | None, str | None]:
    """The tool argument holding a pairwise question, else the user's last message."""
    for name, value in (request.tool_call.get("args") or {}).items():
        if isinstance(value, str) and plan_certification([{"role": "user", "content": value}]) is not None:
            return name, value
    state = request.state if isinstance(request.state, Mapping) else {}
    text = last_user_text(_dicts(state.get("messages", [])))
    return None, (text if text and plan_certification([{"role": "user", "content": text}]) else None)
