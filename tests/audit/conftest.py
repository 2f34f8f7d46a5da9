"""Shared helpers for the audit tests: synthetic certificates, a throw-away PostgreSQL."""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from warrantguard.guard._certificate import Certificate, TierOutcome, TierStatus, Warrant

_ids = itertools.count()

_PASSED_BY_WARRANT = {0: 0, 1: 2, 2: 3, 3: 4}  # leading tiers passed for each warrant


def make_certificate(
    warrant: int = 2,
    *,
    model: str = "test-model",
    belief: float | None = 60.0,
    recommend_a: bool = True,
    confidence: int | None = 80,
    prompt: str = "Is tea better than coffee?",
    rates: tuple[float, ...] = (0.0, 0.1, 0.2, 0.3),
) -> Certificate:
    """A complete certificate with the tier profile implied by ``warrant``."""
    n_pass = _PASSED_BY_WARRANT[warrant]
    tiers = []
    for k in range(4):
        if k < n_pass:
            status, viol = TierStatus.PASSED, 0
        elif k == n_pass:
            status, viol = TierStatus.FAILED, max(1, round(rates[k] * 10))
        else:
            status, viol = TierStatus.SKIPPED, 0
        tiers.append(TierOutcome(tier=k, name=f"t{k}", planned=10, probes=10 if k <= n_pass else 0,
                                 violations=viol, status=status))
    return Certificate(
        id=f"cert-{next(_ids)}", model=model, prompt=prompt, option_a="tea", option_b="coffee",
        recommendation="tea" if recommend_a else "coffee", warrant=Warrant(warrant), rule="test",
        complete=True, tiers=tiers, confidence=confidence, belief=belief,
    )


@pytest.fixture
def certificate_factory() -> Any:
    """The :func:`make_certificate` helper as a fixture."""
    return make_certificate


# ---- a throw-away PostgreSQL cluster (minimal copy of tests/policies/conftest.py) ----------

def _free_port() -> int:
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
        self.dir = Path(tempfile.mkdtemp(prefix="wg-audit-pg-"))
        self.port = _free_port()

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


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store_spec(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A record-store spec for :func:`open_record_store`: a SQLite path or a PostgreSQL URL."""
    if request.param == "sqlite":
        return str(tmp_path / "records.sqlite3")
    return str(request.getfixturevalue("pg_url"))
