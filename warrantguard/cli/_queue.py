"""The batch job queue on PostgreSQL: procrastinate's jobs and warrantguard's results table.

``warrantguard batch --queue URL`` defers one procrastinate job per question;
``warrantguard worker --queue URL`` runs them. A question is done when its row is in the
results table ``warrantguard_batch_results``, keyed by (batch, question id) and written with
``INSERT … ON CONFLICT DO NOTHING``: a job retried after its worker died finds the row
(or loses the race to write it) and never records the question twice.

procrastinate comes from :mod:`warrantguard.extras.procrastinate` only, on first use, so
importing this module needs nothing beyond the core.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections import Counter
from collections.abc import AsyncIterator, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from warrantguard.extras.procrastinate import procrastinate_module
from warrantguard.extras.psycopg import psycopg_module

__all__ = ["QUEUE", "TASK", "QueueStatus", "defer_questions", "fetch_result", "insert_result", "job_lock",
           "make_app", "open_queue", "prepare", "question_id", "read_failed", "read_results", "read_status"]

QUEUE = "warrantguard"
TASK = "warrantguard.certify"
_SCHEMA_LOCK = 421339  # advisory lock: one process creates the tables at a time
_CHUNK = 200  # jobs deferred per statement
_MAX_STALLED = 1000  # stalled jobs retried per pass

_RESULTS = """CREATE TABLE IF NOT EXISTS warrantguard_batch_results (
    batch TEXT NOT NULL,
    question_id TEXT NOT NULL,
    row JSONB NOT NULL,
    worker TEXT NOT NULL,
    recorded_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (batch, question_id))"""


def make_app(url: str, pool_size: int = 4, wait: float = 30.0) -> Any:
    """A procrastinate ``App`` on ``url`` (a ``postgresql://`` URL or libpq conninfo); a statement
    waits at most ``wait`` seconds for a connection (then the database is taken for gone)."""
    procrastinate = procrastinate_module()
    connector = procrastinate.PsycopgConnector(conninfo=url, min_size=1, max_size=max(2, pool_size), timeout=wait)
    return procrastinate.App(connector=connector)


@contextlib.asynccontextmanager
async def open_queue(url: str, pool_size: int = 4, connect_timeout: float = 10.0,
                     wait: float = 30.0) -> AsyncIterator[Any]:
    """The app on ``url``, open, with its tables: a database that cannot be reached fails at once
    with ``ConnectionError`` (the pool alone would retry for 30 s)."""
    psycopg = psycopg_module()
    try:
        conn = await psycopg.AsyncConnection.connect(url, connect_timeout=max(1, int(connect_timeout)))
    except psycopg.Error as exc:
        text = " ".join(str(exc).split())[:300]
        raise ConnectionError(f"cannot reach the queue database: {text}") from None
    await conn.close()
    app = make_app(url, pool_size, wait)
    async with app.open_async():
        await prepare(app)
        yield app


async def prepare(app: Any) -> None:
    """Create procrastinate's schema (if absent) and the results table, under an advisory lock."""
    async with app.connector.pool.connection() as conn, conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
        cur = await conn.execute("SELECT to_regclass('procrastinate_jobs') IS NOT NULL")
        found = await cur.fetchone()
        if not (found and found[0]):
            await conn.execute(app.schema_manager.get_schema())
        await conn.execute(_RESULTS)


def question_id(row: dict[str, Any]) -> str:
    """The row's ``id``, else a stable hash of the row (the same question gets the same id)."""
    if row.get("id") is not None:
        return str(row["id"])
    text = json.dumps({k: v for k, v in row.items() if k != "id"}, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def job_lock(batch: str, qid: str) -> str:
    """The job's lock and queueing lock: one job per question waits or runs at a time."""
    return f"{batch}:{qid}"


async def _done_or_queued(app: Any, batch: str) -> set[str]:
    """Question ids with a result, or whose latest job waits, runs or succeeded."""
    rows = await app.connector.execute_query_all_async(
        query="SELECT question_id AS qid FROM warrantguard_batch_results WHERE batch = %(batch)s "
              "UNION SELECT args->'question'->>'id' FROM ("
              " SELECT DISTINCT ON (lock) args, status FROM procrastinate_jobs"
              " WHERE task_name = %(task)s AND args->>'batch' = %(batch)s ORDER BY lock, id DESC) j"
              " WHERE j.status IN ('todo', 'doing', 'succeeded')",
        batch=batch, task=TASK)
    return {str(r["qid"]) for r in rows}


async def defer_questions(app: Any, batch: str, rows: Sequence[dict[str, Any]],
                          settings: dict[str, Any]) -> tuple[int, int]:
    """Defer a job per question not done or queued yet; returns (deferred, skipped)."""
    skip = await _done_or_queued(app, batch)
    todo = [r for r in rows if r["id"] not in skip]
    procrastinate = procrastinate_module()
    deferred = 0
    for start in range(0, len(todo), _CHUNK):
        jobs = [procrastinate.jobs.Job(
            queue=QUEUE, task_name=TASK, lock=job_lock(batch, r["id"]), queueing_lock=job_lock(batch, r["id"]),
            task_kwargs={"batch": batch, "question": r, "settings": settings}) for r in todo[start:start + _CHUNK]]
        deferred += await _defer_chunk(app, jobs)
    return deferred, len(rows) - deferred


async def _defer_chunk(app: Any, jobs: list[Any]) -> int:
    """Defer ``jobs`` in one statement; on a queueing-lock clash (another batch command
    deferred one meanwhile), one at a time, skipping those already waiting."""
    errors = procrastinate_module().exceptions
    try:
        await app.job_manager.batch_defer_jobs_async(jobs)
        return len(jobs)
    except errors.AlreadyEnqueued:
        pass
    count = 0
    for job in jobs:
        try:
            await app.job_manager.defer_job_async(job)
            count += 1
        except errors.AlreadyEnqueued:
            continue
    return count


async def fetch_result(app: Any, batch: str, qid: str) -> dict[str, Any] | None:
    """The question's stored row, or ``None``."""
    rows = await app.connector.execute_query_all_async(
        query="SELECT row FROM warrantguard_batch_results WHERE batch = %(batch)s AND question_id = %(qid)s",
        batch=batch, qid=qid)
    return dict(rows[0]["row"]) if rows else None


async def insert_result(app: Any, batch: str, qid: str, row: dict[str, Any], worker: str) -> dict[str, Any]:
    """Write the row unless one is there already; returns the stored row (the first writer's).

    One statement: the insert's row if it won, else the row already there (the statement's
    snapshot sees a row written before it, never its own insert)."""
    rows = await app.connector.execute_query_all_async(
        query="WITH new AS (INSERT INTO warrantguard_batch_results (batch, question_id, row, worker) "
              "VALUES (%(batch)s, %(qid)s, %(row)s, %(worker)s) ON CONFLICT (batch, question_id) DO NOTHING "
              "RETURNING row) SELECT row FROM new UNION ALL SELECT row FROM warrantguard_batch_results "
              "WHERE batch = %(batch)s AND question_id = %(qid)s LIMIT 1",
        batch=batch, qid=qid, row=row, worker=worker)
    if not rows:  # pragma: no cover - a concurrent insert committed between the check and the read
        stored = await fetch_result(app, batch, qid)
        if stored is None:
            raise RuntimeError(f"the result of question {qid!r} was neither written nor found")
        return stored
    return dict(rows[0]["row"])


async def read_results(app: Any, batch: str) -> list[dict[str, Any]]:
    """Every stored row of the batch, in the order they were written."""
    rows = await app.connector.execute_query_all_async(
        query="SELECT row FROM warrantguard_batch_results WHERE batch = %(batch)s "
              "ORDER BY recorded_at, question_id", batch=batch)
    return [dict(r["row"]) for r in rows]


@dataclass
class QueueStatus:
    """Progress of a batch across workers (``running_by_worker``: procrastinate worker ids)."""

    done: int = 0
    queued: int = 0
    running: int = 0
    failed: int = 0
    retries: int = 0
    done_by_worker: dict[str, int] = field(default_factory=dict)
    running_by_worker: dict[str, int] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        """Nothing waits or runs."""
        return self.queued == 0 and self.running == 0

    def as_json(self) -> dict[str, Any]:
        """The counts as a JSON object."""
        return {"done": self.done, "queued": self.queued, "running": self.running, "failed": self.failed,
                "retries": self.retries, "done_by_worker": self.done_by_worker,
                "running_by_worker": self.running_by_worker}


_STATE = {"todo": "queued", "doing": "running", "failed": "failed", "cancelled": "failed", "aborted": "failed"}


async def read_status(app: Any, batch: str) -> QueueStatus:
    """Done (rows in the results table), and each other question's latest job: queued, running or failed."""
    done = await app.connector.execute_query_all_async(
        query="SELECT worker, count(*) AS n FROM warrantguard_batch_results WHERE batch = %(batch)s "
              "GROUP BY worker ORDER BY worker", batch=batch)
    jobs = await _open_jobs(app, batch)
    retries = await app.connector.execute_query_all_async(
        # attempts counts each ended run: a retry (stalled or failed) and the final finish
        query="SELECT coalesce(sum(attempts - (status IN ('succeeded', 'failed', 'aborted'))::int), 0) AS n "
              "FROM procrastinate_jobs "
              "WHERE task_name = %(task)s AND args->>'batch' = %(batch)s", batch=batch, task=TASK)
    return _status(done, jobs, int(retries[0]["n"]))


async def _open_jobs(app: Any, batch: str) -> list[dict[str, Any]]:
    """The latest job of each question without a result: its id, status and worker."""
    return list(await app.connector.execute_query_all_async(
        query="SELECT DISTINCT ON (lock) lock, status::text AS status, worker_id, args->'question'->>'id' AS qid"
              " FROM procrastinate_jobs j WHERE task_name = %(task)s AND args->>'batch' = %(batch)s"
              " AND NOT EXISTS (SELECT 1 FROM warrantguard_batch_results r WHERE r.batch = %(batch)s"
              "  AND r.question_id = j.args->'question'->>'id') ORDER BY lock, id DESC", batch=batch, task=TASK))


async def read_failed(app: Any, batch: str) -> list[str]:
    """The ids of the questions whose latest job failed (no result): deferring again retries them."""
    return [str(j["qid"]) for j in await _open_jobs(app, batch) if _STATE.get(str(j["status"])) == "failed"]


def _status(done: Iterable[dict[str, Any]], jobs: Iterable[dict[str, Any]], retries: int) -> QueueStatus:
    status = QueueStatus(retries=retries)
    status.done_by_worker = {str(r["worker"]): int(r["n"]) for r in done}
    status.done = sum(status.done_by_worker.values())
    states: Counter[str] = Counter()
    running: Counter[str] = Counter()
    for job in jobs:
        state = _STATE.get(str(job["status"]))
        if state is None:
            continue  # succeeded without a row cannot happen (the row is written first)
        states[state] += 1
        if state == "running":
            running[str(job["worker_id"])] += 1
    status.queued, status.running, status.failed = states["queued"], states["running"], states["failed"]
    status.running_by_worker = dict(sorted(running.items()))
    return status


async def retry_stalled(app: Any, stalled_after: float) -> int:
    """Put back in the queue the jobs of workers silent for ``stalled_after`` seconds; returns how many."""
    errors = procrastinate_module().exceptions
    jobs = await app.job_manager.get_stalled_jobs(queue=QUEUE, task_name=TASK, seconds_since_heartbeat=stalled_after)
    count = 0
    for job in list(jobs)[:_MAX_STALLED]:
        try:
            await app.job_manager.retry_job(job)
            count += 1
        except errors.ConnectorException:
            continue  # another worker put it back first
    return count
