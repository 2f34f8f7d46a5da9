"""Wake review waiters when a decision is made anywhere: PostgreSQL ``LISTEN``/``NOTIFY``.

Every statement that makes a review item final (a verdict or an expiry) also runs
``pg_notify(<channel>, <item id>)`` in the same transaction (see the PostgreSQL store). In each
process, one :class:`DecisionListener` per database and channel holds a dedicated connection that
``LISTEN``\\ s on the channel, in a daemon thread, and fans each item id out to the
:class:`DecisionWatch`\\ es parked on that item (asyncio events, woken thread-safely, so waits on
any event loop share it). A lost connection is reopened with capped, jittered backoff; on every
(re)connect all waiters are woken to re-check the database, so a decision made while the
listener was down is not missed. A slow safety poll in the waiter stays as the backstop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import re
import threading
from collections.abc import Callable
from typing import Any

__all__ = [
    "MAX_ID_CHARS",
    "DecisionListener",
    "DecisionWatch",
    "acquire_listener",
    "redact_secrets",
    "release_listener",
    "valid_channel",
]

log = logging.getLogger("warrantguard.review")

MAX_ID_CHARS = 64
"""The longest payload taken for an item id; longer (or otherwise malformed) payloads are ignored."""
_ID = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_ID_CHARS}}}")
_CHANNEL = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,62}")
_URL_PASSWORD = re.compile(r"(://[^:/@\s]*:)[^@\s]*@")
_KV_PASSWORD = re.compile(r"(password\s*=\s*)('(?:[^'\\]|\\.)*'|\S+)", re.IGNORECASE)
_POLL = 1.0  # how often the listener thread looks up from the socket (to stop, or check health)
_HEALTH = 15.0  # an idle listener checks its connection this often (a half-open socket is noticed)
_BACKOFF = (0.2, 10.0)  # first and longest delay between reconnection attempts, seconds


def valid_channel(name: str) -> bool:
    """True for a plain identifier PostgreSQL takes as a channel name (at most 63 characters)."""
    return isinstance(name, str) and _CHANNEL.fullmatch(name) is not None


def redact_secrets(text: str, conninfo: str | None = None) -> str:
    """``text`` without passwords: URL userinfo, ``password=`` pairs and the conninfo's own password."""
    text = _KV_PASSWORD.sub(r"\1***", _URL_PASSWORD.sub(r"\1***@", text))
    for secret in _passwords(conninfo):
        text = text.replace(secret, "***")
    return text


def _passwords(conninfo: str | None) -> list[str]:
    if not conninfo:
        return []
    found = [m.group(2).strip("'") for m in _KV_PASSWORD.finditer(conninfo)]
    found += [m.group(0)[3:].split(":", 1)[1][:-1] for m in _URL_PASSWORD.finditer(conninfo)]
    return [s for s in found if len(s) >= 3]


