"""The OpenAI Agents SDK: an output guardrail, a tool output guardrail and approvals from the warrant.

* :func:`warrant_output_guardrail` certifies the agent's final text answer: its
  ``output_info`` is the ``warrant`` object and it trips when the policy withholds the
  answer (review or block): ``Runner.run`` then raises ``OutputGuardrailTripwireTriggered``
  (the warrant in ``exc.guardrail_result.output.output_info``). Add its
  ``input_guardrail`` too, so the certificate starts with the run (the probes run while the
  agent answers). Streamed runs: iterate :func:`certified_stream(result) <certified_stream>`
  instead of ``result.stream_events()``, so no withheld text reaches the consumer.
* :func:`warrant_tool_output_guardrail` certifies a tool's pairwise recommendation:
  ``allow(output_info=warrant)`` or ``reject_content(notice)``.
* :func:`warrant_needs_approval` is a tool's ``needs_approval`` for tools whose arguments
  are a recommendation; a low warrant queues the call for review with the serialized
  ``RunState``, and the decision resumes the run once (see :class:`WarrantApproval`).

Probes go to the agent's own model (``model=`` for approvals) unless ``guard=`` is given,
whose focal model then answers them (scripted models in tests); a tool output guardrail
probes the tool itself, re-run with its question argument replaced.

Needs ``pip install 'warrantguard[agents]'``; every SDK name comes from
:mod:`warrantguard.extras.openai_agents`, which raises ``ImportError`` with that hint.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warrantguard.adapters.openai_agents._approval import KIND, WarrantApproval
from warrantguard.adapters.openai_agents._common import AgentsModel, Certifier
from warrantguard.adapters.openai_agents._guardrails import WarrantOutputGuardrail, tool_output_guardrail
from warrantguard.adapters.openai_agents._stream import certified_stream
from warrantguard.extras.openai_agents import ToolOutputGuardrail
from warrantguard.guard import Guard
from warrantguard.policies.review import Resumer

__all__ = ["KIND", "AgentsModel", "WarrantApproval", "WarrantOutputGuardrail", "certified_stream",
           "resume_worker", "warrant_needs_approval", "warrant_output_guardrail", "warrant_tool_output_guardrail"]


def warrant_output_guardrail(guard: Guard | None = None, *, policy: Any = None, review_queue: Any = None,
                             stakes: str | None = None, settings: Mapping[str, Any] | None = None,
                             name: str = "warrant") -> WarrantOutputGuardrail:
    """An output guardrail certifying the agent's final text answer (``policy`` and
    ``review_queue`` may be paths; ``settings`` are certificate settings)."""
    return WarrantOutputGuardrail(Certifier(guard, policy, review_queue, settings, stakes), name)


def warrant_tool_output_guardrail(guard: Guard | None = None, *, policy: Any = None, review_queue: Any = None,
                                  stakes: str | None = None, settings: Mapping[str, Any] | None = None,
                                  question: str | None = None, name: str = "warrant") -> ToolOutputGuardrail[Any]:
    """A tool output guardrail certifying the tool's text output as the answer to the question in
    its argument ``question`` (default: the first pairwise string argument; else the user's last
    message, probed only through ``guard``)."""
    return tool_output_guardrail(Certifier(guard, policy, review_queue, settings, stakes), question, name)


def warrant_needs_approval(guard: Guard | None = None, *, model: Any = None, review_queue: Any = None,
                           policy: Any = None, stakes: str | None = None, settings: Mapping[str, Any] | None = None,
                           question: str | None = None, recommendation: str | None = None) -> WarrantApproval:
    """A ``needs_approval`` for a tool whose arguments are a recommendation: ``recommendation``
    names the argument holding it (default: the one other argument, else all of them as JSON),
    ``question`` the one holding the question (default: a pairwise string argument, else the
    user's last message). Needs a review queue and ``guard=`` or ``model=`` (who answers the probes)."""
    return WarrantApproval(guard, model=model, review_queue=review_queue, policy=policy, stakes=stakes,
                           settings=settings, question=question, recommendation=recommendation)


def resume_worker(agent: Any, approval: WarrantApproval, **runner_kwargs: Any) -> Resumer:
    """What a resume worker (``warrantguard review resume --app ...``, or
    :func:`warrantguard.policies.review.run_resumes`) needs to resume this app's paused runs:
    ``approval.resume(agent, item_id, **runner_kwargs)`` for items of kind :data:`KIND`."""
    return Resumer(KIND, lambda item_id: approval.resume(agent, item_id, **runner_kwargs), approval.queue)
