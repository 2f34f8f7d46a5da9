"""The resume worker: a review decided in the console or CLI resumes its paused run without the app
polling, exactly once: decided twice, seen by two passes, or raced by two workers (threads and
``warrantguard review resume`` processes), on SQLite and PostgreSQL queues."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest
from agents.testing import ModelStep, ScriptedModel

from warrantguard import ConfigurationError
from warrantguard.adapters.openai_agents import KIND, resume_worker
from warrantguard.policies import ReviewConflict, ReviewQueue
from warrantguard.policies.review import Resumer, arun_resumes, awatch_resumes, run_resumes

from .conftest import open_queue
from .runners import echo_tool_output
from .test_approval import Shop


def _paused(queue: ReviewQueue) -> tuple[Shop, str]:
    """A shop whose run paused on one call for review; the item's id."""
    shop = Shop(queue)
    assert shop.run().interruptions
    return shop, queue.pending()[0].id


def _rival(target: str, ran: list[str]) -> Resumer:
    """Another worker's resumer: its own queue connection, agent and scripted model; the same tool."""
    shop = Shop(open_queue(target))
    shop.ran = ran
    return resume_worker(shop.agent.clone(model=ScriptedModel([ModelStep.respond(echo_tool_output)])), shop.approval)


def test_a_review_decided_twice_resumes_once(queue: ReviewQueue) -> None:
    shop, item_id = _paused(queue)
    worker = resume_worker(shop.agent, shop.approval)
    assert run_resumes(queue, worker).resumed == {}  # pending: nothing to resume
    queue.approve(item_id, reviewer="ann")
    with pytest.raises(ReviewConflict):
        queue.approve(item_id, reviewer="bob")
    report = run_resumes(queue, [worker])
    assert list(report.resumed) == [item_id] and report.resumed[item_id].final_output == "booked train"
    assert run_resumes(queue, [worker]).resumed == {} and shop.ran == ["train"]


def test_two_concurrent_workers_resume_once(queue_target: str) -> None:
    first = open_queue(queue_target)
    shop, item_id = _paused(first)
    first.approve(item_id)
    workers = [_rival(queue_target, shop.ran) for _ in range(2)]
    start, reports = threading.Barrier(2), []

    def work(worker: Resumer) -> None:
        start.wait(timeout=30)
        reports.append(run_resumes(worker.queue, worker))

    threads = [threading.Thread(target=work, args=(w,)) for w in workers]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(len(r.resumed) for r in reports) == [0, 1] and shop.ran == ["train"]
    assert all(not r.failed for r in reports)


def test_items_go_to_the_resumer_of_their_kind(queue: ReviewQueue) -> None:
    shop, item_id = _paused(queue)
    queue.reject(item_id, note="strike")
    other = Resumer("langgraph", _never)
    assert run_resumes(queue, other).skipped == [item_id]  # not its kind: left for another worker
    assert queue.get(item_id).resumed_at is None
    report = run_resumes(queue, [other, resume_worker(shop.agent, shop.approval)])
    assert list(report.resumed) == [item_id] and shop.ran == [] and "strike" in report.resumed[item_id].final_output


async def _never(item_id: str) -> Any:
    raise AssertionError(f"resumed {item_id} with the wrong resumer")


def test_a_failed_resume_is_reported_and_the_pass_goes_on(queue: ReviewQueue) -> None:
    _, item_id = _paused(queue)
    queue.approve(item_id)

    async def broken(item: str) -> Any:
        raise RuntimeError("the agent is gone")

    report = run_resumes(queue, Resumer(KIND, broken))
    assert report.resumed == {} and "the agent is gone" in report.failed[item_id]


def test_watch_repeats_its_passes(queue: ReviewQueue) -> None:
    shop, item_id = _paused(queue)
    worker, naps, seen = resume_worker(shop.agent, shop.approval), [], []

    async def nap(seconds: float) -> None:  # a decision arrives while the worker sleeps
        naps.append(seconds)
        if len(naps) == 1:
            await asyncio.to_thread(queue.approve, item_id)

    total = asyncio.run(awatch_resumes(queue, worker, interval=0.5, passes=3, sleep=nap,
                                       on_pass=lambda r: seen.append(list(r.resumed))))
    assert total == 1 and seen == [[], [item_id], []] and naps == [0.5, 0.5] and shop.ran == ["train"]
    with pytest.raises(ConfigurationError):
        asyncio.run(arun_resumes(queue, [worker, worker]))  # two resumers of one kind


APP = '''
import os
from agents import Agent, function_tool
from agents.testing import ModelStep, ScriptedModel, assistant_message
from warrantguard import Guard
from warrantguard.adapters.openai_agents import resume_worker, warrant_needs_approval
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel as Probes


def echo(call):
    outputs = [i for i in call.input if isinstance(i, dict) and i.get("type") == "function_call_output"]
    return [assistant_message(str(outputs[-1]["output"]))]


def resumers():
    queue = ReviewQueue(os.environ["WG_APP_QUEUE"])
    approval = warrant_needs_approval(Guard(Probes("train"), generator="lexical", policy=StakesPolicy()),
                                      review_queue=queue, recommendation="choice")

    @function_tool(needs_approval=approval)
    def act(choice: str) -> str:
        """Act on the recommended option."""
        with open(os.environ["WG_TOOL_LOG"], "a") as log:
            log.write(choice + "\\n")
        return f"booked {choice}"

    agent = Agent(name="advisor", model=ScriptedModel([ModelStep.respond(echo)]), tools=[act])
    return [resume_worker(agent, approval)]
'''


