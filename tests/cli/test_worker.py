"""``batch --queue`` and ``worker`` on a real PostgreSQL server (procrastinate's job queue)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from warrantguard.cli import main

pytestmark = pytest.mark.postgres
pytest.importorskip("procrastinate")

TESTS = Path(__file__).parents[1]
REPO = TESTS.parent
MODEL = ("--model", "py:cli_models:train", "--generator", "lexical", "--cache", "")
FAST = ("--heartbeat", "0.2", "--stalled-after", "1.5", "--poll", "0.2")


def _questions(path: Path, n: int, *, ids: bool = True) -> Path:
    with path.open("w") as f:
        for i in range(n):
            row = {"prompt": f"Which is safer to travel by, motorcycle or train? (case {i})",
                   "options": ["motorcycle", "train"]}
            f.write(json.dumps({"id": f"q{i}", **row} if ids else row) + "\n")
    return path


def _sql(url: str, query: str) -> list[tuple]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        cur = conn.execute(query)
        return cur.fetchall() if cur.description else []


def _status(url: str, capsys: pytest.CaptureFixture[str]) -> dict:
    capsys.readouterr()
    assert main(["batch", "--status", "--json", "--queue", url]) == 0
    return json.loads(capsys.readouterr().out)


def test_defer_then_one_worker_certifies_all(pg_url, tmp_path, capsys):
    questions = _questions(tmp_path / "q.jsonl", 12)
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0
    assert "12 deferred, 0 already" in capsys.readouterr().err
    assert _status(pg_url, capsys) == {
        "batch": "default", "done": 0, "queued": 12, "running": 0, "failed": 0, "retries": 0,
        "done_by_worker": {}, "running_by_worker": {}}
    assert main(["worker", "--queue", pg_url, *MODEL, *FAST, "--concurrency", "3", "--drain"]) == 0
    status = _status(pg_url, capsys)
    assert (status["done"], status["queued"], status["running"], status["failed"]) == (12, 0, 0, 0)
    assert sum(status["done_by_worker"].values()) == 12
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(questions), "--collect", "--queue", pg_url, "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == [f"q{i}" for i in range(12)]  # the questions file's order
    assert all(r["certificate"]["warrant"] == 3 and r["certificate"]["model"] == "scripted-train" for r in rows)
    records = _sql(pg_url, "SELECT question_id, certificate_id FROM audit_records ORDER BY question_id")
    assert sorted(q for q, _ in records) == sorted(f"q{i}" for i in range(12))
    assert {c for _, c in records} == {r["certificate"]["id"] for r in rows}


def test_deferring_again_defers_nothing_twice(pg_url, tmp_path, capsys):
    questions = _questions(tmp_path / "q.jsonl", 5, ids=False)
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0  # all still queued
    assert "0 deferred, 5 already queued or done" in capsys.readouterr().err
    assert _sql(pg_url, "SELECT count(*) FROM procrastinate_jobs")[0][0] == 5
    assert main(["worker", "--queue", pg_url, *MODEL, *FAST, "--drain"]) == 0
    _questions(tmp_path / "q.jsonl", 7, ids=False)  # two more questions; the first five are done
    capsys.readouterr()
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0
    assert "2 deferred, 5 already queued or done" in capsys.readouterr().err
    ids = [r[0] for r in _sql(pg_url, "SELECT args->'question'->>'id' FROM procrastinate_jobs ORDER BY id")]
    assert len(ids) == len(set(ids)) == 7 and all(len(i) == 16 for i in ids)  # stable hashes of the rows


def test_a_retried_job_whose_row_is_written_records_nothing_again(pg_url, tmp_path, capsys):
    questions = _questions(tmp_path / "q.jsonl", 3)
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0
    assert main(["worker", "--queue", pg_url, *MODEL, *FAST, "--drain"]) == 0
    before = _sql(pg_url, "SELECT certificate_id, question_id FROM audit_records ORDER BY 1")
    # the worker died after writing q1's row, before its job was marked done: the job runs again
    _sql(pg_url, "UPDATE procrastinate_jobs SET status = 'todo' WHERE args->'question'->>'id' = 'q1'")
    assert main(["worker", "--queue", pg_url, *MODEL, *FAST, "--drain"]) == 0
    assert _sql(pg_url, "SELECT certificate_id, question_id FROM audit_records ORDER BY 1") == before
    assert _sql(pg_url, "SELECT count(*) FROM warrantguard_batch_results")[0][0] == 3


def test_a_dead_workers_job_is_put_back_and_certified(pg_url, tmp_path, capsys):
    questions = _questions(tmp_path / "q.jsonl", 2)
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0
    # a worker took q0 and died: its heartbeat is a minute old, its job stays 'doing'
    _sql(pg_url, "INSERT INTO procrastinate_workers (last_heartbeat) VALUES (now() - interval '1 minute')")
    _sql(pg_url, "UPDATE procrastinate_jobs SET status = 'doing', worker_id = (SELECT max(id) FROM "
                 "procrastinate_workers) WHERE args->'question'->>'id' = 'q0'")
    assert _status(pg_url, capsys)["running"] == 1
    assert main(["worker", "--queue", pg_url, *MODEL, *FAST, "--drain"]) == 0
    status = _status(pg_url, capsys)
    assert (status["done"], status["running"], status["retries"]) == (2, 0, 1)
    assert sorted(r[0] for r in _sql(pg_url, "SELECT question_id FROM audit_records")) == ["q0", "q1"]


def test_wait_follows_the_workers_and_writes_the_output_file(pg_url, tmp_path, capsys):
    questions = _questions(tmp_path / "q.jsonl", 6)
    with (tmp_path / "q.jsonl").open("a") as f:
        f.write(json.dumps({"id": "np", "prompt": "What is the capital of France?"}) + "\n")
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0
    worker = _worker(pg_url, tmp_path / "worker.log", "--drain")
    try:
        out = tmp_path / "out.jsonl"
        assert main(["batch", str(questions), "--queue", pg_url, "--wait", "--out", str(out), *MODEL]) == 0
    finally:
        worker.wait(timeout=60)
    err = capsys.readouterr().err
    assert "0 deferred, 7 already queued or done" in err and "7 done, 0 queued, 0 running, 0 failed" in err
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == [*(f"q{i}" for i in range(6)), "np"]
    assert "not pairwise" in rows[-1]["error"] and "certificate" not in rows[-1]
    assert _sql(pg_url, "SELECT count(*) FROM audit_records")[0][0] == 6  # an unformed question is not recorded


def test_a_failing_provider_fails_the_job_after_its_retries(pg_url, tmp_path, capsys):
    questions = _questions(tmp_path / "q.jsonl", 1)
    flaky = ("--model", "py:cli_models:flaky", "--generator", "lexical", "--cache", "")
    assert main(["batch", str(questions), "--queue", pg_url, *flaky]) == 0
    assert main(["worker", "--queue", pg_url, *flaky, *FAST, "--drain", "--retries", "1", "--retry-wait", "0"]) == 0
    status = _status(pg_url, capsys)
    assert (status["done"], status["queued"], status["failed"], status["retries"]) == (0, 0, 1, 1)
    out = tmp_path / "out.jsonl"
    assert main(["batch", "--collect", "--queue", pg_url, "--out", str(out)]) == 4
    [row] = [json.loads(line) for line in out.read_text().splitlines()]
    assert row["id"] == "q0" and row["retry"] is True and "provider failed" in row["error"]
    capsys.readouterr()
    assert main(["batch", str(questions), "--queue", pg_url, *flaky]) == 0  # a failed question is deferred again
    assert "1 deferred, 0 already" in capsys.readouterr().err
    assert _sql(pg_url, "SELECT count(*) FROM audit_records")[0][0] == 0


def test_a_job_naming_a_py_model_the_worker_did_not_is_refused(pg_url, tmp_path, capsys):
    questions = _questions(tmp_path / "q.jsonl", 1)
    assert main(["batch", str(questions), "--queue", pg_url, "--model", "py:cli_models:conditional",
                 "--generator", "lexical"]) == 0
    assert main(["worker", "--queue", pg_url, *MODEL, *FAST, "--drain"]) == 0
    assert _status(pg_url, capsys)["failed"] == 1  # the worker runs py:cli_models:train only
    assert _sql(pg_url, "SELECT count(*) FROM warrantguard_batch_results")[0][0] == 0


def test_a_job_with_a_malformed_question_fails_without_a_certificate(pg_url, capsys):
    from warrantguard.cli._queue import defer_questions, open_queue

    async def defer() -> tuple[int, int]:
        async with open_queue(pg_url) as app:
            return await defer_questions(app, "default", [{"id": "bad", "prompt": ["not", "text"]}], {})

    assert asyncio.run(defer()) == (1, 0)
    assert main(["worker", "--queue", pg_url, *MODEL, *FAST, "--drain"]) == 0
    assert _status(pg_url, capsys)["failed"] == 1
    assert _sql(pg_url, "SELECT count(*) FROM warrantguard_batch_results")[0][0] == 0


def test_workers_share_the_rate_limit_through_redis(pg_url, redis_url, tmp_path):
    import redis

    from warrantguard.cli._limits import limit_name

    key = f"wg:ratelimit:{limit_name('py:cli_models:train')}:rpm"  # the model's bucket, as serve's
    client = redis.Redis.from_url(redis_url)
    client.delete(key)
    questions = _questions(tmp_path / "q.jsonl", 3)
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0
    assert main(["worker", "--queue", pg_url, *MODEL, *FAST, "--drain", "--redis", redis_url, "--rpm", "600"]) == 0
    assert _sql(pg_url, "SELECT count(*) FROM warrantguard_batch_results")[0][0] == 3
    level, stamp = client.hmget(key, "level", "stamp")  # the bucket every worker draws on
    assert stamp is not None and float(level) < 600


def test_the_first_row_written_for_a_question_wins(pg_url):
    from warrantguard.cli._queue import insert_result, open_queue, read_results

    async def write() -> list:
        async with open_queue(pg_url) as app:
            first = await insert_result(app, "b", "q1", {"id": "q1", "n": 1}, "w1")
            second = await insert_result(app, "b", "q1", {"id": "q1", "n": 2}, "w2")
            return [first, second, await read_results(app, "b")]

    first, second, stored = asyncio.run(write())
    assert first == second == {"id": "q1", "n": 1} and stored == [first]


def test_a_worker_stops_on_sigterm_with_0_and_on_a_lost_database_with_4(pg_cluster, tmp_path):
    from _postgres import PgCluster

    own = PgCluster()  # a server of this test's own, to stop under the worker
    try:
        own.start()
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as exc:
        own.stop()
        pytest.skip(f"could not start a second PostgreSQL server: {exc}")
    try:
        asked, lost = _worker(own.url(), tmp_path / "asked.log"), _worker(own.url(), tmp_path / "lost.log")
        _wait_for(lambda: _sql(own.url(), "SELECT count(*) FROM procrastinate_workers")[0][0] == 2
                  if _sql(own.url(), "SELECT to_regclass('procrastinate_workers')")[0][0] else False, "two workers")
        asked.send_signal(signal.SIGTERM)
        assert asked.wait(timeout=30) == 0
    finally:
        own.stop()
    try:
        assert lost.wait(timeout=60) == 4
    finally:
        if lost.poll() is None:
            lost.kill()
    assert "lost the queue" in (tmp_path / "lost.log").read_text()


def test_queue_flags_without_a_queue_are_usage_errors(tmp_path, capsys):
    assert main(["batch", "--status"]) == 2
    assert "need --queue" in capsys.readouterr().err
    assert main(["batch", str(_questions(tmp_path / "q.jsonl", 1))]) == 2
    assert "--out" in capsys.readouterr().err


def _worker(url: str, log: Path, *extra: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": f"{REPO}{os.pathsep}{TESTS}"}
    return subprocess.Popen([sys.executable, "-m", "warrantguard.cli", "worker", "--queue", url, *MODEL, *FAST,
                             "--concurrency", "4", *extra], env=env, stdout=subprocess.DEVNULL, stderr=log.open("w"))


def _done(url: str) -> int:
    return int(_sql(url, "SELECT count(*) FROM warrantguard_batch_results")[0][0])


def _running(url: str) -> int:
    return int(_sql(url, "SELECT count(*) FROM procrastinate_jobs WHERE status = 'doing'")[0][0])


def _wait_for(predicate, what: str, limit: int = 1200) -> None:
    for _ in range(limit):  # bounded: 1200 looks, 0.05 s apart
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def test_two_workers_one_killed_mid_run_certify_each_question_once(pg_url, tmp_path, capsys):
    n = 500
    questions = _questions(tmp_path / "q.jsonl", n)
    assert main(["batch", str(questions), "--queue", pg_url, *MODEL]) == 0
    started = time.monotonic()
    victim, survivor = _worker(pg_url, tmp_path / "victim.log"), _worker(pg_url, tmp_path / "survivor.log")
    try:
        _wait_for(lambda: _done(pg_url) >= 100 and _running(pg_url) >= 5, "100 done, both workers busy")
        victim.send_signal(signal.SIGKILL)
        victim.wait(timeout=10)
        at_kill = _done(pg_url)
        _wait_for(lambda: _done(pg_url) == n, f"{n} questions done")
        elapsed = time.monotonic() - started
    finally:
        for proc in (victim, survivor):
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                proc.wait(timeout=30)
    assert survivor.returncode == 0, (tmp_path / "survivor.log").read_text()[-2000:]
    ids = [r[0] for r in _sql(pg_url, "SELECT question_id FROM warrantguard_batch_results")]
    assert sorted(ids) == sorted(f"q{i}" for i in range(n))  # every question, none twice (the primary key)
    recorded = [r[0] for r in _sql(pg_url, "SELECT question_id FROM audit_records")]
    assert sorted(recorded) == sorted(ids)  # the record store has each question once
    status = _status(pg_url, capsys)
    assert (status["done"], status["queued"], status["running"], status["failed"]) == (n, 0, 0, 0)
    by_worker = status["done_by_worker"]
    victim_name = next(w for w in by_worker if w.endswith(f":{victim.pid}"))
    assert 0 < by_worker[victim_name] <= at_kill < n  # the killed worker did part of the work
    assert status["retries"] >= 1  # its jobs in flight went back in the queue and were done by the survivor
    print(f"\nworker test: {n} questions, 2 workers (one SIGKILLed after {at_kill} done), {elapsed:.1f} s, "
          f"{status['retries']} jobs retried, done per worker {by_worker}", file=sys.stderr)
