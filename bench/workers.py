"""Workers bench: the same questions by an in-process batch and by 1 and 2 ``warrantguard worker``
processes, side by side, in one run, on a throw-away PostgreSQL server.

Every run uses the scripted model ``py:cli_models:<model>`` (``slow``: 50 ms a call, as a
network-bound provider; ``train``: no latency, CPU-bound) with the lexical generator and no cache.
Each run's wall time covers the work only, never a process start-up: the in-process batch runs in
this process; for workers, the clock starts once every worker has registered with the queue,
then the questions are deferred (in this process) and it stops when the results table holds every
question. Prints each time, the questions per second and the ratios, with the machine's core count.

    python bench/workers.py [--questions 200] [--concurrency 4] [--model slow]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map
ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
sys.path[:0] = [str(ROOT), str(TESTS)]

from _postgres import PgCluster  # noqa: E402  (the tests' throw-away server)

_LOOKS = 36_000  # at most an hour of 0.1 s looks for the results


def _questions(path: Path, n: int) -> Path:
    with path.open("w") as f:
        for i in range(n):
            f.write(json.dumps({"id": f"q{i}", "prompt": f"Which is safer for trip {i}, motorcycle or train?",
                                "options": ["motorcycle", "train"]}) + "\n")
    return path


def _cli(*args: str, **popen: object) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(TESTS)]), "WARRANTGUARD_CACHE": ""}
    return subprocess.Popen([sys.executable, "-m", "warrantguard.cli", *args], env=env, **popen)  # type: ignore[call-overload]


def _schema(cluster: PgCluster) -> str:
    import psycopg

    name = f"bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    return cluster.url(name)


def _count(url: str, table: str) -> int:
    """Rows in ``table`` (0 while the workers have not created it yet)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        try:
            return int(conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
        except psycopg.errors.UndefinedTable:
            return 0


def _until(predicate: object, what: str) -> None:
    for _ in range(_LOOKS):
        if predicate():  # type: ignore[operator]
            return
        time.sleep(0.1)
    raise SystemExit(f"gave up waiting for {what}")


def _quiet(args: list[str]) -> int:
    """``warrantguard`` in this process, its output discarded."""
    import contextlib
    import io

    from warrantguard.cli import main as cli

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return cli(args)


def in_process(questions: Path, model: list[str], concurrency: int, out: Path) -> float:
    """Wall seconds of ``batch questions --out`` at ``--concurrency``, in this process."""
    start = time.perf_counter()
    if _quiet(["batch", str(questions), "--out", str(out), "--concurrency", str(concurrency), *model]):
        raise SystemExit("the in-process batch failed")
    return time.perf_counter() - start


def on_workers(cluster: PgCluster, questions: Path, n: int, model: list[str], workers: int,
               concurrency: int) -> float:
    """Wall seconds from deferring to the last result, with ``workers`` worker processes."""
    url = _schema(cluster)
    procs = [_cli("worker", "--queue", url, *model, "--concurrency", str(concurrency), "--poll", "0.5",
                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in range(workers)]
    try:
        _until(lambda: _count(url, "procrastinate_workers") >= workers, "the workers to start")
        start = time.perf_counter()
        if _quiet(["batch", str(questions), "--queue", url, *model]):
            raise SystemExit("deferring failed")
        _until(lambda: _count(url, "warrantguard_batch_results") >= n, "the results")
        return time.perf_counter() - start
    finally:
        for proc in procs:
            proc.terminate()
            proc.wait(timeout=60)


def main() -> None:
    """Run the three side by side and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--model", default="slow", help="a model of tests/cli_models.py (slow, train)")
    args = parser.parse_args()
    model = ["--model", f"py:cli_models:{args.model}", "--generator", "lexical", "--cache", ""]
    cluster = PgCluster()
    cluster.start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            questions = _questions(Path(tmp) / "q.jsonl", args.questions)
            base = in_process(questions, model, args.concurrency, Path(tmp) / "out.jsonl")
            rows = [("in-process batch", base)]
            for workers in (1, 2):
                rows.append((f"{workers} worker{'s' * (workers > 1)}",
                             on_workers(cluster, questions, args.questions, model, workers, args.concurrency)))
    finally:
        cluster.stop()
    print(f"{args.questions} questions, model py:cli_models:{args.model}, --concurrency {args.concurrency} "
          f"per process, {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end")
    for name, seconds in rows:
        print(f"  {name:<18} {seconds:7.1f} s  {args.questions / seconds:6.1f} q/s  x{base / seconds:.2f}")


if __name__ == "__main__":
    main()
