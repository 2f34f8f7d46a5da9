"""The certificate driver: carries out the schedule's steps under one ``asyncio.TaskGroup``.

Each work item ends in the evidence, whatever happens: a valid or invalid answer, a
probe not run (budget, deadline), a tier with no probes. Nothing a provider does
escapes as anything but a :class:`ProviderError` for the reference answer.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

from warrantguard.guard._errors import BudgetExceeded, ProviderError
from warrantguard.guard._models import ChatModel, ChatRequest, ChatResponse
from warrantguard.guard._settings import CertificateSettings
from warrantguard.guard.engine._certificate import Certificate, answered
from warrantguard.guard.engine._distribution import draw_samples, focal_a_probability
from warrantguard.guard.engine._elicit import Answer, Elicitor
from warrantguard.guard.engine._evidence import TIERS, Evidence
from warrantguard.guard.engine._findings import Findings, RunState
from warrantguard.guard.engine._hooks import HookSet
from warrantguard.guard.engine._report import build_certificate
from warrantguard.guard.engine._schedule import Plan, Work, WorkKind, next_step
from warrantguard.guard.engine._session import Session
from warrantguard.guard.probes import Probe, TierProbes
from warrantguard.guard.question import (
    PairwiseQuestion,
    contrastive_option,
    names_option,
    parse_option,
    says_it_depends,
)

__all__ = ["Run"]


class Run:
    """One certificate: the focal model, a generator and a session (all per request)."""

    def __init__(self, *, question: PairwiseQuestion, focal: ChatModel, generator: Any,
                 generator_model: ChatModel | None, settings: CertificateSettings,
                 session: Session, hooks: HookSet, user_probes: Sequence[Probe] = (),
                 answer: str | asyncio.Future[str] | None = None) -> None:
        self.id = uuid.uuid4().hex
        self.q, self.focal, self.settings, self.session, self.hooks = question, focal, settings, session, hooks
        self.given_answer = answer
        self.evidence = Evidence(min_valid_fraction=settings.min_valid_fraction)
        self.evidence.option_a = question.option_a
        self.state = RunState()
        # the helpers ask through callables that hold no reference back to the run: a finished run's
        # objects are freed at once, not left in reference cycles for the garbage collector
        self.probes = TierProbes(question, generator, generator_model, settings, user_probes, session.ask)
        self.elicit = Elicitor(_focal_asker(session, focal, self.state), question, retries=settings.answer_retries,
                               max_tokens=settings.answer_max_tokens, seed=settings.seed)
        self.use_probabilities = settings.use_probabilities and focal.capabilities.probabilities
        self._distribution_known = asyncio.Event()
        self._reference_known = asyncio.Event()
        self._changed = asyncio.Event()
        self._running: dict[Work, asyncio.Task[None]] = {}
        self._finished: set[Work] = set()

    def plan(self) -> Plan:
        """The schedule's view of the settings."""
        s = self.settings
        side = tuple(k for k, on in ((WorkKind.CONFIDENCE, s.confidence), (WorkKind.BELIEF, s.belief)) if on)
        batch = self.focal.capabilities.samples and s.t0_samples > 1
        drawn = self.use_probabilities and s.t0 == "auto" and s.t0_samples > 0
        return Plan(strategy=s.strategy, exhaustive=s.exhaustive, wave=s.frugal_wave, side=side,
                    batch_t0=batch or drawn)

    # ---- the driver ----------------------------------------------------------------------
    async def certify(self) -> Certificate:
        """Run the schedule to its end and build the certificate."""
        self.hooks.certificate_started(self.id, self.q, self.focal.name, self.settings.planned())
        self.session.hold_for_reference(1)  # the reference call (or the mapping of the caller's answer)
        self.evidence.plan(0, self.settings.t0_samples)
        await self._drive(self.plan())
        state = self.state
        if state.failure is None and state.answered == 0 and state.last_error is not None:
            state.failure = ProviderError(f"every call to the focal model failed; the last: {state.last_error}")
        if state.failure is not None:
            raise state.failure
        return build_certificate(self.findings())

    def findings(self) -> Findings:
        """The finished run, frozen: what the report reads."""
        s = self.session
        return Findings.of(id=self.id, model=self.focal.name, question=self.q, settings=self.settings,
                           usage=s.usage.model_copy(update={"seconds": s.elapsed()}), state=self.state,
                           evidence=self.evidence, nominal={k: self.probes.nominal(k) for k in TIERS})

    async def _drive(self, plan: Plan) -> None:
        running: dict[Work, asyncio.Task[None]] = {}
        finished: set[Work] = set()
        self._running, self._finished = running, finished
        async with asyncio.TaskGroup() as group:
            while True:
                step = next_step(self.evidence, plan, running.keys(), finished)
                for work in step.cancel:
                    running.pop(work).cancel()
                    finished.add(work)
                if step.done:
                    break
                for work in step.start:
                    running[work] = group.create_task(self._do(work, running, finished))
                if not running:  # nothing left to wait for: settle what is open, then decide
                    self._unstick()
                    continue
                self._changed.clear()
                await self._changed.wait()

    def _unstick(self) -> None:
        for tier, state in self.evidence.tiers.items():
            if state.planned is None:
                self.evidence.plan(tier, 0, ["never generated"])
            for slot in range(state.planned or 0):
                self.evidence.record_not_run(tier, slot, "not run")
        if self.evidence.reference is None and self.evidence.reference_failed is None:
            self.evidence.reference_failed = "no reference answer"

    async def _do(self, work: Work, running: dict[Work, Any], finished: set[Work]) -> None:
        try:
            await self._perform(work)
        except ProviderError as exc:  # only refused credentials get here: nothing else can succeed
            self.state.failure = self.state.failure or exc
            self.evidence.reference_failed = self.evidence.reference_failed or "the provider refused the credentials"
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise  # cancelled by the driver or the caller
            self._failed(work, "the call was cancelled by the provider")
        except Exception as exc:  # a defect in a generator or hook: the item ends, the run goes on
            self._failed(work, f"{type(exc).__name__}")
        finally:
            if running.pop(work, None) is not None:
                finished.add(work)
            self._changed.set()

    async def _perform(self, work: Work) -> None:
        match work.kind:
            case WorkKind.REFERENCE:
                await self._reference()
            case WorkKind.CONFIDENCE:
                await self._confidence()
            case WorkKind.BELIEF:
                self.state.belief = await self._side(WorkKind.BELIEF, self.elicit.belief)
            case WorkKind.GENERATE:
                await self._generate(work.tier)
            case WorkKind.SAMPLES:
                await self._samples(work.count)
            case WorkKind.PROBE:
                await self._probe(work.tier, work.slot)

    @staticmethod
    def _slots(work: Work) -> range:
        """The evidence slots a probe or samples item fills (none for the other kinds)."""
        if work.kind is WorkKind.SAMPLES:
            return range(work.count)
        return range(work.slot, work.slot + 1) if work.kind is WorkKind.PROBE else range(0)

    def _failed(self, work: Work, reason: str) -> None:
        """An item that ended in an unexpected error: its answers are invalid, its tier has no probes."""
        self.state.notes.append(f"{work.kind} failed: {reason}")
        slots = self._slots(work)
        if not slots:
            return self._settle_failed(work, reason)
        tier = 0 if work.kind is WorkKind.SAMPLES else work.tier
        probe = self.probes.resample() if tier == 0 else self.probes.get(tier, slots[0])
        for slot in slots:
            self._store(tier, slot, probe, Answer(None, None, 1))

    def _settle_failed(self, work: Work, reason: str) -> None:
        """An item that could not run (budget, deadline): its slots are not run."""
        tier = 0 if work.kind is WorkKind.SAMPLES else work.tier
        for slot in self._slots(work):
            self.evidence.record_not_run(tier, slot, reason)
        if work.kind is WorkKind.GENERATE:
            self.evidence.plan(work.tier, 0, [reason])
        elif work.kind is WorkKind.REFERENCE:
            self.evidence.reference_failed = reason
            self.session.release()
            self._reference_known.set()
            self._distribution_known.set()

    # ---- reference, confidence, belief ------------------------------------------------------
    async def _reference(self) -> None:
        try:
            if self.given_answer is not None:
                answer = await self._given()
            elif self.use_probabilities:
                answer, self.state.distribution = await self.elicit.option_distribution(self.q.prompt)
            else:
                answer = await self.elicit.option(self.q.prompt, 0.0)
        except ProviderError as exc:
            self.state.failure = self.state.failure or exc
            self._settle_failed(Work(WorkKind.REFERENCE), str(exc))
            return
        except BudgetExceeded as exc:
            answer = Answer(None, None, 0)
            self.state.notes.append(f"no reference answer: {exc}")
        self.state.reference = answer
        self.session.release()
        if isinstance(answer.value, str):
            self.evidence.reference = answer.value
        elif answer.declined and not self._names_option():
            self.evidence.reference_failed = "the answer recommends neither option"
        elif self.given_answer is not None:
            self.evidence.reference_failed = "the answer's recommendation could not be determined"
        else:
            self.evidence.reference_failed = "no valid reference answer"
        self._reference_known.set()
        self._distribution_known.set()

    def _names_option(self) -> bool:
        """Does the caller's answer name an option without saying that it depends? (Then a
        "neither" from the mapping leaves its recommendation undetermined, not absent.)"""
        given = self.given_answer
        if isinstance(given, asyncio.Future):
            given = given.result() if given.done() and not given.cancelled() and not given.exception() else None
        return given is not None and names_option(given, self.q.option_a, self.q.option_b) \
            and not says_it_depends(given)

    async def _given(self) -> Answer:
        """The caller's answer (awaited when it is still being written): taken as it is when it is
        one option, else mapped by the focal model."""
        given = self.given_answer
        q, text = self.q, str(await asyncio.shield(given) if isinstance(given, asyncio.Future) else given)
        exact = parse_option(text, q.option_a, q.option_b) or contrastive_option(text, q.option_a, q.option_b)
        if exact is not None:  # an option, or an unambiguous "X rather than Y": no mapping call
            return Answer(exact, text, 0)
        mapped = await self.elicit.map_answer(q.prompt, text)
        return replace(mapped, raw=text)

    async def _confidence(self) -> None:
        """The verbalised confidence in the answer. In check-only mode it is asked as soon as the
        caller's text exists (alongside any mapping of it), and kept once that text proves valid."""
        raw = await self._raw_answer()
        if raw is None:
            return
        confidence = await self._side(WorkKind.CONFIDENCE, lambda: self.elicit.confidence(self.q.prompt, raw))
        await self._reference_known.wait()
        ref = self.state.reference
        if ref is not None and isinstance(ref.value, str):
            self.state.confidence = confidence

    async def _raw_answer(self) -> str | None:
        given = self.given_answer
        if given is not None:
            return str(await asyncio.shield(given) if isinstance(given, asyncio.Future) else given)
        await self._reference_known.wait()
        ref = self.state.reference
        return ref.raw if ref is not None and isinstance(ref.value, str) else None

    async def _side(self, name: str, ask: Any) -> Answer | None:
        try:
            return await ask()  # type: ignore[no-any-return]
        except ProviderError as exc:
            if exc.auth:
                raise
            self.state.notes.append(f"{name} not elicited: {exc}")
            return None
        except BudgetExceeded as exc:
            self.state.notes.append(f"{name} not elicited: {exc}")
            return None

    # ---- probes --------------------------------------------------------------------------
    async def _generate(self, tier: int) -> None:
        shown: list[Probe] = []  # the first probes, running while the generator writes the rest

        def early(first: list[Probe]) -> None:
            shown[:] = first
            self.evidence.provisionally(tier, len(first))
            self._changed.set()

        probes, notes = await self.probes.generate(tier, early=early)
        kept = _same_prefix(shown, probes) if shown else None
        if kept is not None:
            self._redo(tier, range(kept, len(shown)))
        self.evidence.plan(tier, len(probes), notes, kept=kept)
        self.hooks.tier_planned(self.id, tier, len(probes))

    def _redo(self, tier: int, slots: range) -> None:
        """Slots whose early probe is not the final one there (the generator failed later, say):
        their work is stopped and forgotten, so that the final probe is asked in its place."""
        for slot in slots:
            work = Work(WorkKind.PROBE, tier, slot)
            task = self._running.pop(work, None)
            if task is not None:
                task.cancel()
            self._finished.discard(work)

    async def _samples(self, count: int) -> None:
        try:
            drawn = await self._drawn(count)
            answers = drawn if drawn is not None else await self._sampled(count)
        except BudgetExceeded as exc:
            return self._settle_failed(Work(WorkKind.SAMPLES, 0, count=count), str(exc))
        except ProviderError as exc:
            if exc.auth:
                raise
            answers = [Answer(None, None, 1)] * count
            self.state.notes.append(f"T0 samples failed: {exc}")
        p_a = self.state.distribution.get(self.q.option_a) if self.state.t0_method == "distribution" and \
            self.state.distribution else None
        for slot, answer in enumerate(answers):
            await self._record(0, slot, self.probes.resample(), answer, p_a)

    async def _drawn(self, count: int) -> list[Answer] | None:
        """T0 drawn from the focal distribution (the reference's, or one call in check-only mode)."""
        if not (self.use_probabilities and self.settings.t0 == "auto"):
            return None
        if self.given_answer is not None:
            _answer, self.state.distribution = await self.elicit.option_distribution(self.q.prompt, tier=0)
        else:
            await self._distribution_known.wait()
        dist = self.state.distribution
        if not dist or self.q.option_a not in dist:
            return None
        self.state.t0_method = "distribution"
        drawn = draw_samples(self.q, dist[self.q.option_a], count, self.settings.seed)
        return [Answer(option, option, 1) for option in drawn]

    async def _sampled(self, count: int) -> list[Answer]:
        if self.focal.capabilities.samples:
            return await self.elicit.option_samples(self.q.prompt, count, tier=0)
        return [await self.elicit.option(self.q.prompt, 1.0, tier=0) for _ in range(count)]

    async def _probe(self, tier: int, slot: int) -> None:
        probe = self.probes.resample() if tier == 0 else self.probes.get(tier, slot)
        temperature = 1.0 if tier == 0 else 0.0
        p_a = None
        try:
            if self.use_probabilities and tier > 0:
                answer, named = await self.elicit.option_distribution(probe.prompt, tier=tier)
                p_a = focal_a_probability(self.q, named, probe.inverted) if named else None
            else:
                answer = await self.elicit.option(probe.prompt, temperature, tier=tier)
        except BudgetExceeded as exc:
            return self._settle_failed(Work(WorkKind.PROBE, tier, slot), str(exc))
        except ProviderError as exc:
            if exc.auth:
                raise
            answer = Answer(None, None, 1)
            self.state.notes.append(f"a T{tier} probe failed: {exc}")
        await self._record(tier, slot, probe, answer, p_a)

    async def _record(self, tier: int, slot: int, probe: Probe, answer: Answer, p_a: float | None = None) -> None:
        if not self._reference_known.is_set():  # (a set event's wait returns at once: no coroutine for it)
            await self._reference_known.wait()  # hooks see each probe judged against the reference
        self._store(tier, slot, probe, answer, p_a)

    def _store(self, tier: int, slot: int, probe: Probe, answer: Answer, p_a: float | None = None) -> None:
        value = answer.value if isinstance(answer.value, str) else None
        mapped = self.q.other(value) if (value is not None and probe.inverted) else value
        result = answered(tier, probe.kind, probe.prompt, probe.context, probe.inverted, probe.source, value, mapped,
                          answer.raw, answer.attempts, p_a)
        if self.evidence.record(tier, slot, result) and self.hooks.hooks:  # no hook: no copy to make
            self.hooks.probe_finished(self.id, result.model_copy(update={"violation": self.evidence.violation(result)}))


def _focal_asker(session: Session, focal: ChatModel, state: RunState) -> Callable[[ChatRequest],
                                                                                 Awaitable[ChatResponse]]:
    """Ask the focal model through ``session``, counting the calls that returned and the last error in ``state``."""
    async def ask(request: ChatRequest) -> ChatResponse:
        try:
            response = await session.ask(focal, request)
        except ProviderError as exc:
            state.last_error = exc
            raise
        state.answered += 1
        return response

    return ask


def _same_prefix(first: Sequence[Probe], final: Sequence[Probe]) -> int:
    """How many of the first probes are, in order, the final list's first ones."""
    n = 0
    for a, b in zip(first, final, strict=False):
        if a != b:
            break
        n += 1
    return n
