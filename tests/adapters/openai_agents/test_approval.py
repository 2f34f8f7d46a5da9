"""``warrant_needs_approval``: a low warrant pauses the run; the review decision resumes it, once."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from typing import Any

import pytest
from agents import Agent, function_tool
from agents.testing import ModelStep, ScriptedModel, function_call

from warrantguard.adapters._kernel import INTERVENED
from warrantguard.adapters.openai_agents import KIND, warrant_needs_approval
from warrantguard.policies import ReviewConflict, ReviewQueue

from ..conformance import SCENARIOS, Scenario
from .conftest import open_queue
from .runners import echo_tool_output

REVIEW = next(s for s in SCENARIOS if s.name == "none-review")
BLOCK = next(s for s in SCENARIOS if s.name == "conditional-block")
ALLOW = next(s for s in SCENARIOS if s.name == "strong-allow")


class Shop:
    """An agent whose tool ``act(choice)`` records each run; its scripted model calls the tool with
    ``calls`` (one turn), then relays the tool outputs it got."""

    def __init__(self, queue: ReviewQueue, scenario: Any = REVIEW, calls: tuple[str, ...] = ("call_1",)) -> None:
        self.ran: list[str] = []
        self.approval = warrant_needs_approval(scenario.guard(), review_queue=queue, stakes=scenario.stakes,
                                               recommendation="choice")
        self.scenario = scenario

        @function_tool(needs_approval=self.approval)
        def act(choice: str) -> str:
            """Act on the recommended option."""
            self.ran.append(choice)
            return f"booked {choice}"

        turn = [function_call("act", {"choice": "train"}, call_id=c) for c in calls]
        self.model = ScriptedModel([turn, ModelStep.respond(echo_tool_output)])
        self.agent = Agent(name="advisor", model=self.model, tools=[act])

    def run(self) -> Any:
        return asyncio.run(self.approval.run(self.agent, self.scenario.prompt))

    def resume(self, item_id: str) -> Any:
        return asyncio.run(self.approval.resume(self.agent, item_id))


def _told(model: ScriptedModel) -> list[str]:
    """The tool outputs the model was given on its last call."""
    last = model.calls[-1].input
    return [str(i["output"]) for i in last if isinstance(i, dict) and i.get("type") == "function_call_output"]


def test_a_low_warrant_pauses_the_run_and_queues_its_state(queue: ReviewQueue) -> None:
    shop = Shop(queue)
    result = shop.run()
    assert [i.raw_item.call_id for i in result.interruptions] == ["call_1"] and shop.ran == []
    (item,) = queue.pending()
    cont = item.continuation
    assert cont is not None and cont["kind"] == KIND and cont["call_id"] == "call_1" and cont["lead"] == item.id
    assert isinstance(cont["state"], dict) and cont["calls"] == {"call_1": item.id}
    assert item.warrant == "No Warrant" and item.recommendation == "train"


def test_approval_runs_the_tool_once_however_often_it_is_resumed(queue: ReviewQueue) -> None:
    shop = Shop(queue)
    shop.run()
    (item,) = queue.pending()
    assert shop.resume(item.id) is None  # pending: nothing happens, nothing is claimed
    assert queue.get(item.id).resumed_at is None
    queue.approve(item.id, reviewer="ann")
    with pytest.raises(ReviewConflict):
        queue.reject(item.id, reviewer="bob")  # a second decision changes nothing
    result = shop.resume(item.id)
    assert result is not None and shop.ran == ["train"] and result.final_output == "booked train"
    assert shop.resume(item.id) is None and shop.ran == ["train"]
    assert asyncio.run(shop.approval.resume_decided(shop.agent)) == [] and shop.ran == ["train"]


def test_rejection_sends_the_message_to_the_model(queue: ReviewQueue) -> None:
    shop = Shop(queue)
    shop.run()
    (item,) = queue.pending()
    queue.reject(item.id, reviewer="bob", note="the trains are on strike")
    result = shop.resume(item.id)
    assert result is not None and shop.ran == []
    (told,) = _told(shop.model)
    assert "rejected" in told and "on strike" in told and result.final_output == told


def test_an_override_tells_the_model_the_reviewers_answer(queue: ReviewQueue) -> None:
    shop = Shop(queue)
    shop.run()
    queue.override(queue.pending()[0].id, "motorcycle", reviewer="cy")
    shop.resume(queue.list(status="overridden")[0].id)
    assert shop.ran == [] and "motorcycle" in _told(shop.model)[0]


def test_another_process_resumes_from_the_queue_alone(queue_target: str) -> None:
    first = open_queue(queue_target)
    Shop(first).run()
    item_id = first.pending()[0].id
    first.approve(item_id)
    first.close()
    later = open_queue(queue_target)  # a fresh process: its own queue, agent, approval and model
    shop = Shop(later)
    shop.model = ScriptedModel([ModelStep.respond(echo_tool_output)])
    shop.agent = shop.agent.clone(model=shop.model)
    result = asyncio.run(shop.approval.resume_decided(shop.agent))
    later.close()
    assert [r.final_output for r in result] == ["booked train"] and shop.ran == ["train"]


def test_concurrent_resumes_run_it_once(queue_target: str) -> None:
    shop = Shop(open_queue(queue_target))
    shop.run()
    item_id = shop.approval.queue.pending()[0].id
    shop.approval.queue.approve(item_id)
    rivals = [Shop(open_queue(queue_target)) for _ in range(4)]
    for rival in rivals:
        rival.ran = shop.ran  # one tool, wherever it runs

    async def race() -> list[Any]:
        return await asyncio.gather(*(r.approval.resume(r.agent.clone(model=ScriptedModel(
            [ModelStep.respond(echo_tool_output)])), item_id) for r in rivals))

    results = asyncio.run(race())
    assert sum(r is not None for r in results) == 1 and shop.ran == ["train"]


def test_a_run_waiting_on_two_calls_resumes_when_both_are_decided(queue: ReviewQueue) -> None:
    shop = Shop(queue, calls=("call_1", "call_2"))
    shop.run()
    first, second = sorted(queue.pending(), key=lambda i: i.continuation["call_id"])
    assert first.continuation["lead"] == second.continuation["lead"]
    queue.approve(first.id)
    assert shop.resume(first.id) is None and shop.ran == []  # call_2 is still pending
    queue.reject(second.id)
    assert shop.resume(second.id) is not None
    assert shop.ran == ["train"] and shop.resume(first.id) is None and shop.ran == ["train"]
    assert sorted(_told(shop.model)) == ["A human reviewer rejected this recommendation; the call was not run.",
                                         "booked train"]


def test_a_blocked_call_is_rejected_with_the_notice_at_once(queue: ReviewQueue) -> None:
    shop = Shop(queue, BLOCK)
    result = shop.run()
    assert result.interruptions == [] and shop.ran == [] and queue.list(status=None) == []
    assert "withheld" in result.final_output


def test_an_allowed_call_runs_without_approval(queue: ReviewQueue) -> None:
    shop = Shop(queue, ALLOW)
    result = shop.run()
    assert result.final_output == "booked train" and shop.ran == ["train"] and queue.list(status=None) == []
    outcome = shop.approval.outcome("call_1")
    assert outcome is not None and outcome.payload["tier"] == "Strong Warrant"


def test_deciding_on_the_command_line_resumes_the_run(tmp_path: Any) -> None:
    db = tmp_path / "review.sqlite3"
    queue = ReviewQueue(db)
    shop = Shop(queue)
    shop.run()
    item_id = queue.pending()[0].id
    cli = subprocess.run([sys.executable, "-m", "warrantguard.cli", "review", "approve", item_id, "--db", str(db),
                          "--reviewer", "ann"], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"})
    assert cli.returncode == 0, cli.stderr
    results = asyncio.run(shop.approval.resume_decided(shop.agent))
    assert [r.final_output for r in results] == ["booked train"] and shop.ran == ["train"]
    assert asyncio.run(shop.approval.resume_decided(shop.agent)) == []


def test_an_approval_needs_a_queue_and_a_model() -> None:
    from warrantguard import ConfigurationError

    with pytest.raises(ConfigurationError, match="review queue"):
        warrant_needs_approval(REVIEW.guard())
    with pytest.raises(ConfigurationError, match="guard="):
        warrant_needs_approval(review_queue="x.sqlite3")


def test_an_approval_holds_only_for_the_arguments_reviewed(tmp_path: Any) -> None:
    import json
    import sqlite3

    db = tmp_path / "review.sqlite3"
    queue = ReviewQueue(db)
    shop = Shop(queue)
    shop.run()
    item = queue.pending()[0]
    forged = {**item.continuation, "arguments": {"call_1": '{"choice":"motorcycle"}'}}  # not what was reviewed
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE review_items SET continuation = ? WHERE id = ?", (json.dumps(forged), item.id))
    queue.approve(item.id)
    result = shop.resume(item.id)
    assert shop.ran == [] and "differ from those reviewed" in result.final_output


def test_a_streamed_run_is_parked_too(queue: ReviewQueue) -> None:
    from agents import Runner

    shop = Shop(queue)

    async def stream() -> list[str]:
        result = Runner.run_streamed(shop.agent, REVIEW.prompt)
        async for _event in result.stream_events():
            pass
        return await shop.approval.park(result)

    (item_id,) = asyncio.run(stream())
    queue.approve(item_id)
    assert shop.resume(item_id).final_output == "booked train" and shop.ran == ["train"]


def test_the_sync_forms_share_the_async_path(queue: ReviewQueue) -> None:
    shop = Shop(queue)
    assert shop.approval.run_sync(shop.agent, REVIEW.prompt).interruptions
    item_id = queue.pending()[0].id
    queue.approve(item_id)
    assert [r.final_output for r in shop.approval.resume_decided_sync(shop.agent)] == ["booked train"]
    assert shop.approval.resume_sync(shop.agent, item_id) is None and shop.ran == ["train"]


FAILED_REVIEW = Scenario("failure-high-withholds", INTERVENED, action="review", stakes="high", fail=True)


def test_a_failed_certification_pauses_for_review_and_resumes(queue: ReviewQueue) -> None:
    shop = Shop(queue, FAILED_REVIEW)
    result = shop.run()
    assert [i.raw_item.call_id for i in result.interruptions] == ["call_1"] and shop.ran == []
    (item,) = queue.pending()
    cert = item.certificate_model  # the engine's "no certificate was formed": nothing claimed as assessed
    assert not cert.formed and not cert.complete and cert.tiers == [] and cert.recommendation is None
    assert "certification failed" in cert.rule and cert.answer == "train"
    assert "certification_failed" in item.decision["triggers"] and item.continuation["call_id"] == "call_1"
    queue.approve(item.id, reviewer="ann")
    assert shop.resume(item.id).final_output == "booked train" and shop.ran == ["train"]
    assert shop.resume(item.id) is None and shop.ran == ["train"]
