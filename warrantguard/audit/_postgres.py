"""A PostgreSQL record store (psycopg 3), shared by several guard instances.

The only module of :mod:`warrantguard.audit` that uses psycopg (taken from
:mod:`warrantguard.extras.psycopg`), and only when a :class:`PostgresRecordStore` is
created. Schema and statements are those of the SQLite store
(:class:`~warrantguard.audit._records.SQLRecordStore`); placeholders are rewritten from
``?`` to ``%s``.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from warrantguard.audit._records import SQLRecordStore
from warrantguard.extras.psycopg import psycopg_module

__all__ = ["PostgresRecordStore"]

_SCHEMA_LOCK = 421338  # advisory lock serialising concurrent schema creation


class PostgresRecordStore(SQLRecordStore):
    """A :class:`RecordStore` in a PostgreSQL database (libpq ``conninfo`` or URL).

    Statements run in autocommit mode on one connection guarded by a lock (each
    statement is atomic; the certificate upsert keeps outcomes already attached). A
    broken connection is reopened on the next statement. Tables are created on first
    use under an advisory lock, so several processes may open the store at once. A
    server that cannot be reached raises ``ConnectionError``.
    """

    def __init__(self, conninfo: str, *, connect_timeout: float = 10.0) -> None:
        """Connect to ``conninfo`` and create the tables if needed."""
        self._psycopg = psycopg_module()
        self.conninfo, self.connect_timeout = conninfo, connect_timeout
        self._lock = threading.Lock()
        self._conn = self._connect()
        self._execute("SELECT pg_advisory_lock(?)", (_SCHEMA_LOCK,))
        try:
            self._create_schema()
        finally:
            self._execute("SELECT pg_advisory_unlock(?)", (_SCHEMA_LOCK,))

    def __repr__(self) -> str:
        """Without the conninfo, which may hold a password."""
        return "PostgresRecordStore(<conninfo>)"

    def _connect(self) -> Any:
        try:
            return self._psycopg.connect(self.conninfo, autocommit=True,
                                         connect_timeout=max(1, int(self.connect_timeout)))
        except self._psycopg.OperationalError as exc:
            raise ConnectionError(f"cannot connect to the PostgreSQL record store: {exc}") from exc

    def _execute(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            if self._conn.closed or self._conn.broken:
                self._conn = self._connect()
            cur = self._conn.execute(sql.replace("?", "%s"), tuple(args) or None)
            return list(cur.fetchall()) if cur.description else []

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self._conn.close()
