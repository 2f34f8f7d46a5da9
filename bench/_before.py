"""Run a bench script's ``--worker`` mode against the engine at an earlier git revision.

The revision is checked out into a temporary worktree and put first on ``PYTHONPATH``,
so the same workload runs on the old and the new engine in the same run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def run_worker(script: str, revision: str, *args: str) -> Any:
    """``python script --worker *args`` with the engine at ``revision``; its last stdout line, as JSON."""
    with revision_env(revision) as env:
        return worker_output(script, env, *args)


@contextmanager
def revision_env(revision: str) -> Iterator[dict[str, str]]:
    """An environment whose ``PYTHONPATH`` starts with a temporary worktree of ``revision``."""
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "before"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(tree), revision], check=True)
        try:
            yield {**os.environ, "PYTHONPATH": str(tree)}
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=True)


def worker_output(script: str, env: dict[str, str], *args: str) -> Any:
    """``python script --worker *args`` in ``env``; its last stdout line, as JSON."""
    out = subprocess.run([sys.executable, script, "--worker", *args], env=env, capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])
