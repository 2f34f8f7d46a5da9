"""A streamed run's events, the final answer's held back until the output guardrails passed.

``Runner.run_streamed`` emits the model's text deltas as they come and runs the output
guardrails only once the answer is whole, so a consumer of ``stream_events()`` sees an
answer before a guardrail can withhold it (openai-agents-python #300, #495, #959).
:func:`certified_stream` holds every event of the current model turn until the turn shows
it is not the final answer (a tool call, a handoff) or the run ends: when the run ends
normally the held events follow; when an output guardrail trips they are dropped and the
tripwire is raised, so no withheld text reaches the consumer.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from warrantguard.extras.openai_agents import RunResultStreaming

__all__ = ["certified_stream"]

_ANSWER_ITEMS = frozenset({"message_output_created", "reasoning_item_created"})
"""Run items that may belong to the final answer (held with the turn's raw events)."""


def _holds(event: Any) -> bool:
    """Whether ``event`` may carry (part of) the final answer."""
    kind = getattr(event, "type", None)
    if kind == "raw_response_event":
        return True
    return kind == "run_item_stream_event" and getattr(event, "name", None) in _ANSWER_ITEMS


async def certified_stream(result: RunResultStreaming) -> AsyncIterator[Any]:
    """``result.stream_events()``, the events that may be the final answer held until the output
    guardrails passed; ``OutputGuardrailTripwireTriggered`` (as the SDK raises it) with the held
    answer dropped when one tripped."""
    held: list[Any] = []
    async for event in result.stream_events():
        if _holds(event):
            held.append(event)
            continue
        for earlier in held:  # the turn went on (a tool call, a handoff): it was not the final answer
            yield earlier
        held.clear()
        yield event
    for event in held:
        yield event
