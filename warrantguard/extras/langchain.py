"""The one module that imports LangChain (the ``[langchain]`` extra: langchain-core and langchain).

The guarded chat model and the agent middleware (:mod:`warrantguard.adapters.langchain`)
and the scripted chat model for tests (:mod:`warrantguard.testing._langchain`) take every
LangChain name from here, so a missing extra fails in one place, with one install hint.
langchain-core loads with this module; :class:`AgentMiddleware` (from ``langchain``, whose
agents load LangGraph: more than a second) on first use, so the chat model needs
langchain-core only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

INSTALL_HINT = "the LangChain adapter needs LangChain: pip install 'warrantguard[langchain]'"

try:
    from langchain_core.callbacks import BaseCallbackManager, CallbackManager
    from langchain_core.callbacks.manager import BaseRunManager
    from langchain_core.language_models import BaseChatModel, LanguageModelInput
    from langchain_core.language_models.base import LangSmithParams
    from langchain_core.language_models.chat_models import agenerate_from_stream, generate_from_stream
    from langchain_core.messages import (
        AIMessage,
        AIMessageChunk,
        BaseMessage,
        HumanMessage,
        ToolMessage,
        convert_to_messages,
        convert_to_openai_messages,
    )
    from langchain_core.messages.tool import tool_call_chunk
    from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
    from langchain_core.runnables import Runnable, RunnableBinding, RunnableConfig, RunnableLambda, ensure_config
    from langchain_core.utils.function_calling import convert_to_openai_tool
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(f"{INSTALL_HINT} ({exc})") from exc

if TYPE_CHECKING:
    from langchain.agents.middleware import AgentMiddleware, AgentState, ExtendedModelResponse, ModelResponse
    from langchain.agents.middleware.types import PrivateStateAttr

_AGENT_NAMES = ("AgentMiddleware", "AgentState", "ExtendedModelResponse", "ModelResponse", "PrivateStateAttr")
"""Names from ``langchain.agents`` (which loads LangGraph), imported on first access."""

__all__ = [
    "INSTALL_HINT",
    "AIMessage",
    "AIMessageChunk",
    "AgentMiddleware",
    "AgentState",
    "BaseCallbackManager",
    "BaseChatModel",
    "BaseMessage",
    "BaseRunManager",
    "CallbackManager",
    "ChatGeneration",
    "ChatGenerationChunk",
    "ChatResult",
    "ExtendedModelResponse",
    "HumanMessage",
    "LangSmithParams",
    "LanguageModelInput",
    "ModelResponse",
    "PrivateStateAttr",
    "Runnable",
    "RunnableBinding",
    "RunnableConfig",
    "RunnableLambda",
    "ToolMessage",
    "agenerate_from_stream",
    "convert_to_messages",
    "convert_to_openai_messages",
    "convert_to_openai_tool",
    "ensure_config",
    "generate_from_stream",
    "tool_call_chunk",
]


def __getattr__(name: str) -> Any:
    """``AgentMiddleware`` and the agent state and response types from ``langchain``, imported on
    first access (every other name loads with the module)."""
    if name not in _AGENT_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    try:
        from langchain.agents.middleware import types as agent_types
    except ImportError as exc:  # pragma: no cover - exercised only without the extra
        raise ImportError(f"{INSTALL_HINT} ({exc})") from exc
    value = getattr(agent_types, name)
    globals()[name] = value
    return value
