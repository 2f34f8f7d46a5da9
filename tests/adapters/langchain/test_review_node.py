"""``WarrantReviewNode`` in a plain ``StateGraph``: a low-warrant answer pauses the run with ``interrupt()``
carrying the warrant; the decision resumes it once with ``Command(resume=...)`` on the app's checkpointer
(SQLite and PostgreSQL savers); LangGraph re-runs the node from its top on resume (langgraph #6208), yet
the certificate is computed once: the probe model's call count does not move."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
pytest.importorskip("langgraph.checkpoint.sqlite", reason="needs langgraph-checkpoint-sqlite (the test extra)")

from _postgres import pg_cluster, pg_url  # noqa: F401  (shared fixtures)
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.graph import END, START, MessagesState, StateGraph

from warrantguard import ConfigurationError, Guard, WarrantBlocked
from warrantguard.adapters._kernel import INTERVENED
from warrantguard.adapters.langchain import (
    WarrantReviewNode,
    aresume_review,
    resume_decided,
    resume_review,
    warrant_review_node,
)
from warrantguard.guard import ChatRequest, ChatResponse
from warrantguard.policies import ReviewConflict, ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel

from ..conformance import AuthenticationError

QUESTION = "Which is safer to travel by, motorcycle or train?"
ANSWER = "Definitely not the motorcycle; go by train."
REJECTED = "The recommendation was withheld, and a reviewer did not approve it."


class Probes(ScriptedModel):
    """The probe model: prefers the train, but a paraphrase flips it (No Warrant: review at high
    stakes); counts its calls; ``fail`` makes every sampled probe fail (a rejected key)."""

    def __init__(self, fail: bool = False) -> None:
        super().__init__("train", reversals={"journey": "motorcycle"})
        self.count, self.fail = 0, fail

    async def complete(self, request: ChatRequest) -> ChatResponse:
        self.count += 1
        if self.fail and request.temperature > 0:
            raise AuthenticationError("401 invalid api key")
        return await super().complete(request)


def _graph(queue: ReviewQueue, saver: Any, stakes: str = "high", probes: Probes | None = None,
           node: Any = None) -> tuple[Any, Probes]:
    probes = probes or Probes()
    guard = Guard(probes, generator="lexical", policy=StakesPolicy(), review_queue=queue, exhaustive=True)
    graph = StateGraph(MessagesState)
    graph.add_node("model", lambda state: {"messages": [AIMessage(ANSWER)]})
    graph.add_node("review", (node or WarrantReviewNode)(guard, stakes=stakes))
    graph.add_edge(START, "model")
    graph.add_edge("model", "review")
    graph.add_edge("review", END)
    return graph.compile(checkpointer=saver), probes


def _config(thread: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": thread}}


@pytest.fixture
def sqlite(tmp_path: Path) -> Iterator[tuple[ReviewQueue, Any]]:
    with SqliteSaver.from_conn_string(str(tmp_path / "checkpoints.sqlite3")) as saver:
        queue = ReviewQueue(tmp_path / "review.sqlite3")
        yield queue, saver
        queue.close()


def test_a_review_pauses_and_one_decision_resumes_once_with_one_certificate(sqlite: Any) -> None:
    queue, saver = sqlite
    app, probes = _graph(queue, saver)
    out = app.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t1"))
    (pause,) = out["__interrupt__"]
    warrant, review_id = pause.value["warrant"], pause.value["review_id"]
    assert warrant["status"] == INTERVENED and warrant["tier"] == "No Warrant" and warrant["review_id"] == review_id
    item = queue.get(review_id)
    assert item.continuation["thread_id"] == "t1" and item.continuation["interrupt_id"] == pause.id
    calls = probes.count
    assert calls > 0 and resume_review(app, queue, review_id) is None  # pending: nothing resumes
    queue.approve(review_id, reviewer="ada")
    with pytest.raises(ReviewConflict):
        queue.reject(review_id, reviewer="bob")  # decided twice: the second is refused
    done = resume_review(app, queue, review_id)  # the node re-runs from its top ...
    assert done["messages"][-1].content == ANSWER
    assert done["messages"][-1].response_metadata["warrant"]["review"]["status"] == "approved"
    assert resume_review(app, queue, review_id) is None and resume_decided(app, queue) == {}
    assert probes.count == calls  # ... yet certifies nothing again: one certificate
    assert len(queue.list(status=None)) == 1
    assert [m.type for m in app.get_state(_config("t1")).values["messages"]] == ["human", "ai"]


@pytest.mark.parametrize(("verdict", "expected"), [("reject", REJECTED), ("override", "motorcycle, in fact")])
def test_reject_and_override_replace_the_answer(sqlite: Any, verdict: str, expected: str) -> None:
    queue, saver = sqlite
    app, _ = _graph(queue, saver)
    review_id = app.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t2"))["__interrupt__"][0].value["review_id"]
    queue.decide(review_id, verdict, answer="motorcycle, in fact" if verdict == "override" else None)
    assert list(resume_decided(app, queue)) == [review_id]
    assert app.get_state(_config("t2")).values["messages"][-1].content == expected


def test_an_allowed_answer_is_annotated_and_does_not_pause(sqlite: Any) -> None:
    queue, saver = sqlite
    app, _ = _graph(queue, saver, stakes="low")
    out = app.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t3"))
    assert "__interrupt__" not in out and out["messages"][-1].content == ANSWER
    assert out["messages"][-1].response_metadata["warrant"]["tier"] == "No Warrant" and queue.list() == []


def test_a_block_raises(sqlite: Any) -> None:
    queue, saver = sqlite
    app, _ = _graph(queue, saver, stakes="critical")
    with pytest.raises(WarrantBlocked):
        app.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t4"))


def test_a_failed_certification_is_reviewed_too(sqlite: Any) -> None:
    queue, saver = sqlite
    app, probes = _graph(queue, saver, probes=Probes(fail=True))
    out = app.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t5"))
    review_id = out["__interrupt__"][0].value["review_id"]
    item = queue.get(review_id)
    assert "certification_failed" in item.decision["triggers"] and not item.certificate_model.formed
    calls = probes.count
    queue.approve(review_id)
    assert resume_review(app, queue, review_id)["messages"][-1].content == ANSWER and probes.count == calls


def test_the_node_needs_a_queue_and_a_model(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="needs a ReviewQueue"):
        WarrantReviewNode(Guard(Probes(), policy=StakesPolicy()))
    with pytest.raises(ConfigurationError, match="guard="):
        WarrantReviewNode(review_queue=str(tmp_path / "q.sqlite3"))


@pytest.mark.postgres
async def test_postgresql_saver_and_queue_async(pg_url: str) -> None:  # noqa: F811
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

    queue = ReviewQueue(pg_url)
    async with AsyncPostgresSaver.from_conn_string(pg_url) as saver:
        await saver.setup()
        app, probes = _graph(queue, saver, node=warrant_review_node)
        out = await app.ainvoke({"messages": [HumanMessage(QUESTION)]}, _config("pg-node"))
        review_id = out["__interrupt__"][0].value["review_id"]
        assert queue.get(review_id).continuation["interrupt_id"] == out["__interrupt__"][0].id
        calls = probes.count
        queue.approve(review_id)
        done, again = await aresume_review(app, queue, review_id), await aresume_review(app, queue, review_id)
        assert done["messages"][-1].content == ANSWER and again is None and probes.count == calls


@pytest.mark.postgres
def test_postgresql_saver_sync(pg_url: str) -> None:  # noqa: F811
    from langgraph.checkpoint.postgres import PostgresSaver

    queue = ReviewQueue(pg_url)
    with PostgresSaver.from_conn_string(pg_url) as saver:
        saver.setup()
        app, probes = _graph(queue, saver)
        review_id = app.invoke({"messages": [HumanMessage(QUESTION)]}, _config("pg-sync"))["__interrupt__"][0].value[
            "review_id"]
        calls = probes.count
        queue.reject(review_id)
        assert resume_review(app, queue, review_id)["messages"][-1].content == REJECTED and probes.count == calls


def test_the_resume_worker_resumes_a_run_on_a_sync_checkpointer(sqlite: Any) -> None:
    from warrantguard.adapters.langchain import resume_worker
    from warrantguard.policies.review import run_resumes

    queue, saver = sqlite  # SqliteSaver has no async methods: the worker's resume falls back to invoke
    app, probes = _graph(queue, saver)
    review_id = app.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t6"))["__interrupt__"][0].value["review_id"]
    calls = probes.count
    queue.approve(review_id)
    report = run_resumes(queue, resume_worker(app, queue))
    assert report.failed == {} and report.resumed[review_id]["messages"][-1].content == ANSWER
    assert run_resumes(queue, resume_worker(app, queue)).resumed == {} and probes.count == calls
