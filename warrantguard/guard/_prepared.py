"""A certificate started before its answer exists: probes run while the answer is written.

Everything a check-only certificate needs except the reference — probe generation, the
probes' answers, T0 — depends on the question alone, so :meth:`Guard.aprepare` starts it as
soon as the request arrives, concurrently with the upstream call that writes the answer;
:meth:`PreparedCheck.acertify` then hands the answer in. The certificate is the one
:meth:`Guard.acertify` gives for the same answers (the rule only reads resolved evidence).
"""

from __future__ import annotations

import asyncio
import contextlib
from types import TracebackType
from typing import TYPE_CHECKING

from warrantguard.guard._errors import ConfigurationError, WarrantguardError
from warrantguard.guard._inputs import checked_answer

if TYPE_CHECKING:
    from warrantguard.guard._result import CheckResult

__all__ = ["PreparedCheck"]


class PreparedCheck:
    """A running check-only certificate waiting for its answer (from :meth:`Guard.aprepare`).

    Give it the answer once with :meth:`acertify`, or end it with :meth:`aclose` when there is
    no answer to certify (the upstream call failed, the reply has no text). ``async with``
    closes it on the way out; closing after :meth:`acertify` does nothing.
    """

    def __init__(self, task: asyncio.Task[CheckResult], answer: asyncio.Future[str], max_chars: int,
                 ids: dict[str, str | None], mode: str = "certify") -> None:
        self._task, self._answer, self._max_chars, self._ids = task, answer, max_chars, ids
        self.mode = mode  # "monitor": nothing runs before the answer; adapters release it at once
        self._used = False  # given its answer or closed
        task.add_done_callback(_retrieve)  # an early failure is reported by acertify, never as a stray warning

    async def acertify(self, answer: str, *, request_id: str | None = None,
                       fingerprint: str | None = None) -> CheckResult:
        """Certify ``answer`` (the reference, as in :meth:`Guard.acertify`) and return the result;
        ``request_id`` (e.g. the upstream's, known only now) replaces the one given at the start;
        ``fingerprint`` is the model's reported version with the answer (reuse checks it)."""
        if self._used:
            raise ConfigurationError("this prepared check already has its answer or was closed")
        try:
            checked_answer(answer, self._max_chars)
        except ConfigurationError:
            await self.aclose()
            raise
        self._used = True
        if request_id is not None:
            self._ids["request_id"] = request_id
        if fingerprint is not None:
            self._ids["fingerprint"] = fingerprint
        if not self._answer.done():  # done: the certificate ended before it (refused credentials)
            self._answer.set_result(answer)
        return await self._task  # awaited directly (one trip round the loop): a caller who gives up cancels it

    async def aclose(self) -> None:
        """Stop the certificate if it is still waiting or running (its calls end at once)."""
        self._used = True
        if not self._answer.done():
            self._answer.cancel()
        if not self._task.done():
            self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError, WarrantguardError):
            await self._task

    @property
    def started(self) -> bool:
        """True while the certificate is still running (not yet finished or closed)."""
        return not self._task.done()

    async def __aenter__(self) -> PreparedCheck:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.aclose()


def _retrieve(task: asyncio.Task[CheckResult]) -> None:
    if not task.cancelled():
        task.exception()
