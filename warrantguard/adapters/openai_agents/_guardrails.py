"""The output guardrail (with its early start) and the tool output guardrail."""

from __future__ import annotations

import json
import weakref
from collections.abc import Mapping
from typing import Any

from warrantguard.adapters._kernel import NOT_RUN, Outcome, Pending, warrant_payload
from warrantguard.adapters.decorator import messages_to_prompt
from warrantguard.adapters.openai_agents._common import Certifier, agent_model, pairwise, user_text
from warrantguard.extras.openai_agents import (
    GuardrailFunctionOutput,
    InputGuardrail,
    OutputGuardrail,
    ToolGuardrailFunctionOutput,
    ToolOutputGuardrail,
    ToolOutputGuardrailData,
)
from warrantguard.guard import ChatRequest, ChatResponse

__all__ = ["WarrantOutputGuardrail", "tool_output_check"]

_MAX_EARLY = 256  # runs whose certificate started early and whose output guardrail has not run yet


def _skipped(reason: str) -> dict[str, Any]:
    return warrant_payload(None, None, NOT_RUN, reason)


class WarrantOutputGuardrail(OutputGuardrail[Any]):
    """An ``@output_guardrail`` certifying the agent's final text answer.

    ``output_info`` is the ``warrant`` object; the tripwire is triggered when the policy
    withholds the answer (review or block). :attr:`input_guardrail` (``run_in_parallel``)
    starts the certificate when the run starts, so the probes run while the agent answers;
    without it the certificate starts once the answer is there."""

    def __init__(self, certifier: Certifier, name: str = "warrant") -> None:
        super().__init__(guardrail_function=self._check, name=name)
        self.certifier = certifier
        self._early: dict[int, tuple[weakref.ref[Any], dict[str, Pending]]] = {}
        self.input_guardrail: InputGuardrail[Any] = InputGuardrail(
            guardrail_function=self._start, name=f"{name}-start", run_in_parallel=True)

    def _focal(self, agent: Any) -> Any:
        return None if self.certifier.guard is not None else agent_model(agent.model)

    async def _start(self, ctx: Any, agent: Any, agent_input: Any) -> GuardrailFunctionOutput:
        prompt = user_text(agent_input)
        if prompt is not None and pairwise(prompt):
            self._remember(ctx, prompt, self.certifier.start(self._focal(agent), prompt))
        return GuardrailFunctionOutput(output_info=None, tripwire_triggered=False)

    async def _check(self, ctx: Any, agent: Any, output: Any) -> GuardrailFunctionOutput:
        prompt = user_text(getattr(ctx, "turn_input", None))
        pending = self._take(ctx, prompt)
        if prompt is None or not isinstance(output, str) or not output.strip():
            if pending is not None:
                await pending.cancel()
            return GuardrailFunctionOutput(output_info=_skipped("no text answer to certify"), tripwire_triggered=False)
        outcome = await self.certifier.certify(self._focal(agent), prompt, output, pending=pending)
        return GuardrailFunctionOutput(output_info=outcome.payload, tripwire_triggered=outcome.withheld)

    def _remember(self, ctx: Any, prompt: str, pending: Pending) -> None:
        key = id(ctx)
        entry = self._early.get(key)
        if entry is None or entry[0]() is not ctx:
            entry = (weakref.ref(ctx, lambda _ref: self._early.pop(key, None)), {})
            self._early[key] = entry
        entry[1][prompt] = pending
        while len(self._early) > _MAX_EARLY:  # a run that never reached its output guardrail
            self._early.pop(next(iter(self._early)))

    def _take(self, ctx: Any, prompt: str | None) -> Pending | None:
        entry = self._early.get(id(ctx))
        if entry is None or entry[0]() is not ctx or prompt is None:
            return None
        pending = entry[1].pop(prompt, None)
        if not entry[1]:
            self._early.pop(id(ctx), None)
        return pending


class _ToolProbe:
    """A function tool as the focal model: each probe re-runs the tool with the question argument replaced."""

    def __init__(self, tool: Any, context: Any, arguments: Mapping[str, Any], arg: str) -> None:
        self.tool, self.context, self.arguments, self.arg = tool, context, dict(arguments), arg
        self.name = str(getattr(tool, "name", "tool"))

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One tool run per sample."""
        probe = json.dumps({**self.arguments, self.arg: messages_to_prompt(list(request.messages))})
        texts = [str(await self.tool.on_invoke_tool(self.context, probe)) for _ in range(max(1, request.samples))]
        return ChatResponse(texts=texts)


def _question(arguments: Mapping[str, Any], name: str | None, context: Any) -> tuple[str | None, str | None]:
    """The argument holding the question (``name``, else the first pairwise string argument) and the
    question; without one, the user's last message."""
    if name is not None and isinstance(arguments.get(name), str):
        return name, arguments[name]
    for key, value in arguments.items():
        if name is None and isinstance(value, str) and pairwise(value):
            return key, value
    text = user_text(getattr(context, "turn_input", None))
    return None, (text if text is not None and pairwise(text) else None)


async def tool_output_check(certifier: Certifier, question: str | None, data: ToolOutputGuardrailData
                            ) -> ToolGuardrailFunctionOutput:
    """Certify a tool's text output as the answer to its question: ``allow`` with the warrant, or
    ``reject_content`` with the withheld notice."""
    context, output = data.context, data.output
    try:
        arguments = json.loads(getattr(context, "tool_arguments", None) or "{}")
    except ValueError:
        arguments = {}
    arguments = arguments if isinstance(arguments, dict) else {}
    arg, prompt = _question(arguments, question, context)
    text = output if isinstance(output, str) else str(output)
    tool = next((t for t in getattr(data.agent, "tools", []) if getattr(t, "name", None) == context.tool_name), None)
    focal = _ToolProbe(tool, context, arguments, arg) if arg is not None and tool is not None else None
    if prompt is None or not text.strip() or (focal is None and certifier.guard is None):
        return ToolGuardrailFunctionOutput.allow(output_info=_skipped("no pairwise question to certify"))
    outcome: Outcome = await certifier.certify(focal, prompt, text, route=str(context.tool_name))
    if outcome.withheld:
        return ToolGuardrailFunctionOutput.reject_content(outcome.content, output_info=outcome.payload)
    return ToolGuardrailFunctionOutput.allow(output_info=outcome.payload)


def tool_output_guardrail(certifier: Certifier, question: str | None, name: str) -> ToolOutputGuardrail[Any]:
    """The ``ToolOutputGuardrail`` running :func:`tool_output_check`."""
    async def check(data: ToolOutputGuardrailData) -> ToolGuardrailFunctionOutput:
        return await tool_output_check(certifier, question, data)

    check.__name__ = name
    return ToolOutputGuardrail(guardrail_function=check, name=name)
