"""Background work that yields to the app: a monitor-mode certificate's calls wait for an idle loop.

In monitor mode the certificate runs on the app's own event loop after the answer went out. Its
model calls (sending, parsing replies, vetting, the rule) take the app's CPU too, and started
while the app's own requests wait to run, they delay them. So, with a :class:`Pace`, each call
of a background certificate first waits until one turn of the event loop takes under
``busy`` seconds (nothing else is queued to run), for at most ``patience`` seconds; then it goes
anyway (a background certificate is late, never stuck). The evidence is the same: only *when* a
call starts changes, never what it asks or what its answer counts as. The time spent yielding
is not counted against the certificate's ``deadline`` (it is no work of the certificate's).

A sync caller's background work runs on the monitor host's own loop in another thread, and a
worker process's on its own loop: there a pace finds an idle loop at once and costs nothing.
"""

from __future__ import annotations

import asyncio
import time
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

    async def wait(self) -> float:
        """Wait for an idle turn of the running loop (or the patience to run out); seconds waited."""
        loop = asyncio.get_running_loop()
        began = time.perf_counter()
        give_up = loop.time() + self.patience
        while True:
            turn = time.perf_counter()
            await asyncio.sleep(0)  # resumes after every callback queued before it has run
            if time.perf_counter() - turn < self.busy or loop.time() >= give_up:
                return time.perf_counter() - began
            await asyncio.sleep(self.busy)


class PacedSession(Session):
    """A background certificate's session: each call first yields to the app (see the module)."""

    def __init__(self, *, pace: Pace, **settings: Any) -> None:
        super().__init__(**settings)
        self.pace = pace
        self.yielded = 0.0  # seconds spent waiting for the app, kept out of the deadline

    async def ask(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        """Yield to the app, then the call as :meth:`Session.ask` makes it."""
        before = self.clock.now()
        await self.pace.wait()
        waited = self.clock.now() - before
        self.yielded += waited
        self.started += waited  # the deadline counts the certificate's own time
        return await super().ask(model, request)
