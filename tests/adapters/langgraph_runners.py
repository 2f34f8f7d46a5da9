"""Conformance runner for the LangGraph review as an interrupt (``WarrantReview`` in ``create_agent``).

The agent's model is the scripted chat model answering from ``scenario.model()``; the probes go
through LangChain to the same model. A review pauses the run: the outcome is the interrupt's
warrant payload and the message the conversation holds (the withheld notice). Other answers
finish the run: the final message's warrant (none when the question is not pairwise: reported
as ``not_run``). A block raises ``WarrantBlocked`` (the middleware's default).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from warrantguard import WarrantBlocked
from warrantguard.adapters._kernel import NOT_RUN, warrant_payload

from .conformance import Runner, RunResult, Scenario, blocked_result

__all__ = ["LANGGRAPH_RUNNERS"]


class LangGraphReviewRunner:
    """``create_agent(chat, middleware=[WarrantReview(guard)], checkpointer=InMemorySaver())``."""

    name = "langgraph-review"

    def run(self, scenario: Scenario) -> RunResult:
        from langchain.agents import create_agent
        from langchain_core.messages import HumanMessage
        from langgraph.checkpoint.memory import InMemorySaver

        from warrantguard.adapters.langchain import LangChainModel, WarrantReview
        from warrantguard.policies import ReviewQueue
        from warrantguard.testing._langchain import ScriptedChatModel

        chat = ScriptedChatModel(responder=scenario.model())
        with tempfile.TemporaryDirectory() as tmp:
            queue = ReviewQueue(Path(tmp) / "review.sqlite3")
            guard = scenario.guard(LangChainModel(chat))  # the scenario's own Guard (its budget, its policy)
            guard.review_queue = queue
            agent = create_agent(chat, [], middleware=[WarrantReview(guard, stakes=scenario.stakes)],
                                 checkpointer=InMemorySaver())
            try:
                out = agent.invoke({"messages": [HumanMessage(scenario.prompt)]},
                                   {"configurable": {"thread_id": scenario.name}})
            except WarrantBlocked as exc:
                return blocked_result(exc)
            return _result(out, queue, scenario)


class ReviewNodeRunner:
    """A plain ``StateGraph``: a model node answering ``scenario.answer``, then ``warrant_review_node``
    (InMemorySaver). A review pauses the run: the outcome is the interrupt's warrant payload and its
    notice (the state still holds the answer: the node runs after the model's node)."""

    name = "langgraph-review-node"

    def run(self, scenario: Scenario) -> RunResult:
        from langchain_core.messages import AIMessage, HumanMessage
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        from warrantguard.adapters.langchain import warrant_review_node
        from warrantguard.policies import ReviewQueue

        with tempfile.TemporaryDirectory() as tmp:
            queue = ReviewQueue(Path(tmp) / "review.sqlite3")
            guard = scenario.guard()
            guard.review_queue = queue
            graph = StateGraph(MessagesState)
            graph.add_node("model", lambda state: {"messages": [AIMessage(scenario.answer)]})
            graph.add_node("review", warrant_review_node(guard, stakes=scenario.stakes))
            graph.add_edge(START, "model")
            graph.add_edge("model", "review")
            graph.add_edge("review", END)
            app = graph.compile(checkpointer=InMemorySaver())
            try:
                out = app.invoke({"messages": [HumanMessage(scenario.prompt)]},
                                 {"configurable": {"thread_id": scenario.name}})
            except WarrantBlocked as exc:
                return blocked_result(exc)
            result = _result(out, queue, scenario)
            if "__interrupt__" in out:
                return result._replace(content=out["__interrupt__"][0].value["notice"])
            return result


def _result(out: dict[str, Any], queue: Any, scenario: Scenario) -> RunResult:
    # a review pauses the run (a failed certification's too), anything else does not
    assert ("__interrupt__" in out) == (scenario.action == "review"), out.get("__interrupt__")
    final = out["messages"][-1]
    if "__interrupt__" in out:
        payload = dict(out["__interrupt__"][0].value["warrant"])
        assert queue.get(payload["review_id"]).continuation["interrupt_id"] == out["__interrupt__"][0].id
    else:
        payload = dict(final.response_metadata.get("warrant") or {})
    if not payload:
        payload = warrant_payload(None, None, NOT_RUN, "not a pairwise question")
    return RunResult(str(payload.get("status")), payload, final.text)


LANGGRAPH_RUNNERS: list[Runner] = [LangGraphReviewRunner(), ReviewNodeRunner()]