class DecisionWatch:
    """One waiter parked on one item: :meth:`wait` returns ``True`` once a notification (or a
    reconnection) says the item may have changed. Clear it before re-checking the database."""

    def __init__(self, listener: DecisionListener, item_id: str, safety_poll: float) -> None:
        self.item_id, self.safety_poll = item_id, safety_poll
        self._listener, self._event, self._bind = listener, asyncio.Event(), threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self.parked = False

    @property
    def woken(self) -> bool:
        """Whether a wake-up arrived since the last :meth:`clear`."""
        return self._event.is_set()

    def clear(self) -> None:
        """Forget earlier wake-ups (call before reading the item)."""
        self._event.clear()

    async def wait(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for a wake-up; ``False`` on timeout."""
        with self._bind:
            self._loop = asyncio.get_running_loop()
        self.parked = True
        try:
            async with asyncio.timeout(max(0.0, timeout)):
                await self._event.wait()
            return True
        except TimeoutError:
            return False
        finally:
            self.parked = False

    def fire(self) -> None:
        """Wake the waiter (from any thread)."""
        with self._bind:
            loop = self._loop
            if loop is None:  # never waited yet, so no loop can be waiting on the event
                self._event.set()
                return
        with contextlib.suppress(RuntimeError):  # its event loop is closed: nobody waits any more
            loop.call_soon_threadsafe(self._event.set)

    def close(self) -> None:
        """Stop watching (idempotent)."""
        self._listener.discard(self)


class DecisionListener:
    """A dedicated ``LISTEN`` connection shared by every waiter of a process on one channel.

    ``connect`` opens an autocommit psycopg connection; at most ``max_waiters`` watches at once
    (:meth:`watch` returns ``None`` beyond). ``received``, ``ignored``, ``reconnects`` and
    ``refused`` count payloads read, payloads dropped as malformed, connections reopened and
    watches refused; ``backend_pid`` is the server process of the current connection (``None``
    while disconnected).
    """

    def __init__(self, connect: Callable[[], Any], channel: str, *, max_waiters: int = 10_000,
                 conninfo: str | None = None) -> None:
        self.channel, self.max_waiters = channel, max(1, int(max_waiters))
        self._connect, self._conninfo = connect, conninfo
        self._lock, self._stop = threading.Lock(), threading.Event()
        self._watches: dict[str, set[DecisionWatch]] = {}
        self._count, self._connects, self._failures = 0, 0, 0
        self._thread: threading.Thread | None = None
        self.received = self.ignored = self.reconnects = self.refused = 0
        self.backend_pid: int | None = None
        self.users = 0

    @property
    def connected(self) -> bool:
        """Whether the listener is connected and listening."""
        return self.backend_pid is not None

    @property
    def waiters(self) -> int:
        """How many watches are registered."""
        return self._count

    def parked(self, item_id: str) -> int:
        """How many waiters on ``item_id`` are asleep in :meth:`DecisionWatch.wait`."""
        with self._lock:
            return sum(1 for w in self._watches.get(item_id, ()) if w.parked)

    def watch(self, item_id: str, safety_poll: float) -> DecisionWatch | None:
        """A watch on ``item_id`` (starting the listener on first use); ``None`` when full."""
        with self._lock:
            if self._count >= self.max_waiters:
                self.refused += 1
                if self.refused == 1:  # once: a flood of waits must not flood the log
                    log.warning("review listener: %d waiters already, further waits poll instead", self._count)
                return None
            watch = DecisionWatch(self, item_id, safety_poll)
            self._watches.setdefault(item_id, set()).add(watch)
            self._count += 1
            if self._thread is None and not self._stop.is_set():
                self._thread = threading.Thread(target=self._run, name="warrantguard-review-listener",
                                                daemon=True)
                self._thread.start()
        return watch

    def discard(self, watch: DecisionWatch) -> None:
        """Forget ``watch`` (idempotent)."""
        with self._lock:
            group = self._watches.get(watch.item_id)
            if group is not None and watch in group:
                group.discard(watch)
                self._count -= 1
                if not group:
                    del self._watches[watch.item_id]

    def stop(self, timeout: float = 0.0) -> None:
        """Stop the thread, which closes its connection within a second (waiting at most ``timeout``)."""
        self._stop.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)
        self.wake_all()

    def deliver(self, payload: str) -> None:
        """Wake the waiters on the item a payload names; malformed payloads are counted and dropped."""
        self.received += 1
        if not isinstance(payload, str) or _ID.fullmatch(payload) is None:
            self.ignored += 1
            return
        with self._lock:
            group = list(self._watches.get(payload, ()))
        for watch in group:
            watch.fire()

    def wake_all(self) -> None:
        """Wake every waiter to re-check the database (after a (re)connect, or on stop)."""
        with self._lock:
            group = [w for ws in self._watches.values() for w in ws]
        for watch in group:
            watch.fire()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self._listen_once()
            except Exception as exc:  # any failure: log (redacted), back off, reconnect
                self.backend_pid = None
                if self._stop.is_set():
                    break
                self._failures += 1
                delay = _BACKOFF[0] * 2 ** min(self._failures - 1, 16)
                delay = min(_BACKOFF[1], delay) * random.uniform(0.5, 1.0)
                log.warning("review listener lost its connection (%s); reconnecting in %.1f s, the safety "
                            "poll covers waits meanwhile", self._describe(exc), delay)
                self._stop.wait(delay)
        self.backend_pid = None

    def _describe(self, exc: BaseException) -> str:
        return redact_secrets(f"{type(exc).__name__}: {str(exc).strip()[:300]}", self._conninfo)

    def _listen_once(self) -> None:
        """Connect, LISTEN, wake every waiter, then read notifications until stopped or broken."""
        conn = self._connect()
        try:
            conn.execute(f'LISTEN "{self.channel}"')
            if self._connects:
                self.reconnects += 1
                log.info("review listener reconnected after %d failed attempt(s)", self._failures)
            self._connects, self._failures = self._connects + 1, 0
            self.backend_pid = int(conn.info.backend_pid)
            self.wake_all()
            idle = 0.0
            while not self._stop.is_set():
                got = 0
                for note in conn.notifies(timeout=_POLL):
                    got += 1
                    self.deliver(note.payload)
                idle = 0.0 if got else idle + _POLL
                if idle >= _HEALTH:
                    conn.execute("SELECT 1")
                    idle = 0.0
        finally:
            self.backend_pid = None
            conn.close()


_REGISTRY: dict[tuple[str, str], DecisionListener] = {}
_REGISTRY_LOCK = threading.Lock()


def acquire_listener(conninfo: str, channel: str, connect: Callable[[], Any], *,
                     max_waiters: int = 10_000) -> DecisionListener:
    """The process's listener for this database and channel (made on first use); pair with
    :func:`release_listener`."""
    with _REGISTRY_LOCK:
        listener = _REGISTRY.get((conninfo, channel))
        if listener is None:
            listener = DecisionListener(connect, channel, max_waiters=max_waiters, conninfo=conninfo)
            _REGISTRY[(conninfo, channel)] = listener
        listener.users += 1
        return listener


def release_listener(listener: DecisionListener) -> None:
    """Drop one user of ``listener``; the last one stops it."""
    with _REGISTRY_LOCK:
        listener.users -= 1
        if listener.users > 0:
            return
        for key, value in list(_REGISTRY.items()):
            if value is listener:
                del _REGISTRY[key]
    listener.stop()
