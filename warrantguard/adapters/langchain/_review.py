"""``WarrantReview``: a ``create_agent`` run pauses with ``interrupt()`` when an answer goes to review.

The model node certifies the answer (as :class:`WarrantMiddleware` does); when the policy sends
it to review, the Guard queues the item (the certificate, with the answer, stays in the review
queue, never in the graph's state or stream) and the conversation holds the withheld notice.
The checkpoint keeps only ids (the private state key :data:`HELD`). The next node
(``after_model``) stores the run's thread id and interrupt id on the item (its continuation)
and calls ``interrupt()`` with the warrant payload. On ``Command(resume=...)`` only that node
runs again (LangGraph re-runs an interrupted node from its top, langgraph #6208): the model is
not called and the certificate not computed again, and storing the continuation again changes
nothing. The decision then replaces the notice: approved, the model's answer; overridden, the
reviewer's; rejected or expired, :data:`REJECTED_TEXT`.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Mapping
from typing import Annotated, Any, NotRequired

from warrantguard.adapters._kernel import review_certificate
from warrantguard.adapters.langchain._middleware import WarrantMiddleware
from warrantguard.extras.langchain import AgentState, AIMessage, ExtendedModelResponse, ModelResponse, PrivateStateAttr
from warrantguard.extras.langgraph import Command, Interrupt, get_config, interrupt
from warrantguard.guard import Action, Certificate, ConfigurationError, Guard, PolicyLike
from warrantguard.policies import ReviewQueue

__all__ = ["HELD", "KIND", "REJECTED_TEXT", "WarrantReview", "WarrantReviewState", "review_value"]

HELD = "warrant_held"
"""The private state key: the review item and message ids of an answer awaiting its decision."""
KIND = "langgraph"
"""``continuation["kind"]`` of the review items this middleware resumes."""
REJECTED_TEXT = "The recommendation was withheld, and a reviewer did not approve it."
"""The answer's text after a rejection (or an expired review)."""


class WarrantReviewState(AgentState):  # type: ignore[misc, type-arg]
    """The agent state with the held ids (private: in neither the input nor the output schema)."""

    warrant_held: NotRequired[Annotated[dict[str, Any] | None, PrivateStateAttr]]


def review_value(item: Any) -> dict[str, Any]:
    """The resume value of a decided review item (what ``Command(resume=...)`` carries)."""
    return {"review_id": item.id, "status": str(getattr(item.status, "value", item.status)),
            "final_answer": item.final_answer, "reviewer": item.reviewer, "note": item.note}


