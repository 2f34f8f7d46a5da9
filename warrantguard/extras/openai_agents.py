"""The one module that imports the OpenAI Agents SDK (the ``[agents]`` extra: ``openai-agents``).

The guardrails and the approval flow of :mod:`warrantguard.adapters.openai_agents` take every
name of the SDK from here, so a missing extra fails in one place, with one install hint.
"""

from __future__ import annotations

INSTALL_HINT = "the OpenAI Agents SDK adapter needs openai-agents: pip install 'warrantguard[agents]'"

try:
    from agents import (
        Agent,
        GuardrailFunctionOutput,
        InputGuardrail,
        Model,
        ModelSettings,
        ModelTracing,
        MultiProvider,
        OutputGuardrail,
        OutputGuardrailTripwireTriggered,
        RunContextWrapper,
        Runner,
        RunResult,
        RunResultStreaming,
        RunState,
        ToolApprovalItem,
        ToolGuardrailFunctionOutput,
        ToolOutputGuardrail,
        ToolOutputGuardrailData,
    )
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(f"{INSTALL_HINT} ({exc})") from exc

__all__ = [
    "INSTALL_HINT",
    "Agent",
    "GuardrailFunctionOutput",
    "InputGuardrail",
    "Model",
    "ModelSettings",
    "ModelTracing",
    "MultiProvider",
    "OutputGuardrail",
    "OutputGuardrailTripwireTriggered",
    "RunContextWrapper",
    "RunResult",
    "RunResultStreaming",
    "RunState",
    "Runner",
    "ToolApprovalItem",
    "ToolGuardrailFunctionOutput",
    "ToolOutputGuardrail",
    "ToolOutputGuardrailData",
]
