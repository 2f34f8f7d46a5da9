"""Crash safety: a writer killed with SIGKILL mid-stream loses no committed item."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from _certs import make_cert

from warrantguard.guard import CallPlan, Warrant
from warrantguard.policies import ReviewQueue, ReviewStatus, SQLiteReviewStore, StakesPolicy

from ..conftest import make_store

WRITER = """
import sys
from pathlib import Path
from warrantguard.guard import Certificate
from warrantguard.policies import Decision, PostgresReviewStore, ReviewQueue, SQLiteReviewStore

target, folder = sys.argv[1], Path(sys.argv[2])
store = PostgresReviewStore(target) if target.startswith("host=") else SQLiteReviewStore(target)
queue = ReviewQueue(store)
cert = Certificate.model_validate_json((folder / "cert.json").read_text())
decision = Decision.model_validate_json((folder / "decision.json").read_text())
for i in range(1_000_000):
    item_id = queue.enqueue(cert, decision, request_id=f"w{i}")
    sys.stdout.write(item_id + "\\n")
    sys.stdout.flush()
"""


def test_sigkilled_writer_loses_no_committed_item(backend: str, tmp_path: Path) -> None:
    cert = make_cert(Warrant.CONDITIONAL)
    decision = StakesPolicy().decide(cert, CallPlan("high", "explicit"))
    (tmp_path / "cert.json").write_text(cert.model_dump_json())
    (tmp_path / "decision.json").write_text(decision.model_dump_json())
    make_store(backend).close()  # create the schema before the writer starts
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, backend, str(tmp_path)],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    committed: list[str] = []
    deadline = time.monotonic() + 60
    while len(committed) < 60 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        committed.append(line.strip())
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    assert len(committed) >= 60, "the writer did not get going"

    store = make_store(backend)
    if isinstance(store, SQLiteReviewStore):
        assert store.integrity_check() == "ok"
    queue = ReviewQueue(store)
    stored = {item.id for item in queue.list(limit=100_000)}
    assert set(committed) <= stored
    assert all(queue.get(i).status is ReviewStatus.PENDING for i in committed[:5])
    queue.approve(committed[0])  # still writable after the crash
    assert queue.get(committed[0]).status is ReviewStatus.APPROVED
    queue.close()
