"""Fixtures: review stores over SQLite and a throw-away PostgreSQL server."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from warrantguard.policies import ReviewQueue, ReviewStore, SQLiteReviewStore


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(found[-1]).parent if found else None


def _as_postgres(cmd: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return cmd
    return ["runuser", "-u", "postgres", "--", *cmd]


class PgServer:
    """A PostgreSQL cluster in a temp dir, started with pg_ctl and stopped at the end."""

    def __init__(self) -> None:
        self.bin = _pg_bin()
        self.dir = Path(tempfile.mkdtemp(prefix="wg-pg-"))
        self.port = free_port()
        self.error: str | None = None

    def start(self) -> None:
        if self.bin is None:
            raise RuntimeError("no PostgreSQL binaries under /usr/lib/postgresql/*/bin "
                               "(apt-get install -y postgresql)")
        if os.geteuid() == 0:
            pw = pwd.getpwnam("postgres")
            os.chown(self.dir, pw.pw_uid, pw.pw_gid)
        data = self.dir / "data"
        self._run([str(self.bin / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres",
                   "--no-sync", "-E", "UTF8"])
        opts = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off "
                "-c max_connections=200")
        self._run([str(self.bin / "pg_ctl"), "-D", str(data), "-o", opts, "-l",
                   str(self.dir / "log"), "-w", "-t", "30", "start"])

    def _run(self, cmd: list[str]) -> None:
        proc = subprocess.run(_as_postgres(cmd), capture_output=True, text=True, timeout=60)
        if proc.returncode:
            raise RuntimeError(f"{Path(cmd[0]).name} failed: {proc.stderr.strip()[-500:]}")

    @property
    def conninfo(self) -> str:
        return f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres"

    def stop(self) -> None:
        if self.bin is not None and (self.dir / "data" / "postmaster.pid").exists():
            subprocess.run(_as_postgres([str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"),
                                         "-m", "immediate", "stop"]), capture_output=True,
                           timeout=60)
        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """A running PostgreSQL server, or a skip saying why none could be started."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.skip("psycopg is not installed: pip install 'warrantguard[postgres]'")
    server = PgServer()
    try:
        server.start()
    except (RuntimeError, OSError, KeyError, subprocess.TimeoutExpired) as exc:
        server.stop()
        pytest.skip(f"could not start a PostgreSQL server: {exc}")
    yield server
    server.stop()


@pytest.fixture
def pg_conninfo(pg_server: PgServer) -> str:
    """A conninfo whose search_path is a fresh schema (one per test)."""
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server.conninfo, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    return f"{pg_server.conninfo} options=-csearch_path={schema}"


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A store target: a SQLite path or a PostgreSQL conninfo."""
    if request.param == "sqlite":
        return str(tmp_path / "review.sqlite3")
    return str(request.getfixturevalue("pg_conninfo"))


def make_store(target: str) -> ReviewStore:
    """The store for a :func:`backend` target."""
    if target.startswith("host="):
        from warrantguard.policies import PostgresReviewStore

        return PostgresReviewStore(target, pool_size=24)
    return SQLiteReviewStore(target)


@pytest.fixture
def queue(backend: str) -> Iterator[ReviewQueue]:
    """A review queue over each backend."""
    q = ReviewQueue(make_store(backend), poll_interval=0.05)
    yield q
    q.close()
