"""A scripted LangChain chat model for tests: text, tool calls, streaming, usage, no network.

:class:`ScriptedChatModel` answers from ``responder`` (any ``fn(messages, *,
temperature) -> str`` such as :class:`~warrantguard.testing.ScriptedModel`, so a planted
preference answers the guard's probes) or a fixed ``reply``. It behaves like a provider
integration where LangChain's standard tests look: ``bind_tools`` (with ``tool_choice``)
returns a ``RunnableBinding`` and the model then calls a tool, with arguments read from
the last user message (integers in order, a quoted phrase or the whole text for
strings); ``stream`` yields word chunks and a last chunk with the usage; every message
carries ``usage_metadata`` and ``response_metadata["model_name"]``; ``stop`` truncates;
``model=`` overrides the model name per call. Each call is recorded in ``calls`` (shared
by copies and rebuilt instances when passed, so probe calls are seen too).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from pydantic import Field

from warrantguard.adapters.langchain import message_chunks
from warrantguard.extras.langchain import (
    AIMessage,
    BaseChatModel,
    BaseMessage,
    ChatGeneration,
    ChatGenerationChunk,
    ChatResult,
    HumanMessage,
    LangSmithParams,
    Runnable,
    ToolMessage,
    convert_to_openai_tool,
)

__all__ = ["ScriptedChatModel"]

_FORCING = {"any", "required", True}
_MAX_CALLS = 10_000


class ScriptedChatModel(BaseChatModel):
    """A scripted chat model with tools, streaming and usage metadata (see the module docstring)."""

    model: str = "scripted-chat-1"
    """The model name reported in ``response_metadata`` and to tracing."""
    responder: Callable[..., str] | None = None
    """``fn(messages: list[dict], *, temperature: float) -> str``; else ``reply`` is returned."""
    reply: str = "Hello! How can I help you today?"
    temperature: float | None = None
    max_tokens: int | None = None
    timeout: float | None = None
    max_retries: int | None = None
    stop: list[str] | None = None
    calls: Any = Field(default_factory=list)
    """One record per call (``messages``, ``temperature``, ``max_tokens``, ``timeout``, ``stop``,
    ``model``, ``tools``, ``tool_choice``). Typed ``Any`` so that validation keeps the list: pass
    one to share it with copies rebuilt from the fields (a wrapper's inner model)."""

    @property
    def _llm_type(self) -> str:
        return "scripted-chat"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model": self.model, "temperature": self.temperature, "max_tokens": self.max_tokens}

    def _get_ls_params(self, stop: list[str] | None = None, **kwargs: Any) -> LangSmithParams:
        params = super()._get_ls_params(stop=stop, **kwargs)
        params["ls_provider"] = "scripted"
        return params

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: str | dict[str, Any] | bool | None = None,
                   **kwargs: Any) -> Runnable[Any, AIMessage]:
        """Bind tools (any form ``convert_to_openai_tool`` accepts); ``tool_choice``: ``"any"``,
        ``"auto"``, ``"none"`` or a tool name."""
        formatted = [convert_to_openai_tool(t) for t in tools]
        if tool_choice is not None:
            kwargs["tool_choice"] = tool_choice
        return self.bind(tools=formatted, **kwargs)

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self._answer(messages, stop, kwargs))])

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        for chunk in message_chunks(self._answer(messages, stop, kwargs)):
            if run_manager is not None:
                run_manager.on_llm_new_token(chunk.text, chunk=chunk)
            yield chunk

    def _answer(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: Mapping[str, Any]) -> AIMessage:
        model = kwargs.get("model") if isinstance(kwargs.get("model"), str) else self.model
        stop = stop if stop is not None else self.stop
        tools, choice = list(kwargs.get("tools") or []), kwargs.get("tool_choice")
        if len(self.calls) < _MAX_CALLS:
            self.calls.append({"messages": list(messages), "temperature": self.temperature, "model": model,
                               "max_tokens": self.max_tokens, "timeout": self.timeout, "stop": stop,
                               "tools": [_tool_name(t) for t in tools], "tool_choice": choice})
        meta = {"model_name": model, "finish_reason": "stop"}
        call = _tool_call(messages, tools, choice, len(self.calls))
        if call is not None:
            meta["finish_reason"] = "tool_calls"
            return AIMessage(content="", tool_calls=[call], response_metadata=meta,
                             usage_metadata=_usage(messages, json.dumps(call["args"])))
        text = _truncate(self._text(messages), stop)
        return AIMessage(content=text, response_metadata=meta, usage_metadata=_usage(messages, text))

    def _text(self, messages: list[BaseMessage]) -> str:
        if self.responder is None:
            return self.reply
        turns = [{"role": _role(m), "content": m.text} for m in messages]
        return str(self.responder(turns, temperature=self.temperature if self.temperature is not None else 0.0))


def _role(message: BaseMessage) -> str:
    return {"ai": "assistant", "human": "user", "system": "system", "tool": "tool"}.get(message.type, "user")


def _usage(messages: Sequence[BaseMessage], text: str) -> Any:
    prompt = sum(len(m.text.split()) for m in messages)
    completion = len(text.split())
    return {"input_tokens": prompt, "output_tokens": completion, "total_tokens": prompt + completion}


def _truncate(text: str, stop: Sequence[str] | None) -> str:
    cuts = [text.find(s) for s in (stop or []) if s and s in text]
    out = text[:min(cuts)] if cuts else text
    return out or text[:1]


def _tool_name(tool: Mapping[str, Any]) -> str:
    return str((tool.get("function") or {}).get("name") or tool.get("name") or "tool")


def _tool_call(messages: Sequence[BaseMessage], tools: Sequence[Mapping[str, Any]], choice: Any,
               n: int) -> dict[str, Any] | None:
    """The tool call to make: forced by ``tool_choice``, or answering a user turn when tools are bound."""
    if not tools or choice == "none" or not messages:
        return None
    if isinstance(messages[-1], ToolMessage) and choice not in _FORCING and not _named(choice):
        return None
    if not isinstance(messages[-1], (HumanMessage, ToolMessage)) and choice is None:
        return None
    text = next((m.text for m in reversed(messages) if isinstance(m, HumanMessage)), "")
    names = [_tool_name(t) for t in tools]
    wanted = _named(choice) or next((name for name in names if name in text), names[0])
    tool = tools[names.index(wanted)] if wanted in names else tools[0]
    params = ((tool.get("function") or {}).get("parameters") or {}).get("properties") or {}
    return {"name": _tool_name(tool), "args": _arguments(params, text), "id": f"call_{n}", "type": "tool_call"}


def _named(choice: Any) -> str | None:
    if isinstance(choice, dict):
        return str((choice.get("function") or {}).get("name") or choice.get("name") or "") or None
    if isinstance(choice, str) and choice not in ("any", "auto", "required", "none"):
        return choice
    return None


def _arguments(properties: Mapping[str, Any], text: str) -> dict[str, Any]:
    """Arguments from the text: integers in order, a quoted phrase or the text for strings."""
    numbers = iter(int(n) for n in re.findall(r"-?\d+", text))
    quoted = re.search(r"'([^']+)'|\"([^\"]+)\"", text)
    phrase = next(g for g in quoted.groups() if g) if quoted else text
    args: dict[str, Any] = {}
    for name, spec in properties.items():
        kind = spec.get("type") if isinstance(spec, Mapping) else None
        if kind in ("integer", "number"):
            args[name] = next(numbers, 0)
        elif kind == "boolean":
            args[name] = True
        elif kind in ("string", None):
            args[name] = phrase
    return args
