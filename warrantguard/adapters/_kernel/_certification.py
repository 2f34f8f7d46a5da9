"""One request's certification: started when the request arrives, finished with the answers."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

from warrantguard.adapters._kernel._outcome import (
    NOT_RUN,
    Outcome,
    answer_outcome,
    outcome_of,
    unrun_outcome,
)
from warrantguard.adapters._kernel._request import WarrantRequest
from warrantguard.guard import Guard, NotPairwiseError, PreparedCheck, ProviderError, WarrantguardError

__all__ = ["NO_TEXT", "Certification", "Pending", "certify_answer"]

NO_TEXT = "the answer has no text to certify"


class Certification:
    """One request's certification, started before its answer exists.

    ``await Certification.start(guard, prompt, request)`` when the request arrives (the probes
    start); ``await cert.finish(answers)`` once the upstream answered (one :class:`Outcome` per
    choice); ``await cert.cancel()`` when there is nothing to certify (the upstream failed).
    """

    def __init__(self, guard: Guard, prompt: str, facts: dict[str, Any], prepared: PreparedCheck | None,
                 early: NotPairwiseError | ProviderError | None) -> None:
        self.guard, self.prompt, self.facts = guard, prompt, facts
        self._prepared, self._early = prepared, early
        self._fingerprint: str | None = None

    @classmethod
    async def start(cls, guard: Guard, prompt: str, request: WarrantRequest | None = None, *,
                    request_id: str | None = None, route: str | None = None,
                    tags: Mapping[str, str] | None = None) -> Certification:
        """Identify the question and start its probes (``ConfigurationError`` for bad input)."""
        req = request or WarrantRequest()
        facts: dict[str, Any] = {"options": req.options, "context": req.context, "stakes": req.stakes,
                                 "request_id": request_id, "route": route, "tags": tags}
        try:
            prepared = await guard.aprepare(prompt, **facts)
        except (NotPairwiseError, ProviderError) as exc:
            return cls(guard, prompt, facts, None, exc)
        return cls(guard, prompt, facts, prepared, None)

    @classmethod
    def spawn(cls, guard: Guard, prompt: str, request: WarrantRequest | None = None, *,
              request_id: str | None = None, route: str | None = None,
              tags: Mapping[str, str] | None = None) -> Pending:
        """:meth:`start` as a task, so that it runs while the caller awaits the upstream's answer."""
        return Pending(asyncio.ensure_future(cls.start(guard, prompt, request, request_id=request_id, route=route,
                                                       tags=tags)))

    async def finish(self, answers: Sequence[str | None], *, request_id: str | None = None,
                     fingerprint: str | None = None) -> list[Outcome]:
        """One outcome per answer (choice): each distinct text certified once, concurrently; the
        first on the certificate already running. ``request_id`` replaces the one given at start;
        ``fingerprint`` is the model's reported version (a reused certificate must match it).
        In monitor mode every answer is released at once and certified by the Guard's background runner."""
        if request_id is not None:
            self.facts["request_id"] = request_id
        self._fingerprint = fingerprint
        texts = list(dict.fromkeys(a for a in answers if isinstance(a, str) and _has_text(a)))
        if not texts:
            await self.cancel()
        if len(texts) == 1:  # the usual case: awaited in place (no task, no gather: fewer trips round the loop)
            by_text = {texts[0]: await self._first(texts[0])}
        else:
            jobs = [self._first(texts[0]), *(self._other(text) for text in texts[1:])] if texts else []
            by_text = dict(zip(texts, await asyncio.gather(*jobs), strict=True))
        return [by_text[a] if isinstance(a, str) and _has_text(a) else Outcome(NOT_RUN, "", False, reason=NO_TEXT)
                for a in answers]

    async def finish_one(self, answer: str | None, *, request_id: str | None = None) -> Outcome:
        """:meth:`finish` for a single answer."""
        return (await self.finish([answer], request_id=request_id))[0]

    async def cancel(self) -> None:
        """Stop the running certificate (nothing to certify)."""
        if self._prepared is not None:
            await self._prepared.aclose()

    @property
    def monitoring(self) -> bool:
        """True when the call's plan is monitor mode (the answer is not held for its certificate)."""
        return self._prepared is not None and self._prepared.mode == "monitor"

    async def _first(self, answer: str) -> Outcome:
        if self._prepared is None:
            return unrun_outcome(self.guard, self.prompt, answer, self._early, self.facts)
        try:  # in monitor mode the Guard returns at once and certifies in its background runner
            result = await self._prepared.acertify(answer, request_id=self.facts["request_id"],
                                                   fingerprint=self._fingerprint)
        except ProviderError as exc:
            return unrun_outcome(self.guard, self.prompt, answer, exc, self.facts)
        return outcome_of(answer, result, self.guard, self.facts)

    async def _other(self, answer: str) -> Outcome:
        if self._early is not None:
            return unrun_outcome(self.guard, self.prompt, answer, self._early, self.facts)
        return await answer_outcome(self.guard, self.prompt, answer, **self.facts)


def _has_text(answer: str) -> bool:
    return bool(answer.strip())


class Pending:
    """A :class:`Certification` being started alongside the upstream call (:meth:`Certification.spawn`)."""

    def __init__(self, task: asyncio.Task[Certification]) -> None:
        self._task = task

    async def result(self) -> Certification:
        """The started certification (``ConfigurationError`` for bad input, raised here)."""
        return await self._task

    async def finish(self, answers: Sequence[str | None], *, request_id: str | None = None,
                     fingerprint: str | None = None) -> list[Outcome]:
        """:meth:`Certification.finish`, once started."""
        return await (await self.result()).finish(answers, request_id=request_id, fingerprint=fingerprint)

    async def cancel(self) -> None:
        """Nothing to certify (the upstream failed): stop starting, or stop the certificate."""
        if not self._task.done():
            self._task.cancel()
        try:
            cert = await self._task
        except (asyncio.CancelledError, WarrantguardError):
            return
        await cert.cancel()


async def certify_answer(guard: Guard, prompt: str, answer: str, request: WarrantRequest | None = None, *,
                         request_id: str | None = None, route: str | None = None,
                         tags: Mapping[str, str] | None = None) -> Outcome:
    """Certify ``answer`` to ``prompt`` in check-only mode (start and finish at once)."""
    cert = await Certification.start(guard, prompt, request, request_id=request_id, route=route, tags=tags)
    return await cert.finish_one(answer)
