"""A throw-away PostgreSQL cluster for the tests (review queue and record store backends).

One session-scoped server (initdb + pg_ctl in a temp dir, as the postgres user when run
as root), shared by every test package; each test gets a fresh schema.
"""

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


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_postgres(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


class PgCluster:
    """initdb + pg_ctl in a temp dir (as the postgres user when run as root)."""

    def __init__(self) -> None:
        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        self.bin = Path(found[-1]).parent if found else None
        self.dir = Path(tempfile.mkdtemp(prefix="wg-pg-"))
        self.port = free_port()

    def _run(self, cmd: list[str]) -> None:
        proc = subprocess.run(_as_postgres(cmd), capture_output=True, text=True, timeout=60)
        if proc.returncode:
            raise RuntimeError(f"{Path(cmd[0]).name} failed: {proc.stderr.strip()[-500:]}")

    def start(self) -> None:
        if self.bin is None:
            raise RuntimeError("no PostgreSQL binaries under /usr/lib/postgresql/*/bin "
                               "(apt-get install -y postgresql)")
        if os.geteuid() == 0:
            pw = pwd.getpwnam("postgres")
            os.chown(self.dir, pw.pw_uid, pw.pw_gid)
        data = str(self.dir / "data")
        self._run([str(self.bin / "initdb"), "-D", data, "-A", "trust", "-U", "postgres",
                   "--no-sync", "-E", "UTF8"])
        opts = f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run([str(self.bin / "pg_ctl"), "-D", data, "-o", opts, "-l", str(self.dir / "log"),
                   "-w", "-t", "30", "start"])

    def url(self, schema: str | None = None) -> str:
        """A ``postgresql://`` URL, optionally with ``search_path`` set to ``schema``."""
        base = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        return base if schema is None else f"{base}?options=-csearch_path%3D{schema}"

    def stop(self) -> None:
        if self.bin is not None and (self.dir / "data" / "postmaster.pid").exists():
            subprocess.run(_as_postgres([str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"),
                                         "-m", "immediate", "stop"]), capture_output=True, timeout=60)
        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[PgCluster]:
    """A running PostgreSQL server, or a skip saying why none could be started."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.skip("psycopg is not installed: pip install 'warrantguard[postgres]'")
    cluster = PgCluster()
    try:
        cluster.start()
    except (RuntimeError, OSError, KeyError, subprocess.TimeoutExpired) as exc:
        cluster.stop()
        pytest.skip(f"could not start a PostgreSQL server: {exc}")
    yield cluster
    cluster.stop()


@pytest.fixture
def pg_url(pg_cluster: PgCluster) -> str:
    """A ``postgresql://`` URL whose search_path is a fresh schema (one per test)."""
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    return pg_cluster.url(schema)


@pytest.fixture
def pg_conninfo(pg_cluster: PgCluster) -> str:
    """A libpq conninfo whose search_path is a fresh schema (one per test)."""
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    return f"host=127.0.0.1 port={pg_cluster.port} user=postgres dbname=postgres options=-csearch_path={schema}"
