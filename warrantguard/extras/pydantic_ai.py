"""The one module that imports pydantic-ai (the ``[pydantic-ai]`` extra: ``pydantic-ai-slim``).

The capability and the toolset of :mod:`warrantguard.adapters.pydantic_ai` take every name of
pydantic-ai from here, so a missing extra fails in one place, with one install hint.
"""

from __future__ import annotations

INSTALL_HINT = "the pydantic-ai adapter needs pydantic-ai: pip install 'warrantguard[pydantic-ai]'"

try:
    from pydantic_ai import (
        Agent,
        ApprovalRequired,
        DeferredToolRequests,
        DeferredToolResults,
        RunContext,
        ToolApproved,
        ToolDenied,
        ToolFailed,
    )
    from pydantic_ai.capabilities import AbstractCapability
    from pydantic_ai.direct import model_request
    from pydantic_ai.exceptions import ContentFilterError
    from pydantic_ai.messages import (
        ModelMessage,
        ModelMessagesTypeAdapter,
        ModelRequest,
        ModelResponse,
        SystemPromptPart,
        TextPart,
        ToolCallPart,
        UserPromptPart,
    )
    from pydantic_ai.models import CompletedStreamedResponse, Model, ModelRequestParameters
    from pydantic_ai.models.wrapper import WrapperModel
    from pydantic_ai.settings import ModelSettings
    from pydantic_ai.toolsets import AbstractToolset, WrapperToolset
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(f"{INSTALL_HINT} ({exc})") from exc

__all__ = [
    "INSTALL_HINT",
    "AbstractCapability",
    "AbstractToolset",
    "Agent",
    "ApprovalRequired",
    "CompletedStreamedResponse",
    "ContentFilterError",
    "DeferredToolRequests",
    "DeferredToolResults",
    "Model",
    "ModelMessage",
    "ModelMessagesTypeAdapter",
    "ModelRequest",
    "ModelRequestParameters",
    "ModelResponse",
    "ModelSettings",
    "RunContext",
    "SystemPromptPart",
    "TextPart",
    "ToolApproved",
    "ToolCallPart",
    "ToolDenied",
    "ToolFailed",
    "UserPromptPart",
    "WrapperModel",
    "WrapperToolset",
    "model_request",
]
