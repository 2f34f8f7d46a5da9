"""pydantic-ai: a capability certifying the final answer and a toolset certifying recommending tool calls.

* :class:`WarrantCapability` (``Agent(..., capabilities=[WarrantCapability(...)])``) certifies
  the agent's final text answer to a pairwise question: ``result.response.metadata["warrant"]``
  is the ``warrant`` object; a withheld answer is replaced by the notice; a block raises
  :class:`WarrantOutputBlocked` (pydantic-ai's ``ContentFilterError``). Partial outputs are
  never certified; streamed runs are held whole and replayed once certified, so
  ``stream_text(delta=True)`` never delivers a withheld answer.
* :class:`WarrantToolset` (:func:`warrant_toolset`, or the capability's ``tools=``) certifies
  recommending tool calls and raises ``ApprovalRequired(metadata={"warrant": ..., "review_id":
  ...})`` unless already approved; :func:`park` gives the review items the paused run, and the
  review decision becomes the run's ``DeferredToolResults`` in :func:`resume` (once).

Probes go to the run's own model unless ``guard=`` is given, whose focal model then answers
them (``TestModel``/``FunctionModel``-driven scripted models in tests).

Needs ``pip install 'warrantguard[pydantic-ai]'``; every pydantic-ai name comes from
:mod:`warrantguard.extras.pydantic_ai`, which raises ``ImportError`` with that hint.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from warrantguard.adapters.pydantic_ai._capability import WarrantCapability, WarrantOutputBlocked
from warrantguard.adapters.pydantic_ai._common import KIND, PydanticAIModel, Warrants
from warrantguard.adapters.pydantic_ai._resume import park, resume, resume_decided, review_results
from warrantguard.adapters.pydantic_ai._toolset import WarrantToolset
from warrantguard.policies.review import Resumer

__all__ = ["KIND", "PydanticAIModel", "WarrantCapability", "WarrantOutputBlocked", "WarrantToolset", "Warrants",
           "park", "resume", "resume_decided", "resume_worker", "review_results", "warrant_toolset"]


def warrant_toolset(toolset: Any, guard: Any = None, *, policy: Any = None, review_queue: Any = None,
                    stakes: str | None = None, settings: Mapping[str, Any] | None = None,
                    tools: Collection[str] | None = None, question: str | None = None,
                    recommendation: str | None = None) -> WarrantToolset:
    """``toolset`` wrapped so that calls of ``tools`` (default: all) are certified; ``recommendation``
    names the argument holding the recommendation (default: the one other argument, else all of
    them as JSON), ``question`` the one holding the question (default: a pairwise string argument,
    else the run's last user prompt)."""
    return WarrantToolset(toolset, Warrants(guard, policy, review_queue, settings, stakes),
                          tools=None if tools is None else frozenset(tools), question=question,
                          recommendation=recommendation)


def resume_worker(agent: Any, toolset: WarrantToolset | Any, **run_kwargs: Any) -> Resumer:
    """What a resume worker (``warrantguard review resume --app ...``, or
    :func:`warrantguard.policies.review.run_resumes`) needs to resume this app's paused runs:
    :func:`resume` of ``agent`` for items of kind :data:`KIND`, on the review queue of
    ``toolset`` (a :class:`WarrantToolset`, or the queue itself)."""
    queue = toolset.warrants.queue() if isinstance(toolset, WarrantToolset) and toolset.warrants else toolset
    return Resumer(KIND, lambda item_id: resume(queue, agent, item_id, **run_kwargs), queue)
