"""Guard + stakes policy + review queue: the guard acts on the policy's decision."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from warrantguard import Guard, Warrant, WarrantBlocked
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


def guard(tmp_path, **model_kw):
    queue = ReviewQueue(tmp_path / "review.sqlite3", poll_interval=0.02)
    model = ScriptedModel("train", **model_kw)
    return Guard(model, generator="lexical", policy=StakesPolicy(), review_queue=queue), queue


def test_allow_when_warrant_meets_the_minimum(tmp_path):
    g, _ = guard(tmp_path)
    result = g.check(Q, stakes="critical")
    assert result.certificate.warrant is Warrant.STRONG
    assert result.decision.action == "allow" and result.final_answer == "train" and not result.withheld


def test_low_stakes_annotates_and_buys_a_cheaper_certificate(tmp_path):
    g, _ = guard(tmp_path, reversals={"with young children": "motorcycle"})
    low = g.check(Q, stakes="low")
    critical = g.check(Q, stakes="high")
    assert low.certificate.warrant >= Warrant.CONDITIONAL  # the reversal may lie beyond a cheap certificate
    assert low.decision.action == "allow" and low.final_answer == "train"  # low stakes need only Conditional
    assert low.certificate.usage.calls < critical.certificate.usage.calls


def test_review_is_queued_with_id_and_withheld(tmp_path):
    g, queue = guard(tmp_path, position_bias="first")
    result = g.check(Q, stakes="high", request_id="req-1")
    assert result.decision.action == "review" and result.decision.review_id
    assert result.withheld and result.final_answer is None
    again = g.check(Q, stakes="high", request_id="req-1")
    assert again.decision.review_id == result.decision.review_id  # idempotent enqueue
    assert [i.id for i in queue.pending()] == [result.decision.review_id]


@pytest.mark.parametrize("use_async", [False, True])
def test_block_is_data_until_raise_for_block(tmp_path, use_async):
    g, _ = guard(tmp_path, position_bias="first")
    result = asyncio.run(g.acheck(Q, stakes="critical")) if use_async else g.check(Q, stakes="critical")
    assert result.blocked and result.action == "block" and result.withheld and result.final_answer is None
    with pytest.raises(WarrantBlocked) as info:
        result.raise_for_block()
    assert info.value.certificate.warrant is Warrant.NONE
    assert info.value.decision.action == "block" and "T1" in info.value.decision.reason


def test_wait_for_review_returns_the_reviewers_answer(tmp_path):
    g, queue = guard(tmp_path, position_bias="first")

    def reviewer():  # a reviewer in another thread: polls the real queue (bounded: 6000 looks, 20 ms apart)
        for _ in range(6000):
            items = queue.pending()
            if items:
                queue.override(items[0].id, "train", reviewer="ann", note="trains are safer")
                return
            time.sleep(0.02)

    thread = threading.Thread(target=reviewer)
    thread.start()
    result = g.check(Q, stakes="high", wait_for_review=300)  # returns once decided; generous on a loaded machine
    thread.join()
    assert result.recommendation == "motorcycle"
    assert result.review.status == "overridden" and result.final_answer == "train"


def test_wait_for_review_timeout_applies_the_levels_action(tmp_path):
    g, _ = guard(tmp_path, position_bias="first")
    result = g.check(Q, stakes="high", wait_for_review=0.1)
    assert result.review is None and result.withheld
    assert result.decision.action in {"review", "block", "annotate"}


def test_certificates_are_recorded_and_outcomes_attached(tmp_path):
    from warrantguard.audit import SQLiteRecordStore

    store = SQLiteRecordStore(tmp_path / "records.sqlite3")
    g = Guard(ScriptedModel("train"), generator="lexical", record_store=store)
    cert = g.check(Q).certificate
    g.record_outcome(cert.id, "train")
    rows = store.rows()
    assert len(rows) == 1
    row = rows[0]
    assert row.certificate_id == cert.id and row.action == "train" and row.warrant == 3
    assert row.outcome is not None


def test_decision_reason_names_the_failed_tier_and_how_it_reversed(tmp_path):
    g, _ = guard(tmp_path, position_bias="first")
    reason = g.check(Q, stakes="low").decision.reason
    assert "T1" in reason and "with the options swapped" in reason
    g2, _ = guard(tmp_path, reversals={"in bad weather": "motorcycle"})
    assert "in bad weather" in g2.check(Q, stakes="high").decision.reason


def test_raise_for_block_returns_the_result_when_not_blocked(tmp_path):
    g, _ = guard(tmp_path)
    result = g.check(Q, stakes="low")
    assert not result.blocked and result.raise_for_block() is result


def test_sync_calls_refuse_to_nest_inside_a_running_loop(tmp_path):
    from warrantguard import ConfigurationError

    g, _ = guard(tmp_path)

    async def main():
        with pytest.raises(ConfigurationError, match="running event loop"):
            g.check(Q)
        return (await g.acheck(Q)).recommendation

    assert asyncio.run(main()) == "train"
