"""``WarrantReviewNode``: a node for a plain LangGraph ``StateGraph`` that reviews the last answer.

Put it after the node that calls the model (``graph.add_edge("model", "review")``). It reads
the state's last AI message (a text answer to the user's last, pairwise, message), certifies it
and, when the policy sends it to review, pauses the run with ``interrupt()`` carrying the
warrant payload (the shape :class:`~warrantguard.adapters.langchain.WarrantReview` uses, plus
``notice``: the withheld notice to show while the review is pending). The
review item holds the run's thread id and interrupt id as its continuation, so
:func:`~warrantguard.adapters.langchain.resume_review` (or ``warrantguard review resume``)
resumes it with ``Command(resume=...)`` once a reviewer decided; the decision then replaces
the answer's content (approved: the answer; overridden: the reviewer's; rejected or expired:
:data:`~warrantguard.adapters.langchain._review.REJECTED_TEXT`).

LangGraph re-runs an interrupted node from its top on resume (langgraph #6208). The certificate
is computed once all the same: the review is queued under a request id made of the thread id and
the interrupt id, both the same on the re-run, and the re-run finds that item and skips
certifying. A failed certification at a fail-closed level is reviewed too (the item holds an
unformed certificate). Allowed or annotated answers gain ``response_metadata["warrant"]``; a
block raises :class:`~warrantguard.WarrantBlocked` unless ``on_block="withhold"``.

The messages key must merge by message id (``add_messages``, as in ``MessagesState``). The
answer is in the state from the model's node on: to keep a withheld answer out of the state and
the stream altogether, use ``create_agent`` with ``WarrantReview`` instead.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from warrantguard.adapters._kernel import WarrantRequest, plan_certification, review_certificate
from warrantguard.adapters.langchain._common import (
    Certifier,
    LangChainModel,
    OnBlock,
    annotated,
    probe_config,
    text_answer,
    to_dicts,
)
from warrantguard.adapters.langchain._review import KIND, _continuation, _decided, _payload
from warrantguard.extras.langchain import RunnableLambda
from warrantguard.extras.langgraph import interrupt
from warrantguard.guard import Action, ConfigurationError, Guard, PolicyLike, run_sync
from warrantguard.policies import ReviewQueue

__all__ = ["WarrantReviewNode", "warrant_review_node"]

_Held = dict[str, Any]


class WarrantReviewNode:
    """A ``StateGraph`` node certifying the last answer and pausing for review (see the module docstring).

    Probes go to ``guard``'s focal model, else to ``model`` (a LangChain chat model). Reviews go
    to ``review_queue`` (a :class:`~warrantguard.policies.ReviewQueue`, SQLite path or PostgreSQL
    URL), else the guard's. Use the instance as a sync node, :meth:`ainvoke` as an async one, or
    :func:`warrant_review_node` for a runnable with both."""

    def __init__(self, guard: Guard | None = None, *, model: Any = None, policy: PolicyLike | None = None,
                 review_queue: ReviewQueue | str | None = None, stakes: str | None = None,
                 settings: Mapping[str, Any] | None = None, on_block: OnBlock = "raise",
                 messages_key: str = "messages") -> None:
        queue = ReviewQueue(review_queue) if isinstance(review_queue, str) else review_queue
        queue = queue if queue is not None else getattr(guard, "review_queue", None)
        if not all(hasattr(queue, m) for m in ("get", "aenqueue", "by_request_id", "claim_resume")):
            raise ConfigurationError("WarrantReviewNode needs a ReviewQueue (review_queue=, or the guard's own)")
        if guard is not None and guard.review_queue is not queue:
            raise ConfigurationError("the guard queues the reviews: give it the same queue as review_queue=")
        if guard is None and model is None:
            raise ConfigurationError("WarrantReviewNode needs guard= (whose model answers the probes) or model=")
        self.queue: Any = queue
        self.certifier = Certifier(guard, policy, queue, settings, on_block)
        self.focal = None if model is None else LangChainModel(model, probe_config())
        self.request, self.messages_key = WarrantRequest(stakes=stakes), messages_key

    def __call__(self, state: Mapping[str, Any]) -> dict[str, Any]:
        """The node (sync): the state update, after a pause for review when one is needed."""
        update, held = run_sync(self._prepare(state))
        if held is None:
            return update
        value = interrupt(held["payload"])
        return _decided(state, held, self.queue.get(held["review_id"]), value)

    async def ainvoke(self, state: Mapping[str, Any]) -> dict[str, Any]:
        """The node (async): as calling the instance."""
        update, held = await self._prepare(state)
        if held is None:
            return update
        value = interrupt(held["payload"])
        return _decided(state, held, await asyncio.to_thread(self.queue.get, held["review_id"]), value)

    async def _prepare(self, state: Mapping[str, Any]) -> tuple[dict[str, Any], _Held | None]:
        """The update for an answer that needs no review, else what the pause needs (the review
        queued once: a re-run finds it by its request id and certifies nothing)."""
        found = self._answer(state)
        if found is None:
            return {}, None
        message, prompt, request = found
        ids = _continuation()
        request_id = f"{KIND}:{ids['thread_id']}:{ids['interrupt_id']}"
        item = await asyncio.to_thread(self.queue.by_request_id, request_id)
        if item is not None and isinstance(item.continuation, Mapping):
            return {}, _held(item.id, item.continuation, ids)
        pending = self.certifier.begin(self.focal, prompt, request, request_id=request_id)
        outcome = await self.certifier.finish(pending, message.text)
        assert outcome is not None
        decision = outcome.decision
        if not outcome.withheld or decision is None or Action(decision.action) is not Action.REVIEW:
            return {self.messages_key: [annotated(message, outcome)]}, None
        cont = {**ids, "message_id": message.id, "warrant": outcome.payload, "notice": outcome.content}
        item_id = await self.queue.aenqueue(review_certificate(outcome, prompt, self._model_name()), decision,
                                            request_id=request_id, continuation=cont)
        return {}, _held(item_id, cont, ids)

    def _answer(self, state: Mapping[str, Any]) -> tuple[Any, str, WarrantRequest] | None:
        """The last message when it is a text answer to a pairwise question: it, the question, the request."""
        messages = list(state.get(self.messages_key) or [])
        if not messages or text_answer(messages[-1]) is None:
            return None
        plan = plan_certification(to_dicts(messages[:-1]), None)
        if plan is None:
            return None
        if messages[-1].id is None:
            raise ConfigurationError(f"WarrantReviewNode replaces the answer by its id: merge {self.messages_key!r} "
                                     "with add_messages (as MessagesState does)")
        found = plan[1]
        return messages[-1], plan[0], WarrantRequest(found.options, found.context, found.stakes or self.request.stakes)

    def _model_name(self) -> str:
        focal = getattr(self.certifier.guard, "focal", None) or self.focal
        return str(getattr(focal, "name", None) or "langgraph")


def _held(item_id: str, continuation: Mapping[str, Any], ids: Mapping[str, Any]) -> _Held:
    """What the pause needs: the item, the answer's message id and the interrupt's value (with the
    withheld notice, for the app to show while the review is pending)."""
    held = {"review_id": item_id, "message_id": continuation.get("message_id"),
            "warrant": {**dict(continuation.get("warrant") or {}), "review_id": item_id}}
    return {**held, "payload": {**_payload(held, ids), "notice": continuation.get("notice")}}


def warrant_review_node(guard: Guard | None = None, **options: Any) -> Any:
    """A :class:`WarrantReviewNode` as a runnable with its sync and async forms, for
    ``graph.add_node("review", warrant_review_node(guard, review_queue=...))``."""
    node = WarrantReviewNode(guard, **options)
    return RunnableLambda(node, afunc=node.ainvoke, name="warrant_review")
