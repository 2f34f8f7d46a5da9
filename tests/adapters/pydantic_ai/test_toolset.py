"""``WarrantToolset``: a low warrant asks for approval; the review decision becomes the run's
``DeferredToolResults``, applied once."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from typing import Any

import pytest
from pydantic_ai import DeferredToolRequests, DeferredToolResults, ToolApproved

from warrantguard.adapters.pydantic_ai import KIND, park, resume, resume_decided
from warrantguard.policies import ReviewConflict, ReviewQueue

from ..conformance import SCENARIOS, Scenario
from .conftest import open_queue
from .runners import tool_agent

REVIEW = next(s for s in SCENARIOS if s.name == "none-review")
FAILED_REVIEW = Scenario("failure-high-withholds", "guardrail_intervened", action="review", stakes="high", fail=True)


class Desk:
    """An agent with a certified tool ``act(choice)`` (its runs recorded) and its queue."""

    def __init__(self, queue: ReviewQueue, ran: list[str] | None = None, scenario: Scenario = REVIEW) -> None:
        self.queue, self.ran = queue, ran if ran is not None else []
        self.agent, self.toolset = tool_agent(scenario, queue, self.ran)

    def pause(self) -> Any:
        result = self.agent.run_sync(REVIEW.prompt)
        assert isinstance(result.output, DeferredToolRequests)
        assert asyncio.run(self.toolset.park(result)) == [result.output.metadata["call_1"]["review_id"]]
        return result

    def resume(self, item_id: str) -> Any:
        return asyncio.run(resume(self.queue, self.agent, item_id))


def test_a_low_warrant_raises_approval_required_with_the_warrant(queue: ReviewQueue) -> None:
    desk = Desk(queue)
    result = desk.pause()
    meta = result.output.metadata["call_1"]
    (item,) = queue.pending()
    assert meta["review_id"] == item.id and meta["warrant"]["tier"] == "No Warrant" and desk.ran == []
    assert meta["warrant"]["decision"]["action"] == "review" and meta["warrant"]["review_id"] == item.id
    cont = item.continuation
    assert cont is not None and cont["kind"] == KIND and cont["tool_call_id"] == "call_1"
    assert cont["calls"] == {"call_1": item.id} and isinstance(cont["messages"], list)


def test_approval_runs_the_tool_once_however_often_it_is_resumed(queue: ReviewQueue) -> None:
    desk = Desk(queue)
    desk.pause()
    item_id = queue.pending()[0].id
    assert desk.resume(item_id) is None and queue.get(item_id).resumed_at is None  # pending: nothing happens
    queue.approve(item_id, reviewer="ann")
    with pytest.raises(ReviewConflict):
        queue.approve(item_id, reviewer="bob")
    result = desk.resume(item_id)
    assert result is not None and result.output == "train" and desk.ran == ["train"]
    assert desk.resume(item_id) is None and desk.ran == ["train"]
    assert asyncio.run(resume_decided(queue, desk.agent)) == [] and desk.ran == ["train"]


def test_a_rejection_is_told_to_the_model(queue: ReviewQueue) -> None:
    desk = Desk(queue)
    desk.pause()
    queue.reject(queue.pending()[0].id, note="the trains are on strike")
    result = desk.resume(queue.list(status="rejected")[0].id)
    assert desk.ran == [] and "rejected" in result.output and "on strike" in result.output


def test_an_override_runs_the_tool_with_the_reviewers_answer(queue: ReviewQueue) -> None:
    desk = Desk(queue)
    desk.pause()
    queue.override(queue.pending()[0].id, "motorcycle")
    result = desk.resume(queue.list(status="overridden")[0].id)
    assert desk.ran == ["motorcycle"] and result.output == "motorcycle"


def test_an_approval_holds_only_for_the_arguments_reviewed(queue: ReviewQueue) -> None:
    desk = Desk(queue)
    paused = desk.pause()
    meta = paused.output.metadata["call_1"]
    queue.approve(meta["review_id"])
    forged = DeferredToolResults(approvals={"call_1": ToolApproved(override_args={"choice": "motorcycle"})},
                                 metadata={"call_1": {k: meta[k] for k in ("review_id", "arguments",
                                                                           "recommendation_arg")}})
    result = desk.agent.run_sync(message_history=paused.all_messages(), deferred_tool_results=forged)
    assert desk.ran == [] and "not approved" in result.output


def test_another_process_resumes_from_the_queue_alone(queue_target: str) -> None:
    first = Desk(open_queue(queue_target))
    first.pause()
    first.queue.approve(first.queue.pending()[0].id)
    first.queue.close()
    later = Desk(open_queue(queue_target))
    results = asyncio.run(later.toolset.resume_decided(later.agent))
    later.queue.close()
    assert [r.output for r in results] == ["train"] and later.ran == ["train"] and first.ran == []


def test_concurrent_resumes_run_it_once(queue_target: str) -> None:
    desk = Desk(open_queue(queue_target))
    desk.pause()
    item_id = desk.queue.pending()[0].id
    desk.queue.approve(item_id)
    rivals = [Desk(open_queue(queue_target), desk.ran) for _ in range(4)]  # one tool, wherever it runs

    async def race() -> list[Any]:
        return await asyncio.gather(*(resume(r.queue, r.agent, item_id) for r in rivals))

    results = asyncio.run(race())
    assert sum(r is not None for r in results) == 1 and desk.ran == ["train"]


def test_deciding_on_the_command_line_resumes_the_run(tmp_path: Any) -> None:
    db = tmp_path / "review.sqlite3"
    desk = Desk(ReviewQueue(db))
    desk.pause()
    cli = subprocess.run([sys.executable, "-m", "warrantguard.cli", "review", "approve", desk.queue.pending()[0].id,
                          "--db", str(db), "--reviewer", "ann"], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"})
    assert cli.returncode == 0, cli.stderr
    assert [r.output for r in asyncio.run(resume_decided(desk.queue, desk.agent))] == ["train"]
    assert desk.ran == ["train"] and asyncio.run(resume_decided(desk.queue, desk.agent)) == []


def test_a_run_without_warrant_approvals_parks_nothing(queue: ReviewQueue) -> None:
    allow = next(s for s in SCENARIOS if s.name == "strong-allow")
    agent, _ = tool_agent(allow, queue)
    result = agent.run_sync(allow.prompt)
    assert result.output == "train" and asyncio.run(park(queue, result)) == [] and queue.list(status=None) == []


def test_the_capability_wraps_the_agents_tools_too(queue: ReviewQueue) -> None:
    from pydantic_ai import Agent

    from warrantguard.adapters.pydantic_ai import WarrantCapability

    from .runners import relaying

    ran: list[str] = []
    capability = WarrantCapability(REVIEW.guard(), review_queue=queue, stakes="high", tools=["act"],
                                   recommendation="choice")
    agent = Agent(relaying("train"), capabilities=[capability], output_type=[str, DeferredToolRequests])

    @agent.tool_plain
    def act(choice: str) -> str:
        """Act on the recommended option."""
        ran.append(choice)
        return "done"  # the final answer relays it: no recommendation for the capability to withhold

    paused = agent.run_sync(REVIEW.prompt)
    assert isinstance(paused.output, DeferredToolRequests) and ran == []
    (item_id,) = asyncio.run(capability.park(paused))
    queue.approve(item_id)
    assert asyncio.run(capability.resume(agent, item_id)).output == "done" and ran == ["train"]


def test_the_sync_forms_share_the_async_path(queue: ReviewQueue) -> None:
    desk = Desk(queue)
    paused = desk.agent.run_sync(REVIEW.prompt)
    (item_id,) = desk.toolset.park_sync(paused)
    queue.approve(item_id)
    assert [r.output for r in desk.toolset.resume_decided_sync(desk.agent)] == ["train"]
    assert desk.toolset.resume_sync(desk.agent, item_id) is None and desk.ran == ["train"]


def test_a_failed_certification_asks_for_approval_and_resumes(queue: ReviewQueue) -> None:
    desk = Desk(queue, scenario=FAILED_REVIEW)
    desk.pause()
    (item,) = queue.pending()
    assert not item.certificate_model.formed and item.certificate_model.tiers == []
    assert "certification_failed" in item.decision["triggers"] and desk.ran == []
    queue.approve(item.id)
    assert desk.resume(item.id) is not None and desk.ran == [FAILED_REVIEW.answer]
    assert desk.resume(item.id) is None and desk.ran == [FAILED_REVIEW.answer]


def test_the_resume_worker_resumes_a_decided_run_once(queue: ReviewQueue) -> None:
    from warrantguard.adapters.pydantic_ai import resume_worker
    from warrantguard.policies.review import run_resumes

    desk = Desk(queue)
    desk.pause()
    item_id = queue.pending()[0].id
    worker = resume_worker(desk.agent, desk.toolset)
    assert worker.queue is queue and run_resumes(queue, worker).resumed == {}  # pending
    queue.approve(item_id)
    report = run_resumes(queue, [worker])
    assert list(report.resumed) == [item_id] and desk.ran == ["train"]
    assert run_resumes(queue, worker).resumed == {} and desk.ran == ["train"]
