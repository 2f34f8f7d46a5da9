"""``warrantguard batch --queue URL``: defer the questions to workers, follow them, collect the rows.

* ``batch questions.jsonl --queue URL`` defers one job per question not done or queued yet
  (running it again defers nothing twice), then exits; ``--wait`` follows the progress and,
  with ``--out``, writes the output file when every job has ended.
* ``batch --status --queue URL`` prints done / queued / running / failed (``--json``).
* ``batch --collect --queue URL --out FILE`` writes the output file from the results table,
  in the row format of an in-process batch.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from warrantguard.cli._batch import read_questions
from warrantguard.cli._edge import EXIT_OK, EXIT_PROVIDER
from warrantguard.cli._queue import (
    QueueStatus,
    defer_questions,
    open_queue,
    question_id,
    read_failed,
    read_results,
    read_status,
)
from warrantguard.guard import ConfigurationError

__all__ = ["add_queue_flags", "queue_batch"]

_MAX_POLLS = 7 * 24 * 3600  # --wait gives up after a week of one-second polls
_DB_ERRORS = ("psycopg", "psycopg_pool", "procrastinate")


def add_queue_flags(p: argparse.ArgumentParser) -> None:
    """``--queue``, ``--batch``, ``--wait``, ``--status``, ``--collect`` and ``--json``."""
    p.add_argument("--queue", metavar="URL",
                   help="defer the questions to 'warrantguard worker' processes through this PostgreSQL "
                        "database (postgresql://…) instead of certifying them here")
    p.add_argument("--batch", default="default", metavar="NAME",
                   help="with --queue: the batch the questions belong to (question ids are unique per batch)")
    p.add_argument("--wait", action="store_true", help="with --queue: follow the progress until every job ended")
    p.add_argument("--status", action="store_true", help="with --queue: print done/queued/running/failed and exit")
    p.add_argument("--collect", action="store_true",
                   help="with --queue: write --out from the results table and exit")
    p.add_argument("--json", action="store_true", help="with --status: print the counts as JSON")


def queue_batch(args: argparse.Namespace, settings: Callable[[], dict[str, Any]],
                summary: Callable[[Path], None]) -> int:
    """The ``batch --queue`` modes; ``settings`` gives the jobs' certification flags,
    ``summary`` prints the tables of a written output file. Returns the exit code."""
    if args.collect and args.out is None:
        raise ConfigurationError("--collect needs --out FILE")
    if not (args.status or args.collect) and args.questions is None:
        raise ConfigurationError("batch --queue needs a questions file (or --status, --collect)")
    try:
        return asyncio.run(_run(args, settings, summary))
    except Exception as exc:
        if type(exc).__module__.split(".")[0] in _DB_ERRORS:
            text = " ".join(str(exc).split())[:300]
            raise ConnectionError(f"the queue database: {type(exc).__name__}: {text}") from None
        raise


async def _run(args: argparse.Namespace, settings: Callable[[], dict[str, Any]],
               summary: Callable[[Path], None]) -> int:
    async with open_queue(args.queue) as app:
        if args.status:
            _print_status(await read_status(app, args.batch), args.batch, args.json)
            return EXIT_OK
        rows = read_questions(args.questions, lambda row, n: question_id(row)) if args.questions else None
        if rows is not None and not args.collect:
            deferred, skipped = await defer_questions(app, args.batch, rows, settings())
            print(f"warrantguard: {len(rows)} questions, {deferred} deferred, {skipped} already queued or done "
                  f"(batch {args.batch!r})", file=sys.stderr)
            if not args.wait:
                return EXIT_OK
            status = await _follow(lambda: read_status(app, args.batch))
        else:
            status = await read_status(app, args.batch)
        if args.out is not None:
            results = await read_results(app, args.batch) + [_failed_row(q) for q in await read_failed(app, args.batch)]
            written = _write_out(args.out, results, rows)
            print(f"warrantguard: {written} rows written to {args.out}", file=sys.stderr)
            summary(args.out)
    if status.failed or status.queued or status.running:
        print(f"warrantguard: {status.failed} failed, {status.queued + status.running} not finished; "
              "run the same batch command again to defer the failed ones", file=sys.stderr)
    return EXIT_PROVIDER if status.failed else EXIT_OK


async def _follow(read: Callable[[], Awaitable[QueueStatus]], interval: float = 1.0) -> QueueStatus:
    """Poll until nothing waits or runs, a progress line on stderr at each change."""
    last = None
    for _ in range(_MAX_POLLS):
        status = await read()
        line = _line(status)
        if line != last:
            print(f"warrantguard: {line}", file=sys.stderr)
            last = line
        if status.finished:
            return status
        await asyncio.sleep(interval)
    raise TimeoutError("batch --wait: still running after a week")  # pragma: no cover


def _line(status: QueueStatus) -> str:
    return (f"{status.done} done, {status.queued} queued, {status.running} running, "
            f"{status.failed} failed, {status.retries} retries")


def _print_status(status: QueueStatus, batch: str, as_json: bool) -> None:
    if as_json:
        print(json.dumps({"batch": batch, **status.as_json()}, indent=2))
        return
    print(f"batch {batch}: {_line(status)}")
    for worker, n in status.done_by_worker.items():
        print(f"  done by {worker}: {n}")
    for worker, n in status.running_by_worker.items():
        print(f"  running on worker {worker}: {n}")


def _failed_row(qid: str) -> dict[str, Any]:
    """A failed job's row, as an in-process batch writes a provider error: retried on the next run."""
    return {"id": qid, "error": "provider failed: the job failed after its retries (the worker's log has the error)",
            "retry": True}


def _write_out(out: Path, results: list[dict[str, Any]], rows: list[dict[str, Any]] | None) -> int:
    """The output file from the results (in the questions file's order when given), replaced at once."""
    if rows is not None:
        order = {r["id"]: n for n, r in enumerate(rows)}
        results = sorted((r for r in results if str(r.get("id")) in order), key=lambda r: order[str(r["id"])])
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=f".{out.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            for record in results:
                f.write(json.dumps(record) + "\n")
        os.replace(tmp, out)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return len(results)
