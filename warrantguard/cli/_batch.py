"""``warrantguard batch``: certify a JSONL file of questions, resumably, several at once.

The output file is append-only: a question is done when its last row holds a certificate
or a "not pairwise" error; a row for a provider error is marked ``"retry": true`` and the
question is certified again on the next run. ``--concurrency N`` runs N certificates at
once in one event loop, sharing ``--rpm``/``--tpm`` limits on the focal model.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shlex
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from warrantguard.cli._batch_view import latest_records
from warrantguard.cli._stakes_flags import Stakes, decision_json
from warrantguard.guard import ConfigurationError, Guard, NotPairwiseError, ProviderError, WarrantBlocked

__all__ = ["BatchRun", "certify_item", "pending", "read_questions", "resume_command", "run_batch"]

_MAX_QUESTIONS = 1_000_000


def read_questions(path: Path, default_id: Callable[[dict[str, Any], int], str] | None = None) -> list[dict[str, Any]]:
    """The questions of a JSONL file (``id`` defaults to ``default_id(row, line number)``, else the line number)."""
    if not path.exists():
        raise ConfigurationError(f"{path}: no such file")
    items = []
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if n > _MAX_QUESTIONS:
                raise ConfigurationError(f"{path}: more than {_MAX_QUESTIONS:,} lines")
            if line.strip():
                items.append(_question(path, n, line, default_id))
    return items


def _question(path: Path, n: int, line: str,
              default_id: Callable[[dict[str, Any], int], str] | None) -> dict[str, Any]:
    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ConfigurationError(f"{path}:{n}: not JSON ({exc.msg})") from exc
    if not isinstance(item, dict) or not isinstance(item.get("prompt"), str):
        raise ConfigurationError(f"{path}:{n}: each line needs a 'prompt' string")
    for key in ("stakes", "route", "context"):
        if item.get(key) is not None and not isinstance(item[key], str):
            raise ConfigurationError(f"{path}:{n}: '{key}' must be a string")
    tags = item.get("tags")
    if tags is not None and not (isinstance(tags, dict) and all(isinstance(v, str) for v in tags.values())):
        raise ConfigurationError(f"{path}:{n}: 'tags' must be an object of strings")
    if item.get("id") is None:
        item["id"] = default_id(item, n) if default_id is not None else str(n)
    item["id"] = str(item["id"])
    return item


def pending(items: list[dict[str, Any]], out: Path) -> list[dict[str, Any]]:
    """The questions without a final row in ``out`` (error rows marked for retry count as to do)."""
    done = {key for key, record in latest_records(out).items() if not record.get("retry")}
    return [i for i in items if i["id"] not in done]


def resume_command(argv: Sequence[str]) -> str:
    """The command that resumes this batch: the same one."""
    return shlex.join(["warrantguard", *argv])


@dataclass
class BatchRun:
    """One batch: the guard, the stakes, the output and the count of rows written."""

    guard: Guard
    stakes: Stakes
    out: TextIO
    tag: str
    concurrency: int = 1
    advance: Callable[[], None] = lambda: None
    written: int = 0
    failed: int = 0
    reviews: list[str] = field(default_factory=list)

    async def one(self, item: dict[str, Any]) -> None:
        """Certify one question and append its row."""
        record = await self._record(item)
        self.out.write(json.dumps(record) + "\n")
        self.out.flush()
        self.written += 1
        self.failed += bool(record.get("retry"))
        self.advance()

    async def _record(self, item: dict[str, Any]) -> dict[str, Any]:
        record = await certify_item(self.guard, self.stakes, item, self.tag)
        review = (record.get("decision") or {}).get("review_id")
        if review:
            self.reviews.append(str(review))
        return record


async def certify_item(guard: Guard, stakes: Stakes, item: dict[str, Any], tag: str) -> dict[str, Any]:
    """One question's output row: its certificate (and decision), or the error (``retry`` marks a
    provider error worth another try). A refused key raises: every other question would fail too."""
    key = item["id"]
    try:
        tags = {**(stakes.tags or {}), **(item.get("tags") or {})}
        result = await guard.acheck(
            item["prompt"], options=item.get("options"), context=item.get("context"),
            stakes=item.get("stakes") or stakes.level, route=item.get("route") or stakes.route,
            tags=tags, request_id=f"{tag}:{key}")
    except NotPairwiseError as exc:
        return {"id": key, "error": f"not pairwise: {exc}"}
    except WarrantBlocked as exc:
        return {"id": key, "certificate": exc.certificate.model_dump(mode="json"),
                "decision": decision_json(exc.decision, None)}
    except ProviderError as exc:
        if exc.auth:
            raise
        return {"id": key, "error": f"provider failed: {' '.join(str(exc).split())[:300]}", "retry": True}
    record: dict[str, Any] = {"id": key, "certificate": result.certificate.model_dump(mode="json")}
    if result.decision is not None:
        record["decision"] = decision_json(result.decision, stakes.db)
    return record


async def run_batch(run: BatchRun, todo: list[dict[str, Any]]) -> None:
    """Certify ``todo``, ``run.concurrency`` at a time (bounded: a fixed pool of workers)."""
    queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    for item in todo:
        queue.put_nowait(item)

    async def worker() -> None:
        while not queue.empty():
            await run.one(queue.get_nowait())

    try:
        async with asyncio.TaskGroup() as group:
            for _ in range(max(1, min(run.concurrency, len(todo)))):
                group.create_task(worker())
    except BaseExceptionGroup as grouped:  # the first failure as itself (a refused key, say)
        raise grouped.exceptions[0] from None


def summary_note(run: BatchRun, total: int, todo: int) -> list[str]:
    """Lines for stderr after the run: failures to retry and items queued for review."""
    lines = []
    if run.failed:
        lines.append(f"warrantguard: {run.failed} questions failed on provider errors; "
                     "run the same command again to retry them")
    if run.reviews:
        lines.append(f"warrantguard: {len(run.reviews)} queued for review (see the decision column; "
                     f"warrantguard review --db {shlex.quote(run.stakes.db or '')} list)")
    return lines


def print_start(total: int, todo: int) -> None:
    """How much is left to do (on stderr)."""
    print(f"warrantguard: {total} questions, {total - todo} done, {todo} to do", file=sys.stderr)


def add_batch_flags(p: argparse.ArgumentParser, positive_int: Any, positive_float: Any) -> None:
    """``--concurrency``, ``--rpm`` and ``--tpm``."""
    p.add_argument("--concurrency", type=positive_int, default=1, metavar="N",
                   help="certificates at once (default 1); they share --rpm and --tpm")
    p.add_argument("--rpm", type=positive_float, metavar="N", help="requests per minute to the focal model, shared")
    p.add_argument("--tpm", type=positive_float, metavar="N",
                   help="tokens per minute to the focal model, shared (estimated, then settled from usage)")
