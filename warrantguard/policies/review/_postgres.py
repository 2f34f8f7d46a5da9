"""A PostgreSQL review store (psycopg 3) for several guard instances sharing one queue; every
decision notifies waiters in any process (``LISTEN``/``NOTIFY``, see :mod:`._listen`)."""

from __future__ import annotations

import hashlib
import queue
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from warrantguard.extras.psycopg import psycopg_module
from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies.review._listen import (
    DecisionListener,
    DecisionWatch,
    acquire_listener,
    redact_secrets,
    release_listener,
    valid_channel,
)
from warrantguard.policies.review._resume import migration_statements
from warrantguard.policies.review._store import ReviewUnavailable, SQLStore, schema_statements

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

    Every statement that makes an item final also sends ``NOTIFY <channel>, '<item id>'``:
    ``channel`` defaults to one derived from the database and schema (two deployments in one
    database do not cross-talk). Waits (:meth:`watch_decision`) share one ``LISTEN`` connection
    per process (at most ``max_waiters`` at once; beyond, waits poll) and re-check the database
    every ``safety_poll`` seconds as a backstop. ``listen=False`` waits by polling only.
    """

    _mark = "%s"

    def __init__(self, conninfo: str, *, pool_size: int = 8, connect_timeout: float = 10.0,
                 channel: str | None = None, listen: bool = True, safety_poll: float = 30.0,
                 max_waiters: int = 10_000):
        if channel is not None and not valid_channel(channel):
            raise ConfigurationError("the review notification channel must be a plain identifier "
                                     f"(letters, digits, _; at most 63), not {channel[:80]!r}")
        if not safety_poll > 0:
            raise ConfigurationError(f"safety_poll must be positive seconds, got {safety_poll!r}")
        self._psycopg = _psycopg()
        self.conninfo, self.connect_timeout = conninfo, connect_timeout
        self.listen, self.safety_poll, self.max_waiters = listen, float(safety_poll), max_waiters
        self.listener: DecisionListener | None = None
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
            cur.execute("SELECT current_database(), current_schema()")
            where = ".".join(str(part) for part in cur.fetchone())
        self.channel = channel or "warrantguard_review_" + hashlib.sha256(where.encode()).hexdigest()[:16]

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
        """A cursor on a pooled connection; the driver's connection failures become :class:`ReviewUnavailable`."""
        unreachable = (self._psycopg.OperationalError, self._psycopg.InterfaceError)
        try:
            with self._pooled_cursor() as cur:
                yield cur
        except unreachable as exc:
            where = redact_secrets(self.conninfo.split("?", 1)[0], self.conninfo)
            raise ReviewUnavailable(f"the PostgreSQL review store at {where} is unavailable: "
                                    f"{redact_secrets(str(exc), self.conninfo)[:300]}") from None

    @contextmanager
    def _pooled_cursor(self) -> Iterator[Any]:
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

    def _finalise(self, sql: str, params: Sequence[Any]) -> int:
        """The ``UPDATE`` and a ``pg_notify`` per item it made final, in one statement (one
        transaction: the notification goes out when, and only if, the decision commits)."""
        rows = self._rows(f"WITH final AS ({sql} RETURNING id) SELECT pg_notify(?, final.id) FROM final",
                          [*params, self.channel])
        return len(rows)

    def watch_decision(self, item_id: str) -> DecisionWatch | None:
        """A watch woken when ``item_id`` is decided or expires, in any process; ``None`` when
        this store does not listen or the process has ``max_waiters`` waits already. Close it."""
        if not self.listen:
            return None
        with self._lock:
            if self.listener is None:
                self.listener = acquire_listener(self.conninfo, self.channel, self._listen_connection,
                                                 max_waiters=self.max_waiters)
            listener = self.listener
        return listener.watch(item_id, self.safety_poll)

    def _listen_connection(self) -> Any:
        return self._psycopg.connect(self.conninfo, autocommit=True, application_name="warrantguard-review-listener",
                                     connect_timeout=max(1, int(self.connect_timeout)))

    def close(self) -> None:
        """Close every pooled connection and release the listener."""
        with self._lock:
            listener, self.listener = self.listener, None
        if listener is not None:
            release_listener(listener)
        with self._lock:
            conns, self._all = self._all, []
        for conn in conns:
            conn.close()