def _app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path, str]:
    """The app module (its resumers), the queue and the tool's log; a paused run's item id."""
    db, log = tmp_path / "review.sqlite3", tmp_path / "tool.log"
    (tmp_path / "wgapp_resume.py").write_text(textwrap.dedent(APP))
    monkeypatch.setenv("WG_APP_QUEUE", str(db))
    monkeypatch.setenv("WG_TOOL_LOG", str(log))
    monkeypatch.setattr(sys, "path", list(sys.path))  # the command adds --app-dir to it
    monkeypatch.delitem(sys.modules, "wgapp_resume", raising=False)
    _, item_id = _paused(ReviewQueue(db))
    return db, log, item_id


def test_the_resume_command_resumes_a_run_decided_in_the_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    from warrantguard.cli import main as cli

    db, log, item_id = _app(tmp_path, monkeypatch)
    worker = ["review", "resume", "--review-db", str(db), "--app", "wgapp_resume:resumers", "--app-dir", str(tmp_path)]
    assert cli(worker) == 0 and "resumed 0 runs" in capsys.readouterr().out  # pending: nothing to resume
    assert cli(["review", "--db", str(db), "approve", item_id]) == 0
    assert cli(["review", "--db", str(db), "reject", item_id]) == 6  # decided already
    assert cli(worker) == 0 and capsys.readouterr().out.splitlines()[-2:] == [f"resumed {item_id}", "resumed 1 run"]
    assert cli([*worker, "--watch", "--passes", "2", "--interval", "0.01"]) == 0
    assert "resumed 0 runs" in capsys.readouterr().out and log.read_text() == "train\n"


def test_two_resume_processes_resume_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db, log, item_id = _app(tmp_path, monkeypatch)
    worker = [sys.executable, "-m", "warrantguard.cli", "review", "resume", "--review-db", str(db), "--app",
              "wgapp_resume:resumers", "--app-dir", str(tmp_path), "--watch", "--interval", "0.05"]
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    runs = [subprocess.Popen(worker, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for _ in range(2)]
    for p in runs:  # both are watching (their signal handlers in place)
        assert p.stdout is not None and p.stdout.readline().startswith("watching for decided reviews")
    ReviewQueue(db).approve(item_id)  # decided while both workers watch
    for _ in range(1200):  # until the tool ran (at most ~2 minutes)
        if log.exists() or any(p.poll() is not None for p in runs):
            break
        threading.Event().wait(0.1)
    for p in runs:
        p.send_signal(signal.SIGTERM)  # each stops after the pass under way
    outs = [p.communicate(timeout=180) for p in runs]
    assert all(p.returncode == 0 for p in runs), [err for _, err in outs]
    resumed = [line for out, _ in outs for line in out.splitlines() if line == f"resumed {item_id}"]
    assert len(resumed) == 1 and log.read_text() == "train\n"


def test_the_resume_command_names_a_bad_app(tmp_path: Path) -> None:
    from warrantguard.cli import main as cli

    db = tmp_path / "review.sqlite3"
    ReviewQueue(db).close()
    assert cli(["review", "--db", str(db), "resume", "--app", "no_such_module_wg:x"]) == 2
    assert cli(["review", "--db", str(db), "resume", "--app", "nocolon"]) == 2


@pytest.mark.parametrize("failed", [False, True], ids=["low-warrant", "failed-certification"])
def test_a_decision_in_the_console_resumes_the_run_once(tmp_path: Path, failed: bool) -> None:
    pytest.importorskip("starlette", reason="the console needs pip install 'warrantguard[review]'")
    from policies.console.test_console import TOKEN, client_for, csrf_of, login
    from prometheus_client import CollectorRegistry

    from warrantguard.policies.console import create_app

    from .test_approval import FAILED_REVIEW

    queue = ReviewQueue(tmp_path / "review.sqlite3")
    shop = Shop(queue, FAILED_REVIEW) if failed else Shop(queue)
    assert shop.run().interruptions
    item_id = queue.pending()[0].id
    client = client_for(create_app(queue, token=TOKEN, registry=CollectorRegistry()))
    login(client)
    page = client.get(f"/items/{item_id}")  # the item page renders, an unformed certificate's too
    assert page.status_code == 200 and ("certification failed" in page.text) == failed
    decided = client.post(f"/items/{item_id}/decide", follow_redirects=False,
                          data={"csrf": csrf_of(page.text), "verdict": "approve"})
    assert decided.status_code == 303
    worker = resume_worker(shop.agent, shop.approval)
    assert list(run_resumes(queue, worker).resumed) == [item_id] and shop.ran == ["train"]
    assert run_resumes(queue, worker).resumed == {} and shop.ran == ["train"]
