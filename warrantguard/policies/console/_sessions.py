"""Console sessions: created only at login, with idle and absolute expiry, bounded in number."""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from warrantguard.guard.spi import ConfigurationError

__all__ = ["Session", "SessionTable"]


@dataclass
class Session:
    """One logged-in reviewer: who, the CSRF token of their forms, and when."""

    user: str
    csrf: str
    created: float
    last_seen: float


class SessionTable:
    """Sessions by id. A session ends ``idle`` seconds after its last request or
    ``absolute`` seconds after login, whichever comes first; at most ``max_sessions``
    live at once (the least recently used one is dropped to make room)."""

    def __init__(self, *, idle: float = 30 * 60.0, absolute: float = 12 * 3600.0,
                 max_sessions: int = 1000, clock: Callable[[], float] = time.monotonic) -> None:
        if idle <= 0 or absolute <= 0 or max_sessions < 1:
            raise ConfigurationError("session idle and absolute lifetimes and the maximum "
                                     "number of sessions must be positive")
        self.idle, self.absolute, self.max_sessions, self.clock = idle, absolute, max_sessions, clock
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._sessions)

    def create(self, user: str) -> tuple[str, Session]:
        """A new session for ``user``: its id (the cookie value) and the session."""
        sid, now = secrets.token_urlsafe(32), self.clock()
        session = Session(user=user, csrf=secrets.token_urlsafe(32), created=now, last_seen=now)
        with self._lock:
            self._purge(now)
            while len(self._sessions) >= self.max_sessions:
                self._sessions.popitem(last=False)
            self._sessions[sid] = session
        return sid, session

    def get(self, sid: str | None) -> Session | None:
        """The live session with this id (its idle timer restarted), else ``None``."""
        if not sid:
            return None
        now = self.clock()
        with self._lock:
            session = self._sessions.get(sid)
            if session is None:
                return None
            if self._expired(session, now):
                del self._sessions[sid]
                return None
            session.last_seen = now
            self._sessions.move_to_end(sid)
            return session

    def drop(self, sid: str | None) -> None:
        """End the session with this id (nothing if there is none)."""
        with self._lock:
            self._sessions.pop(sid or "", None)

    def _expired(self, session: Session, now: float) -> bool:
        return now - session.last_seen >= self.idle or now - session.created >= self.absolute

    def _purge(self, now: float) -> None:
        """Drop expired sessions (the table is in least-recently-used order)."""
        for sid in list(self._sessions)[: self.max_sessions]:
            if self._expired(self._sessions[sid], now):
                del self._sessions[sid]
