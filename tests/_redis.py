"""A throw-away Redis server for the tests (shared cache, certificate store, rate limiter).

One session-scoped ``redis-server`` (the Debian package, installed by ``scripts/setup.sh``)
on a free loopback port with persistence off; each test gets its own key prefix, so tests
never see each other's keys. ``RedisServer.stop()``/``start()`` let a test take Redis away
mid-run and bring it back on the same port.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest


def free_port() -> int:
    """A free TCP port on loopback."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class RedisServer:
    """``redis-server`` on loopback with no persistence; stop/start keep the port."""

    def __init__(self) -> None:
        self.binary = shutil.which("redis-server")
        self.dir = Path(tempfile.mkdtemp(prefix="wg-redis-"))
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        """``redis://127.0.0.1:<port>/0``."""
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        """Start the server and wait (at most 10 s) until it answers PING."""
        if self.binary is None:
            raise RuntimeError("no redis-server on PATH (apt-get install -y redis-server)")
        args = [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
                "--appendonly", "no", "--dir", str(self.dir), "--protected-mode", "yes"]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if self.ping():
                return
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"redis-server did not start on port {self.port}")

    def ping(self) -> bool:
        """Whether the server answers ``PING`` (raw RESP, no client library)."""
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def stop(self) -> None:
        """Kill the server (SIGKILL: as abrupt as a crash)."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)
        self.proc = None


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """A running Redis server, or a skip saying why none could be started."""
    try:
        import redis  # noqa: F401
    except ImportError:
        pytest.skip("redis-py is not installed: pip install 'warrantguard[redis]'")
    server = RedisServer()
    try:
        server.start()
    except (RuntimeError, OSError) as exc:
        pytest.skip(f"could not start a Redis server: {exc}")
    yield server
    server.stop()
    shutil.rmtree(server.dir, ignore_errors=True)


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The session server's URL; restarts it first if an earlier test stopped it."""
    if not redis_server.ping():
        redis_server.start()
    return redis_server.url


@pytest.fixture
def redis_prefix() -> str:
    """A key prefix of this test's own."""
    return f"wgtest:{uuid.uuid4().hex[:12]}:"
