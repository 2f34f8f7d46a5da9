"""The certificate run: one async code path, two schedules (fast and frugal)."""

from __future__ import annotations

import asyncio
import functools
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ._answers import parse_option
from ._certificate import _CATEGORY_IF_FAILED, Certificate, ProbeResult
from ._elicit import Answer, Elicitor
from ._errors import BudgetExceeded
from ._generators import validate_probes
from ._hooks import HookSet
from ._models import ChatModel, ChatRequest, ChatResponse
from ._probes import Probe, ProbeKind
from ._question import PairwiseQuestion, normalize
from ._report import build_certificate
from ._session import Session
from ._settings import CertificateSettings

__all__ = ["Run"]


@dataclass
class TierState:
    """Mutable evidence for one tier during a run."""

    tier: int
    probes: list[Probe] = field(default_factory=list)
    results: list[ProbeResult] = field(default_factory=list)
    generated: bool = False
    started: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def violations(self) -> int:
        """Reversals so far."""
        return sum(r.violation for r in self.results)

    @property
    def done(self) -> bool:
        """Generated and every planned probe answered."""
        return self.generated and len(self.results) >= len(self.probes)


class Run:
    """One certificate: the focal model, a generator and a session (all per request)."""

    def __init__(self, *, question: PairwiseQuestion, focal: ChatModel, generator: Any,
                 generator_model: ChatModel | None, settings: CertificateSettings,
                 session: Session, hooks: HookSet, user_probes: Sequence[Probe] = (),
                 answer: str | None = None) -> None:
        self.id = uuid.uuid4().hex
        self.q, self.focal, self.generator = question, focal, generator
        self.generator_model, self.settings, self.session, self.hooks = generator_model, settings, session, hooks
        self.user_probes = list(user_probes)
        self.given_answer = answer
        self.tiers = {k: TierState(k) for k in range(4)}
        self.reference: asyncio.Future[Answer] = asyncio.get_running_loop().create_future()
        self.elicit = Elicitor(self._ask_focal, question, retries=settings.answer_retries,
                               max_tokens=settings.answer_max_tokens, seed=settings.seed)
        self.work: set[asyncio.Task[Any]] = set()
        self.changed = asyncio.Event()
        self.error: BaseException | None = None
        self.notes: list[str] = []

    # ---- calls ---------------------------------------------------------------------------
    async def _ask_focal(self, request: ChatRequest) -> ChatResponse:
        return await self.session.ask(self.focal, request)

    async def _ask_generator(self, request: ChatRequest, tier: int | None = None) -> ChatResponse:
        assert self.generator_model is not None
        return await self.session.ask(self.generator_model, replace(request, tier=tier))

    # ---- entry ---------------------------------------------------------------------------
    async def certify(self) -> Certificate:
        """Run the schedule and build the certificate."""
        self.hooks.certificate_started(self.id, self.q, self.focal.name, self.settings.planned())
        ref_task = asyncio.create_task(self._reference())
        conf_task = asyncio.create_task(self._confidence())
        belief = asyncio.create_task(self._belief()) if self.settings.belief else None
        side = [ref_task, conf_task, *([belief] if belief else [])]
        try:
            if self.settings.strategy == "fast":
                await self._fast()
            else:
                await self._frugal()
            reference = await ref_task
            confidence = await conf_task
            belief_answer = await belief if belief else None
        finally:
            await self._cancel([*side, *self.work])
        return build_certificate(self, reference, confidence, belief_answer)

    async def _cancel(self, tasks: Sequence[asyncio.Task[Any]]) -> None:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # ---- schedules ------------------------------------------------------------------------
    async def _fast(self) -> None:
        self._spawn(self._t0_all)
        for tier in (1, 2, 3):
            self._spawn(self._generate_then_run, tier)
        await self._wait_until_fixed()

    async def _generate_then_run(self, tier: int) -> None:
        await self._generate(tier)
        for probe in self.tiers[tier].probes:
            self._spawn(self._probe, probe)

    async def _wait_until_fixed(self) -> None:
        while any(not t.done() for t in self.work):
            if self.error:
                raise self.error
            if not self.settings.exhaustive and self.fixed():
                return
            self.changed.clear()
            await self.changed.wait()
        if self.error:
            raise self.error

    async def _frugal(self) -> None:
        await self._waves(0, [None] * self.settings.t0_samples)
        for tier in (1, 2, 3):
            if self._stop_frugal():
                return
            await self._generate(tier)
            await self._waves(tier, list(self.tiers[tier].probes))
        if self.error:
            raise self.error

    def _stop_frugal(self) -> bool:
        if self.error:
            raise self.error
        return not self.settings.exhaustive and self.fixed()

    async def _waves(self, tier: int, items: list[Probe | None]) -> None:
        if tier == 0:
            self.tiers[0].generated = True
            self.tiers[0].probes = [_resample(self.q)] * len(items)
            if getattr(self.focal, "supports_samples", False) and items:
                await self._run_tasks([(self._t0_batch, len(items))])
                return
        size = self.settings.frugal_wave
        for i in range(0, len(items), size):
            if self._stop_frugal():
                return
            batch = items[i : i + size]
            await self._run_tasks([(self._t0_one,) if p is None else (self._probe, p) for p in batch])

    async def _run_tasks(self, calls: list[tuple[Any, ...]]) -> None:
        tasks = [self._spawn(*call) for call in calls]
        await asyncio.gather(*tasks, return_exceptions=True)
        if self.error:
            raise self.error

    def _spawn(self, fn: Any, *args: Any) -> asyncio.Task[Any]:
        # the coroutine is made inside the task, so a task cancelled before it starts leaves none behind
        task = asyncio.create_task(self._guarded(fn, *args))
        self.work.add(task)
        return task

    async def _guarded(self, fn: Any, *args: Any) -> None:
        try:
            await fn(*args)
        except BudgetExceeded as exc:
            self.notes.append(str(exc))
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.error = self.error or exc
        finally:
            self.changed.set()

    # ---- the category ---------------------------------------------------------------------
    def fixed(self) -> bool:
        """True once more probes cannot change the category."""
        for k in range(4):
            state = self.tiers[k]
            if state.violations:
                cat = _CATEGORY_IF_FAILED[k]
                return all(self.tiers[j].done for j in range(k) if _CATEGORY_IF_FAILED[j] < cat)
            if not state.done:
                return False
        return True

    # ---- reference, confidence, belief ------------------------------------------------------
    async def _reference(self) -> Answer:
        try:
            if self.given_answer is not None:
                value = parse_option(self.given_answer, self.q.option_a, self.q.option_b)
                answer = Answer(value, self.given_answer, 0)
            else:
                answer = (await self.elicit.options(self.q.prompt, 0.0))[0]
        except BaseException as exc:
            if not self.reference.done():
                self.reference.set_exception(exc)
                self.reference.exception()  # retrieved here; waiters re-raise it
            raise
        self.reference.set_result(answer)
        return answer

    async def _confidence(self) -> Answer | None:
        if not self.settings.confidence:
            return None
        try:
            reference = await self.reference
        except Exception:
            return None
        if reference.value is None:
            return None
        try:
            return await self.elicit.confidence(self.q.prompt, reference.raw)
        except BudgetExceeded as exc:
            self.notes.append(f"confidence not elicited: {exc}")
            return None

    async def _belief(self) -> Answer | None:
        try:
            return await self.elicit.belief()
        except BudgetExceeded as exc:
            self.notes.append(f"belief not elicited: {exc}")
            return None

    # ---- probes --------------------------------------------------------------------------
    async def _generate(self, tier: int) -> None:
        state = self.tiers[tier]
        mine = [p for p in self.user_probes if p.tier == tier]
        count = {1: self.settings.t1_paraphrases, 2: self.settings.t2_probes, 3: self.settings.t3_probes}[tier]
        try:
            ask = functools.partial(self._ask_generator, tier=tier)
            made = await self.generator.generate(self.q, tier, count, ask) if self.generator else []
        except BudgetExceeded as exc:
            made = []
            state.notes.append(f"generation stopped: {exc}")
        state.probes = validate_probes(self.q, [*mine, *made])
        state.generated = True
        self.hooks.tier_planned(self.id, tier, len(state.probes))

    async def _t0_all(self) -> None:
        n = self.settings.t0_samples
        self.tiers[0].probes = [_resample(self.q)] * n
        self.tiers[0].generated = True
        if getattr(self.focal, "supports_samples", False) and n:
            await self._t0_batch(n)
        else:
            for _ in range(n):
                self._spawn(self._t0_one)

    async def _t0_batch(self, n: int) -> None:
        answers = await self.elicit.options(self.q.prompt, 1.0, samples=n, tier=0)
        for answer in answers:
            await self._record(_resample(self.q), answer)

    async def _t0_one(self) -> None:
        answer = (await self.elicit.options(self.q.prompt, 1.0, tier=0))[0]
        await self._record(_resample(self.q), answer)

    async def _probe(self, probe: Probe) -> None:
        answer = (await self.elicit.options(probe.prompt, 0.0, tier=probe.tier))[0]
        await self._record(probe, answer)

    async def _record(self, probe: Probe, answer: Answer) -> None:
        reference = await self.reference
        value = answer.value if isinstance(answer.value, str) else None
        mapped = self.q.other(value) if (value is not None and probe.inverted) else value
        valid = mapped is not None and reference.value is not None
        result = ProbeResult(
            tier=probe.tier if probe.kind != ProbeKind.RESAMPLE.value else 0, kind=probe.kind,
            prompt=probe.prompt, context=probe.context, inverted=probe.inverted, source=probe.source,
            answer=value, mapped_answer=mapped, raw=answer.raw, attempts=answer.attempts, valid=valid,
            violation=valid and normalize(str(mapped)) != normalize(str(reference.value)),
        )
        self.tiers[result.tier].results.append(result)
        self.hooks.probe_finished(self.id, result)


def _resample(question: PairwiseQuestion) -> Probe:
    return Probe.model_construct(tier=0, prompt=question.prompt, inverted=False,
                                 kind=ProbeKind.RESAMPLE.value, context=question.context, source="focal")