class WarrantReview(WarrantMiddleware):
    """Agent middleware whose reviews pause the run (see the module docstring).

    ``review_queue``: a :class:`~warrantguard.policies.ReviewQueue` or its SQLite path /
    PostgreSQL URL (else the ``guard``'s own queue). The graph needs a checkpointer and a
    ``thread_id``; :func:`resume_review` resumes it once the item is decided."""

    state_schema = WarrantReviewState

    def __init__(self, guard: Guard | None = None, *, policy: PolicyLike | None = None,
                 review_queue: ReviewQueue | str | None = None, stakes: str | None = None,
                 settings: Mapping[str, Any] | None = None, on_block: Any = "raise",
                 certify_tools: bool = True) -> None:
        queue = ReviewQueue(review_queue) if isinstance(review_queue, str) else review_queue
        queue = queue if queue is not None else getattr(guard, "review_queue", None)
        if not all(hasattr(queue, m) for m in ("get", "enqueue", "aenqueue", "claim_resume")):
            raise ConfigurationError("WarrantReview needs a ReviewQueue (review_queue=, or the guard's own)")
        if guard is not None and guard.review_queue is not queue:
            raise ConfigurationError("the guard queues the reviews: give it the same queue as review_queue=")
        super().__init__(guard, policy=policy, review_queue=queue, stakes=stakes, settings=settings,
                         on_block=on_block, certify_tools=certify_tools)
        self.queue: Any = queue

    def _new_request_id(self) -> str:
        return f"{KIND}:{uuid.uuid4().hex}"

    async def _queued(self, outcome: Any, prompt: str) -> Any:
        """A review the Guard did not queue (certification failed: no certificate), queued with an
        unformed certificate (:func:`review_certificate`), so that it pauses the run too."""
        decision = outcome.decision
        if (not outcome.withheld or decision is None or Action(decision.action) is not Action.REVIEW
                or getattr(decision, "review_id", None)):
            return outcome
        model = str(getattr(getattr(self.certifier.guard, "focal", None), "name", None) or "langchain")
        item_id = await self.queue.aenqueue(review_certificate(outcome, prompt, model), decision,
                                            request_id=self._new_request_id())
        return dataclasses.replace(outcome, decision=decision.with_review_id(item_id))

    def _certified(self, response: Any, messages: list[Any], idx: int, outcome: Any) -> Any:
        """The certified response; for a review, with the ids the next node needs held in the state."""
        review_id = getattr(outcome.decision, "review_id", None)
        if not outcome.withheld or review_id is None:
            return super()._certified(response, messages, idx, outcome)
        if messages[idx].id is None:
            messages[idx] = messages[idx].model_copy(update={"id": f"run-{uuid.uuid4().hex}"})
        message_id = messages[idx].id
        out = super()._certified(response, messages, idx, outcome)
        held = {"review_id": review_id, "message_id": message_id, "warrant": outcome.payload}
        model_response = ModelResponse(result=[out]) if isinstance(out, AIMessage) else out
        return ExtendedModelResponse(model_response=model_response, command=Command(update={HELD: held}))

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Pause for the review of a held answer; apply the decision on resume."""
        held = state.get(HELD)
        if not held:
            return None
        item, ids = self.queue.get(held["review_id"]), _continuation()
        self.queue.enqueue(*_item(item), request_id=item.request_id, continuation=ids)
        return _decided(state, held, item, interrupt(_payload(held, ids)))

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Async :meth:`after_model` (the queue read and written off the event loop)."""
        import asyncio

        held = state.get(HELD)
        if not held:
            return None
        item, ids = await asyncio.to_thread(self.queue.get, held["review_id"]), _continuation()
        await self.queue.aenqueue(*_item(item), request_id=item.request_id, continuation=ids)
        return _decided(state, held, item, interrupt(_payload(held, ids)))


def _continuation() -> dict[str, Any]:
    """What resumes this run: the thread id and the id of the interrupt about to be raised."""
    configurable = get_config().get("configurable", {})
    thread_id = configurable.get("thread_id")
    if thread_id is None:
        raise ConfigurationError("WarrantReview pauses the run: compile the graph with a checkpointer and call "
                                 "it with config={'configurable': {'thread_id': ...}}")
    namespace = str(configurable.get("checkpoint_ns", ""))
    return {"kind": KIND, "thread_id": str(thread_id), "interrupt_id": Interrupt.from_ns(None, namespace).id,
            "checkpoint_ns": namespace}


def _item(item: Any) -> tuple[Certificate, dict[str, Any]]:
    """The certificate and decision to queue again (same request id: the same item)."""
    return Certificate.model_validate(item.certificate), dict(item.decision)


def _payload(held: Mapping[str, Any], ids: Mapping[str, Any]) -> dict[str, Any]:
    """The interrupt's value: the warrant payload (with the review id) and the ids."""
    warrant = held["warrant"]
    return {"type": "warrant_review", "review_id": held["review_id"], "warrant": warrant,
            "recommendation": warrant.get("recommendation"), "thread_id": ids["thread_id"],
            "interrupt_id": ids["interrupt_id"]}


def _decided(state: Mapping[str, Any], held: Mapping[str, Any], item: Any, value: Any) -> dict[str, Any]:
    """The state update for the reviewer's decision: the held message's content replaced."""
    decision = dict(value) if isinstance(value, Mapping) else {"status": str(value)}
    status = str(decision.get("status", "rejected"))
    if status == "approved":
        content: Any = item.certificate.get("answer") or item.recommendation
    elif status == "overridden" and isinstance(decision.get("final_answer"), str):
        content = decision["final_answer"]
    else:
        content = REJECTED_TEXT
    message = next((m for m in reversed(state.get("messages", [])) if getattr(m, "id", None) == held["message_id"]),
                   None)
    update: dict[str, Any] = {HELD: None}
    if message is not None:
        warrant = {**message.response_metadata.get("warrant", {}), "review": decision}
        update["messages"] = [message.model_copy(update={
            "content": content, "response_metadata": {**message.response_metadata, "warrant": warrant}})]
    return update
