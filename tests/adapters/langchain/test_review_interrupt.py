"""LangGraph review as an interrupt (``WarrantReview`` in ``create_agent``): a low-warrant answer pauses
the run with ``interrupt()`` carrying the warrant; the review item holds the thread and interrupt ids;
the CLI's (or console's) decision resumes the run once with ``Command(resume=...)`` on the app's
checkpointer (SQLite and PostgreSQL savers); the certificate is computed once across the pause."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
pytest.importorskip("langgraph.checkpoint.sqlite", reason="needs langgraph-checkpoint-sqlite (the test extra)")

from _postgres import pg_cluster, pg_url  # noqa: F401  (shared fixtures)
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.sqlite import SqliteSaver

from warrantguard import ConfigurationError, Guard
from warrantguard.adapters._kernel import INTERVENED
from warrantguard.adapters.langchain import (
    LangChainModel,
    WarrantReview,
    aresume_review,
    resume_decided,
    resume_review,
)
from warrantguard.cli import main as cli
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel
from warrantguard.testing._langchain import ScriptedChatModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
ANSWER = "Definitely not the motorcycle; go by train."
REJECTED = "The recommendation was withheld, and a reviewer did not approve it."


class _Model(ScriptedModel):
    """Prefers the train, but a paraphrase flips it (No Warrant: review at high stakes); answers
    the plain question with a full sentence."""

    def __call__(self, messages: list[dict[str, str]], *, temperature: float = 0.0) -> str:
        if len(messages) == 1 and messages[0]["content"] == QUESTION:
            return ANSWER
        return super().__call__(messages, temperature=temperature)


def _agent(queue: ReviewQueue, checkpointer: Any, stakes: str = "high") -> tuple[Any, ScriptedChatModel]:
    chat = ScriptedChatModel(responder=_Model("train", reversals={"journey": "motorcycle"}))
    guard = Guard(LangChainModel(chat), generator="lexical", policy=StakesPolicy(), review_queue=queue)
    return create_agent(chat, [], middleware=[WarrantReview(guard, stakes=stakes)], checkpointer=checkpointer), chat


def _config(thread: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": thread}}


@pytest.fixture
def sqlite(tmp_path: Path) -> Iterator[tuple[ReviewQueue, Any, Path]]:
    queue_path = tmp_path / "review.sqlite3"
    with SqliteSaver.from_conn_string(str(tmp_path / "checkpoints.sqlite3")) as saver:
        yield ReviewQueue(queue_path), saver, queue_path


def test_a_review_pauses_the_run_and_the_cli_decision_resumes_it_once(sqlite: Any) -> None:
    queue, saver, path = sqlite
    agent, chat = _agent(queue, saver)
    out = agent.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t1"))
    (pause,) = out["__interrupt__"]
    review_id = pause.value["review_id"]
    assert pause.value["warrant"]["status"] == INTERVENED and pause.value["warrant"]["tier"] == "No Warrant"
    assert out["messages"][-1].content.startswith("The recommendation is withheld pending human review")
    item = queue.get(review_id)
    assert item.continuation == {"kind": "langgraph", "thread_id": "t1", "interrupt_id": pause.id,
                                 "checkpoint_ns": item.continuation["checkpoint_ns"]}
    calls = len(chat.calls)
    assert resume_review(agent, queue, review_id) is None  # pending: nothing to resume
    assert cli(["review", "--db", str(path), "approve", review_id, "--reviewer", "ada"]) == 0
    assert cli(["review", "--db", str(path), "reject", review_id, "--reviewer", "bob"]) == 6  # decided already
    done = resume_review(agent, queue, review_id)
    assert done["messages"][-1].content == ANSWER
    assert done["messages"][-1].response_metadata["warrant"]["review"]["status"] == "approved"
    assert resume_review(agent, queue, review_id) is None  # a second resume does nothing
    assert len(chat.calls) == calls  # neither the model nor a probe ran again: one certificate
    assert [m.type for m in agent.get_state(_config("t1")).values["messages"]] == ["human", "ai"]
    assert len(queue.list()) == 1  # the re-run node queued nothing new


@pytest.mark.parametrize(("verdict", "expected"), [("reject", REJECTED), ("override", "motorcycle, in fact")])
def test_reject_and_override_replace_the_notice(sqlite: Any, verdict: str, expected: str) -> None:
    queue, saver, _ = sqlite
    agent, _ = _agent(queue, saver)
    out = agent.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t2"))
    review_id = out["__interrupt__"][0].value["review_id"]
    queue.decide(review_id, verdict, answer="motorcycle, in fact" if verdict == "override" else None)
    assert resume_decided(agent, queue) and agent.get_state(_config("t2")).values["messages"][-1].content == expected
    assert resume_decided(agent, queue) == {}


def test_no_stream_mode_carries_the_withheld_answer(sqlite: Any) -> None:
    queue, saver, _ = sqlite
    agent, _ = _agent(queue, saver)
    modes = ["values", "updates", "messages", "debug", "tasks", "checkpoints", "custom"]
    seen = [repr(chunk) for chunk in agent.stream({"messages": [HumanMessage(QUESTION)]}, _config("t3"),
                                                  stream_mode=modes)]
    assert any("warrant_review" in s for s in seen)  # the pause was streamed ...
    assert not any(ANSWER in s for s in seen)  # ... the answer never


def test_an_allowed_answer_does_not_pause(sqlite: Any) -> None:
    queue, saver, _ = sqlite
    agent, _ = _agent(queue, saver, stakes="low")
    out = agent.invoke({"messages": [HumanMessage(QUESTION)]}, _config("t4"))
    assert "__interrupt__" not in out and out["messages"][-1].content == ANSWER
    assert queue.list() == []


def test_the_guard_and_the_middleware_share_one_queue(tmp_path: Path) -> None:
    guard = Guard(ScriptedModel("train"), policy=StakesPolicy(), review_queue=ReviewQueue(tmp_path / "a.sqlite3"))
    with pytest.raises(ConfigurationError, match="same queue"):
        WarrantReview(guard, review_queue=ReviewQueue(tmp_path / "b.sqlite3"))
    with pytest.raises(ConfigurationError, match="needs a ReviewQueue"):
        WarrantReview(Guard(ScriptedModel("train"), policy=StakesPolicy()))


@pytest.mark.postgres
async def test_postgresql_saver_and_queue_async(pg_url: str) -> None:  # noqa: F811
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

    queue = ReviewQueue(pg_url)
    async with AsyncPostgresSaver.from_conn_string(pg_url) as saver:
        await saver.setup()
        agent, chat = _agent(queue, saver)
        out = await agent.ainvoke({"messages": [HumanMessage(QUESTION)]}, _config("pg1"))
        review_id = out["__interrupt__"][0].value["review_id"]
        assert queue.get(review_id).continuation["interrupt_id"] == out["__interrupt__"][0].id
        calls = len(chat.calls)
        queue.approve(review_id)
        done, again = await aresume_review(agent, queue, review_id), await aresume_review(agent, queue, review_id)
        assert done["messages"][-1].content == ANSWER and again is None and len(chat.calls) == calls

