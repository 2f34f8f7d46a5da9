"""Background work that yields to the app: a monitor-mode certificate's calls wait for an idle loop.

In monitor mode the certificate runs on the app's own event loop after the answer went out. Its
model calls (sending, parsing replies, vetting, the rule) take the app's CPU too, and started
while the app's own requests wait to run, they delay them. So, with a :class:`Pace`, each call
of a background certificate first waits for a turn of the event loop that takes under ``busy``
seconds (nothing else is queued to run), for at most ``patience`` seconds; then it goes anyway
(a background certificate is late, never stuck). One watcher per loop measures the turns and lets
one waiting call go per idle turn, so waiting costs the app nothing. The evidence is the same: only *when* a
call starts changes, never what it asks or what its answer counts as. The time spent yielding
is not counted against the certificate's ``deadline`` (it is no work of the certificate's).

A sync caller's background work runs on the monitor host's own loop in another thread, and a
worker process's on its own loop: there a pace finds an idle loop at once and costs nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import weakref
from collections import deque
from dataclasses import dataclass
from typing import Any

from warrantguard.guard._models import ChatModel, ChatRequest, ChatResponse
from warrantguard.guard.engine import Session

__all__ = ["Pace", "PacedSession"]

MAX_PATIENCE = 60.0


@dataclass(frozen=True)
class Pace:
    """How a background call yields: a loop turn under ``busy`` seconds counts as idle; wait at
    most ``patience`` seconds for one."""

    busy: float = 0.001
    patience: float = 1.0

    async def wait(self) -> None:
        """Wait for the loop's gate to let this call go on an idle turn (or the patience to run out)."""
        loop = asyncio.get_running_loop()
        gate = _GATES.get(loop)
        if gate is None:
            gate = _GATES[loop] = _IdleGate()
        turn = gate.join(self.busy)
        with contextlib.suppress(TimeoutError):  # late, never stuck: the call goes on (its turn is skipped)
            await asyncio.wait_for(turn, self.patience)


class _IdleGate:
    """One loop's gate: a single watcher measures the loop's turns and, on each idle one, lets the
    longest-waiting background call go. Waiting calls cost nothing; the watcher wakes at most once
    per ``busy`` seconds while the loop is busy, and stops when no call waits."""

    def __init__(self) -> None:
        self.waiting: deque[asyncio.Future[None]] = deque()
        self.watcher: asyncio.Task[None] | None = None

    def join(self, busy: float) -> asyncio.Future[None]:
        """A future resolved when this call may go."""
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.append(turn)
        if self.watcher is None or self.watcher.done():
            self.watcher = asyncio.ensure_future(self._watch(busy))
        return turn

    async def _watch(self, busy: float) -> None:
        while self.waiting:
            began = time.perf_counter()
            await asyncio.sleep(0)  # resumes after every callback queued before it has run
            if time.perf_counter() - began >= busy:
                while self.waiting and self.waiting[0].done():
                    self.waiting.popleft()  # calls that went on after their patience
                await asyncio.sleep(busy)  # the app is at work: look again later
                continue
            while self.waiting:  # an idle turn: the next call still waiting goes
                turn = self.waiting.popleft()
                if not turn.done():
                    turn.set_result(None)
                    break


_GATES: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _IdleGate] = weakref.WeakKeyDictionary()


class PacedSession(Session):
    """A background certificate's session: each call first yields to the app (see the module)."""

    def __init__(self, *, pace: Pace, **settings: Any) -> None:
        super().__init__(**settings)
        self.pace = pace

    async def ask(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        """Yield to the app, then the call as :meth:`Session.ask` makes it."""
        before = self.clock.now()
        await self.pace.wait()
        self.started += self.clock.now() - before  # the deadline counts the certificate's own time
        return await super().ask(model, request)
