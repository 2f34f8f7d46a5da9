"""The adapters' kernel: what every integration does with a chat request, in one place.

* **plan** a request: is it to be certified (the caller's ``warrant`` opt-in, or a pairwise
  question the heuristics recognise), with which options, context and stakes;
* **start** its certification when the request arrives (:class:`Certification`), so probe
  generation and the probes run while the upstream writes the answer
  (:meth:`~warrantguard.Guard.aprepare`); **finish** it with the answers;
* one rule for ``n > 1``: every choice is certified (the same text once), each choice is
  withheld on its own (:func:`withhold_choices`, response objects and dicts alike);
* **build** the Guard for a call from the adapter's configuration (:class:`GuardSource`);
* one status vocabulary and one ``warrant`` payload (:mod:`warrantguard.guard._outcome`),
  its headers (:func:`warrant_headers`).

Adapters translate their framework's types to and from these and raise once, in their idiom.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..guard import (
    ConfigurationError,
    Guard,
    NotPairwiseError,
    PairwiseQuestion,
    PreparedCheck,
    ProviderError,
    WarrantguardError,
)
from ..guard._outcome import (
    FAILED,
    INTERVENED,
    NOT_RUN,
    SUCCESS,
    Outcome,
    answer_outcome,
    outcome_of,
    unrun_outcome,
    warrant_payload,
    withheld_text,
)

__all__ = [
    "FAILED",
    "INTERVENED",
    "NOT_RUN",
    "SUCCESS",
    "Certification",
    "GuardSource",
    "Outcome",
    "Pending",
    "WarrantRequest",
    "certify_answer",
    "choices_payload",
    "last_user_text",
    "plan_certification",
    "warrant_headers",
    "warrant_payload",
    "withheld_text",
    "withhold_choices",
]

NO_TEXT = "the answer has no text to certify"


@dataclass(frozen=True)
class GuardSource:
    """Where an adapter gets the Guard for a call: the Guard it was given, else its factory, else a default.

    The default is a Guard on the call's focal model with the configured policy, review
    queue and certificate ``settings``; the adapter's own ``defaults`` (the probes' model
    parameters, a generator) apply where the settings say nothing.
    """

    guard: Guard | None = None
    factory: Callable[..., Guard] | None = None
    policy: Any = None
    review_queue: Any = None
    settings: Mapping[str, Any] = field(default_factory=dict)

    def build(self, focal: Any, factory_args: Sequence[Any] = (), **defaults: Any) -> Guard:
        """The Guard for a call on ``focal`` (``factory_args``: what the adapter's factory takes)."""
        if self.guard is not None:
            return self.guard
        if self.factory is not None:
            return self.factory(*factory_args)
        return Guard(focal, policy=self.policy, review_queue=self.review_queue, **{**defaults, **self.settings})


@dataclass(frozen=True)
class WarrantRequest:
    """A caller's opt-in: the two options, context and stakes (all optional)."""

    options: tuple[str, str] | None = None
    context: str | None = None
    stakes: str | None = None

    @classmethod
    def from_json(cls, data: Any) -> WarrantRequest:
        """Parse ``{"options": [A, B], "context": ..., "stakes": ...}`` (``True`` means opt in);
        ``ConfigurationError`` (a ``ValueError``) for anything else."""
        if data is None or data is True:
            return cls()
        if not isinstance(data, Mapping):
            raise ConfigurationError(
                "'warrant' must be an object such as {\"options\": [\"A\", \"B\"], \"stakes\": \"high\"}")
        options = data.get("options")
        if options is not None and (not isinstance(options, Sequence) or isinstance(options, str)
                                    or len(options) != 2 or not all(isinstance(o, str) for o in options)):
            raise ConfigurationError("'warrant.options' must be a list of exactly two strings")
        stakes, context = data.get("stakes"), data.get("context")
        if stakes is not None and not isinstance(stakes, str):
            raise ConfigurationError("'warrant.stakes' must be a string")
        return cls(tuple(options) if options else None, context if isinstance(context, str) else None, stakes)


def last_user_text(messages: Sequence[Mapping[str, Any]]) -> str | None:
    """The text of the last user message (string or text parts), or ``None``."""
    for message in reversed(list(messages)):
        if not isinstance(message, Mapping) or message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        if isinstance(content, list):
            parts = [p.get("text", "") for p in content if isinstance(p, Mapping) and p.get("type") == "text"
                     and isinstance(p.get("text", ""), str)]
            return "\n".join(parts) if parts else None
        return None
    return None


def plan_certification(messages: Any, warrant: Any = None) -> tuple[str, WarrantRequest] | None:
    """``(prompt, request)`` when a chat call is to be certified, else ``None``.

    ``warrant`` is the caller's opt-in (``False`` opts out); without it the last user
    message must be a pairwise question the heuristics recognise (no model call)."""
    if warrant is False:
        return None
    prompt = last_user_text(messages or [])
    if not prompt:
        return None
    if warrant is not None:
        return prompt, WarrantRequest.from_json(warrant)
    try:
        PairwiseQuestion.parse(prompt)
    except (NotPairwiseError, ConfigurationError):
        return None
    return prompt, WarrantRequest()


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

    async def finish(self, answers: Sequence[str | None], *, request_id: str | None = None) -> list[Outcome]:
        """One outcome per answer (choice): each distinct text certified once, concurrently; the
        first on the certificate already running. ``request_id`` replaces the one given at start."""
        if request_id is not None:
            self.facts["request_id"] = request_id
        texts = list(dict.fromkeys(a for a in answers if isinstance(a, str) and _has_text(a)))
        if not texts:
            await self.cancel()
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

    async def _first(self, answer: str) -> Outcome:
        if self._prepared is None:
            return unrun_outcome(self.guard, self.prompt, answer, self._early, self.facts)
        try:
            result = await self._prepared.acertify(answer, request_id=self.facts["request_id"])
        except ProviderError as exc:
            return unrun_outcome(self.guard, self.prompt, answer, exc, self.facts)
        return outcome_of(answer, result)

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

    async def finish(self, answers: Sequence[str | None], *, request_id: str | None = None) -> list[Outcome]:
        """:meth:`Certification.finish`, once started."""
        return await (await self.result()).finish(answers, request_id=request_id)

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


def withhold_choices(choices: Sequence[Any], outcomes: Sequence[Outcome]) -> None:
    """Replace the text of each withheld choice by its notice, ``finish_reason="content_filter"``
    (litellm/OpenAI response objects or their dicts); the other choices are left as written."""
    for choice, outcome in zip(choices, outcomes, strict=False):
        if not outcome.withheld:
            continue
        if isinstance(choice, dict):
            choice["message"] = {"role": "assistant", "content": outcome.content}
            choice["finish_reason"] = "content_filter"
        else:
            choice.message.content = outcome.content
            choice.finish_reason = "content_filter"


def choices_payload(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    """The response's ``warrant``: the first withheld choice's (else the first choice's); with
    several choices, ``choices`` holds each one's payload in order."""
    lead = next((o for o in outcomes if o.withheld), outcomes[0])
    payload = lead.payload
    if len(outcomes) > 1:
        payload["choices"] = [{"index": i, **o.payload} for i, o in enumerate(outcomes)]
    return payload


def warrant_headers(payload: Mapping[str, Any]) -> dict[str, str]:
    """``x-warrant-tier``, ``x-warrant-action``, ``x-warrant-review-id`` (those that apply)."""
    headers = {"x-warrant-status": str(payload.get("status"))}
    if payload.get("tier"):
        headers["x-warrant-tier"] = str(payload["tier"])
    decision = payload.get("decision") or {}
    if decision.get("action"):
        headers["x-warrant-action"] = str(decision["action"])
    if payload.get("review_id"):
        headers["x-warrant-review-id"] = str(payload["review_id"])
    return headers
