"""Real ``warrantguard serve`` processes for the multi-instance test and ``bench/scale.py``."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx


def start_serve(port: int, upstream: str, flags: list[str], log: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    """``warrantguard serve`` on ``port`` in front of ``upstream`` (its ``/v1`` base), stderr to ``log``."""
    full_env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", **env}
    cmd = [sys.executable, "-m", "warrantguard.cli", "serve", "--base-url", upstream + "/v1", "--model",
           "fake-model", "--port", str(port), "--generator", "lexical", "--log-level", "warning", *flags]
    return subprocess.Popen(cmd, env=full_env, stdout=subprocess.DEVNULL, stderr=log.open("wb"))


def wait_healthy(port: int, proc: subprocess.Popen[bytes], log: Path, timeout: float = 60.0) -> None:
    """Wait until ``/healthz`` answers 200; ``RuntimeError`` with the log's tail if it exits or never does."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"serve on {port} exited: {log.read_text()[-2000:]}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"serve on {port} did not become healthy: {log.read_text()[-2000:]}")
