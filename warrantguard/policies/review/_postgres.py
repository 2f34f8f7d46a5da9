"""A PostgreSQL review store (psycopg 3) for several guard instances sharing one queue."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from warrantguard.extras.psycopg import psycopg_module
from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies.review._resume import migration_statements
from warrantguard.policies.review._store import SQLStore, schema_statements

__all__ = ["PostgresReviewStore"]


def _psycopg() -> Any:
    """psycopg from its home module (:class:`ConfigurationError` with the install hint without the extra)."""
    try:
        return psycopg_module()
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ConfigurationError(str(exc)) from exc


class PostgresReviewStore(SQLStore):
    """Review items in a PostgreSQL database given by a libpq ``conninfo`` or URL.

    Statements run in autocommit mode and each is atomic: a unique ``request_id``
    makes enqueueing idempotent and a conditional ``UPDATE`` lets exactly one of two
    concurrent reviewers win, across any number of guard processes. Connections are
    pooled (up to ``pool_size``, kept open until :meth:`close`).
    """

    _mark = "%s"

    def __init__(self, conninfo: str, *, pool_size: int = 8, connect_timeout: float = 10.0):
        self._psycopg = _psycopg()
        self.conninfo, self.connect_timeout = conninfo, connect_timeout
        self._idle: queue.LifoQueue[Any] = queue.LifoQueue()
        self._slots = threading.BoundedSemaphore(pool_size)
        self._all: list[Any] = []
        self._lock = threading.Lock()
        with self._cursor() as cur:
            cur.execute("SELECT pg_advisory_lock(421337)")
            try:
                for stmt in [*schema_statements(), *migration_statements()]:
                    cur.execute(stmt)
            finally:
                cur.execute("SELECT pg_advisory_unlock(421337)")

    def __repr__(self) -> str:
        return "PostgresReviewStore(<conninfo>)"

    def _connect(self) -> Any:
        conn = self._psycopg.connect(
            self.conninfo, autocommit=True, connect_timeout=max(1, int(self.connect_timeout))
        )
        with self._lock:
            self._all.append(conn)
        return conn

    @contextmanager
    def _cursor(self) -> Iterator[Any]:
        with self._slots:
            try:
                conn = self._idle.get_nowait()
            except queue.Empty:
                conn = self._connect()
            if conn.closed or conn.broken:
                conn = self._connect()
            try:
                with conn.cursor() as cur:
                    yield cur
            finally:
                if not (conn.closed or conn.broken):
                    self._idle.put(conn)

    def close(self) -> None:
        """Close every pooled connection."""
        with self._lock:
            conns, self._all = self._all, []
        for conn in conns:
            conn.close()
