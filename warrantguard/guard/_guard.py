"""The Guard: certify pairwise recommendations and apply a stakes policy."""

from __future__ import annotations

import asyncio
import dataclasses
import importlib
import time
import warnings
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from warrantguard.guard._cache import as_cache
from warrantguard.guard._clock import Clock, SystemClock
from warrantguard.guard._economy import certify_once, reusable, sampled_out_result, storable
from warrantguard.guard._errors import ConfigurationError, NotPairwiseError, ProviderError
from warrantguard.guard._estimate import Estimate, estimate_plan
from warrantguard.guard._inputs import (
    checked_answer,
    checked_call,
    checked_context,
    checked_instance,
    checked_items,
    checked_options,
    checked_parts,
    checked_prompt,
)
from warrantguard.guard._models import ChatModel, as_model, default_model
from warrantguard.guard._modes import economical, monitor_result, own_answer_request
from warrantguard.guard._monitor import background_pace, background_probe_concurrency, monitor_runner
from warrantguard.guard._monitor_processes import Engine, offload
from warrantguard.guard._oversight import (
    Action,
    CallInfo,
    CallPlan,
    DecisionLike,
    PolicyLike,
    ReviewOutcome,
    ReviewQueueLike,
)
from warrantguard.guard._prepared import PreparedCheck
from warrantguard.guard._result import CheckResult
from warrantguard.guard._reuse import (
    SHARED_INFLIGHT,
    CertificateStore,
    StoredCertificate,
    default_store,
    question_key,
    sampled,
)
from warrantguard.guard._settings import CertificateSettings, RetryPolicy
from warrantguard.guard._sync import run_sync
from warrantguard.guard.engine import Certificate, Hook, HookSet, Session
from warrantguard.guard.probes import LexicalGenerator, LLMGenerator, Probe, extract_question
from warrantguard.guard.question import PairwiseQuestion, recalled

__all__ = ["CheckResult", "Guard"]

T = TypeVar("T")
DEFAULT = "default"
AnswerLike = str | asyncio.Future[str] | None
_INLINE_PARSE = 400  # characters of a prompt parsed on the event loop (about 0.4 ms at most, measured)


class Guard:
    """Certifies pairwise recommendations of a focal model.

    ``model`` and ``generator`` are litellm model strings, :class:`ChatModel` objects
    or callables ``fn(messages, *, temperature) -> str`` (sync or async). The
    generator defaults to the focal model (with the free lexical generator filling
    gaps); ``generator="lexical"`` uses no model; ``generator=None`` uses only the
    probes you pass; a generator object (``LLMGenerator(model, batch=False,
    paraphrase_filter=...)``, ``LexicalGenerator(...)``, yours) writes with its own
    ``model``, else with the focal model. ``cache`` is a directory (or a ``diskcache.Cache``) for generated
    probes and temperature-0 answers. Settings (``t0_samples``, ``strategy``,
    ``budget``...) are :class:`CertificateSettings` fields. ``record_store`` (for
    example ``warrantguard.audit.SQLiteRecordStore``) records every certificate for
    the belief-action audit; :meth:`record_outcome` attaches the true outcome later.
    ``certificates`` is where certificates are kept for reuse when a stakes level allows it
    (``reuse: 7d``): a :class:`CertificateStore` (default: the process's bounded in-memory one;
    ``warrantguard.models.DiskCertificateStore`` in a cache directory).
    """

    def __init__(self, model: Any = None, *, generator: Any = DEFAULT, policy: PolicyLike | None = None,
                 review_queue: ReviewQueueLike | None = None, cache: Any = None,
                 hooks: Sequence[Hook] = (), retry: RetryPolicy | None = None,
                 model_params: Mapping[str, Any] | None = None, record_store: Any = None,
                 clock: Clock | None = None, certificates: CertificateStore | None = None,
                 **settings: Any) -> None:
        model_params = checked_parts(model_params=model_params, policy=policy, review_queue=review_queue,
                                     record_store=record_store, clock=clock)
        self.focal: ChatModel = as_model(model if model is not None else default_model(), **model_params)
        self.generator, self.generator_model = self._generator(generator, model_params)
        self.policy, self.review_queue = policy, review_queue
        self.settings = CertificateSettings().merged(settings)
        self.hooks = HookSet(checked_items(hooks, Hook, "hooks"))
        self.retry = checked_instance(retry, RetryPolicy, "retry") or RetryPolicy()
        self.cache = as_cache(cache)
        self.clock: Clock = clock or SystemClock()
        self.record_store = record_store
        self.certificates: CertificateStore = certificates if certificates is not None else default_store()
        self._inflight = SHARED_INFLIGHT

    def _generator(self, generator: Any, params: Mapping[str, Any] | None) -> tuple[Any, ChatModel | None]:
        if generator is None:
            return None, None
        if isinstance(generator, str) and generator == "lexical":
            return LexicalGenerator(), None
        if isinstance(generator, str) and generator == DEFAULT:
            return LLMGenerator(), self.focal
        if hasattr(generator, "generate"):  # a generator object: its own model, else the focal one
            model = getattr(generator, "model", None)
            return generator, as_model(model, **dict(params or {})) if model is not None else self.focal
        return LLMGenerator(), as_model(generator, **dict(params or {}))

    def recommendation(self, options: Sequence[str] | None = None, context: str | None = None,
                       stakes: str | None = None, on_block: str = "raise") -> Any:
        """Deprecated: use ``warrantguard.adapters.decorator.recommendation(guard, ...)``.

        The decorator is adapter code: the engine does not import it. This method finds it by
        name (the one dynamic lookup the architecture test allows) and goes in the next version.
        """
        warnings.warn("Guard.recommendation is deprecated: use "
                      "warrantguard.adapters.decorator.recommendation(guard, ...)", DeprecationWarning, stacklevel=2)
        decorator = importlib.import_module("warrantguard.adapters.decorator")
        return decorator.recommendation(self, options=options, context=context, stakes=stakes, on_block=on_block)

    def add_hook(self, hook: Hook) -> None:
        """Attach a sink (metrics, tracing, progress) to every later certificate."""
        self.hooks.hooks.extend(checked_items([hook], Hook, "hook"))

    # ---- public API -------------------------------------------------------------------------
    def check(self, prompt: str, **kwargs: Any) -> CheckResult:
        """Sync :meth:`acheck`."""
        return run_sync(self.acheck(prompt, **kwargs))

    def certify(self, prompt: str, *, answer: str, **kwargs: Any) -> CheckResult:
        """Sync :meth:`acertify`."""
        return run_sync(self.acertify(prompt, answer=answer, **kwargs))

    async def acertify(self, prompt: str, *, answer: str, **kwargs: Any) -> CheckResult:
        """Certify an answer the caller already has (it is the reference; no reference call)."""
        checked_answer(answer, self.settings.max_prompt_chars)
        return await self.acheck(prompt, answer=answer, **kwargs)

    async def acheck(
        self, prompt: str, *, options: Sequence[str] | None = None, context: str | None = None,
        probes: Sequence[Probe] = (), stakes: str | None = None, route: str | None = None,
        tags: Mapping[str, str] | None = None, request_id: str | None = None,
        wait_for_review: float | None = None, answer: str | None = None, fingerprint: str | None = None,
        **settings: Any,
    ) -> CheckResult:
        """Ask the focal model, certify its recommendation and apply the stakes policy.

        Raises :class:`NotPairwiseError` when two options cannot be identified. A policy's
        decision is data: a blocked recommendation comes back with ``result.blocked`` and no
        ``final_answer``; ``result.raise_for_block()`` raises :class:`WarrantBlocked`.
        ``fingerprint`` is the model's reported version (``system_fingerprint``) with the answer:
        a stored certificate under another fingerprint is not reused.
        """
        call = self._checked_call(probes, stakes, route, tags, request_id, wait_for_review, settings)
        if answer is not None:
            checked_answer(answer, self.settings.max_prompt_chars)
        question = await self.aquestion(prompt, options=options, context=context)
        ids = {"request_id": call.pop("request_id"), "fingerprint": fingerprint}
        return await self._check(question, **call, request_id=ids, answer=answer, settings=settings)

    async def aprepare(
        self, prompt: str, *, options: Sequence[str] | None = None, context: str | None = None,
        probes: Sequence[Probe] = (), stakes: str | None = None, route: str | None = None,
        tags: Mapping[str, str] | None = None, request_id: str | None = None,
        wait_for_review: float | None = None, **settings: Any,
    ) -> PreparedCheck:
        """Start certifying an answer that is still being written (check-only, as :meth:`acertify`).

        The question is identified now (:class:`NotPairwiseError` as in :meth:`acheck`); probe
        generation and the probes start at once, and ``await prepared.acertify(answer)`` gives
        the :class:`CheckResult`. ``aclose()`` (or ``async with``) stops it when there is no answer.
        Budgets and the deadline count from here.
        """
        call = self._checked_call(probes, stakes, route, tags, request_id, wait_for_review, settings)
        # in a worker thread: the caller's own request for the answer, started beside this, goes out first
        question = await self.aquestion(prompt, options=options, context=context, inline=False)
        answer: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        ids: dict[str, str | None] = {"request_id": call.pop("request_id"), "fingerprint": None}  # known later
        plan = self.policy.plan(CallInfo(question=question, model=self.focal.name, stakes=call["stakes"],
                                         route=call["route"], tags=dict(call["tags"] or {}))) if self.policy else None
        task = asyncio.create_task(self._check(question, **call, request_id=ids, answer=answer, settings=settings))
        return PreparedCheck(task, answer, self.settings.max_prompt_chars, ids, plan.mode if plan else "certify")

    def _checked_call(self, probes: Any, stakes: Any, route: Any, tags: Any, request_id: Any,
                      wait_for_review: Any, settings: Mapping[str, Any]) -> dict[str, Any]:
        """The keywords of a check, checked before any work (:class:`ConfigurationError`)."""
        stakes, route, tags, request_id, wait = checked_call(stakes=stakes, route=route, tags=tags,
                                                             request_id=request_id, wait_for_review=wait_for_review)
        self.settings.merged(settings)
        return {"probes": checked_items(probes, Probe, "probes"), "stakes": stakes, "route": route, "tags": tags,
                "request_id": request_id, "wait_for_review": wait}

    async def _check(self, question: PairwiseQuestion, *, probes: Sequence[Probe], stakes: str | None,
                     route: str | None, tags: Mapping[str, str] | None,
                     request_id: str | Mapping[str, str | None] | None,
                     wait_for_review: float | None, answer: str | asyncio.Future[str] | None,
                     settings: Mapping[str, Any], background: bool = False) -> CheckResult:
        ids = request_id if isinstance(request_id, Mapping) else {"request_id": request_id}
        call = CallInfo(question=question, model=self.focal.name, stakes=stakes, route=route,
                        tags=dict(tags or {}), request_id=ids["request_id"])
        plan = self.policy.plan(call) if self.policy else None
        cfg = self.settings.stricter(plan.overrides if plan else None).merged(settings)
        if economical(plan) and not background:
            answer = await self._answer_first(question, cfg, answer, plan is not None and plan.mode == "monitor")
        key = question_key(question, self._identity(), cfg, probes) if plan is not None else ""  # read with a plan only
        if plan is not None and answer is not None and not sampled(key, plan.sample):
            self.hooks.certification("sampled_out", self.focal.name, plan.stakes)
            return await sampled_out_result(question, self.focal.name, key, plan.sample, answer)
        if plan is not None and plan.mode == "monitor" and isinstance(answer, str) and not background:
            facts = {"probes": probes, "stakes": stakes, "route": route, "tags": tags, "request_id": dict(ids)}
            return self._monitor(question, answer, facts, settings, plan.stakes)
        try:
            certificate, kind, certified_at = await self._evidence(key, question, cfg, probes, answer, plan, ids,
                                                                    background)
        except ProviderError:
            self.hooks.certification("failed", self.focal.name, plan.stakes if plan else None)
            raise
        self.hooks.certification(kind, self.focal.name, plan.stakes if plan else None)
        call = dataclasses.replace(call, request_id=ids["request_id"])
        if self.policy is None or plan is None or certificate.recommendation is None:
            # nothing to decide about (or to queue for review) without a recommendation
            result = CheckResult(certificate.recommendation, certificate, None, certificate.recommendation)
        else:
            result = await self._decide(certificate, call, plan, wait_for_review)
        result = dataclasses.replace(result, certification=kind, certified_at=certified_at)
        if kind != "reused":  # a reused certificate is recorded once, when it was certified
            await self._record(result, ids["request_id"])
        return result

    async def _answer_first(self, question: PairwiseQuestion, cfg: CertificateSettings, answer: AnswerLike,
                            monitor: bool) -> AnswerLike:
        """The call's own answer: awaited when still being written (monitor mode: nothing runs before
        it went to the client), else asked of the focal model as the reference is (``None`` when it
        gave no text: the certificate then asks for its reference itself)."""
        if isinstance(answer, asyncio.Future):  # a prepared check: its probes start before the answer,
            return await answer if monitor else answer  # except in monitor mode
        if answer is not None:
            return answer
        response = await self._session(cfg, max_concurrency=1).ask(self.focal, own_answer_request(question, cfg))
        text = response.texts[0] if response.texts else None
        return text if isinstance(text, str) and text.strip() else None

    def _monitor(self, question: PairwiseQuestion, answer: str, facts: dict[str, Any],
                 settings: Mapping[str, Any], stakes: str | None) -> CheckResult:
        """Monitor mode: the answer passes at once; its certificate runs in the bounded background
        runner (hooks, record store, review queue as usual; dropped and counted when it is full)."""
        async def job() -> CheckResult:
            return await self._check(question, **facts, wait_for_review=None, answer=answer, settings=settings,
                                     background=True)

        async def drop() -> None:
            self.hooks.certification("monitor_dropped", self.focal.name, stakes)

        self.hooks.certification("monitor", self.focal.name, stakes)  # before the job can report (another thread)
        monitor_runner().submit(job, drop)
        return monitor_result(question, self.focal.name, answer)

    def _identity(self) -> str:
        """The focal and generator models' identities (endpoint, credentials' hash), as the cache keys them."""
        gen = self.generator_model
        writer = _model_identity(gen) if gen is not None else type(self.generator).__name__
        return f"{_model_identity(self.focal)}|{writer}"

    async def _evidence(self, key: str, question: PairwiseQuestion, cfg: CertificateSettings,
                        probes: Sequence[Probe], answer: str | asyncio.Future[str] | None, plan: CallPlan | None,
                        ids: Mapping[str, str | None],
                        background: bool = False) -> tuple[Certificate, str, float | None]:
        """The call's certificate: a reusable stored one (or the identical call's in flight), else fresh."""
        if plan is None or plan.reuse <= 0 or answer is None:
            return await self._certificate(question, cfg, probes, answer, background), "certified", None
        found = await reusable(self.certificates, self._inflight, key, answer, ids)
        if found is not None:
            return found.certificate, "reused", found.certified_at
        lifetime = plan.reuse

        async def fresh() -> StoredCertificate:
            certificate = await self._certificate(question, cfg, probes, answer, background)
            entry = StoredCertificate(certificate, time.time(), ids.get("fingerprint"))
            if storable(certificate):
                await self.certificates.put(key, entry, lifetime)
            return entry

        entry, shared = await certify_once(self.certificates, self._inflight, key, answer, ids, fresh)
        return entry.certificate, "reused" if shared else "certified", entry.certified_at

    def record_outcome(self, certificate_id: str, outcome: Any) -> None:
        """Attach the true outcome (which option was better) to a recorded certificate."""
        if self.record_store is None:
            raise ConfigurationError("record_outcome needs Guard(record_store=...)")
        self.record_store.record_outcome(certificate_id, outcome)

    async def _record(self, result: CheckResult, question_id: str | None) -> None:
        if self.record_store is None or not result.certificate.formed:
            return
        await asyncio.to_thread(self.record_store.record, result.certificate, question_id=question_id,
                                action=result.certificate.recommendation)

    async def aquestion(self, prompt: str, *, options: Sequence[str] | None = None,
                        context: str | None = None, inline: bool = True) -> PairwiseQuestion:
        """Identify the two options and the context (heuristics first, generator second).

        The text work of a prompt over ``_INLINE_PARSE`` characters (or of any, ``inline=False``) runs
        in a worker thread, never on the event loop; a shorter one's (a few tenths of a millisecond)
        costs less than the hand-off, and so does a prompt whose reading is remembered (a lookup)."""
        prompt, pair, context = self._inputs(prompt, options, context)
        try:
            if pair is None and (known := recalled(prompt, context)) is not None:
                return known
            if inline and len(prompt) <= _INLINE_PARSE:
                return PairwiseQuestion.parse(prompt, pair, context)
            return await asyncio.to_thread(PairwiseQuestion.parse, prompt, pair, context)
        except NotPairwiseError as exc:
            if options is not None or self.generator_model is None:
                raise
            refusal = str(exc)  # kept in the question (and its certificate) when the model finds the options
        session = self._session(self.settings, max_concurrency=1)
        found = await extract_question(prompt, lambda r: session.ask(self.generator_model, r))  # type: ignore[arg-type]
        if found is None:
            raise NotPairwiseError("neither the heuristics nor the generator model found exactly two options "
                                   f"in the prompt ({refusal})")
        return dataclasses.replace(found, refusal=refusal, context=found.context if context is None else context)

    def estimate(self, prompt: str, *, options: Sequence[str] | None = None,
                 context: str | None = None, **settings: Any) -> Estimate:
        """The planned number of calls and, for priced models, the expected cost."""
        question = PairwiseQuestion.parse(*self._inputs(prompt, options, context))
        return estimate_plan(question, self.focal, self.generator_model, self.settings.merged(settings))

    # ---- internals ------------------------------------------------------------------------
    def _inputs(self, prompt: Any, options: Any, context: Any) -> tuple[str, tuple[str, str] | None, str | None]:
        text = checked_prompt(prompt, self.settings.max_prompt_chars)
        if not text.strip():
            raise NotPairwiseError("the prompt is empty")
        return text, checked_options(options), checked_context(context)

    async def _certificate(self, question: PairwiseQuestion, cfg: CertificateSettings, probes: Sequence[Probe],
                           answer: str | asyncio.Future[str] | None, background: bool = False) -> Certificate:
        for p in probes:
            if not isinstance(p, Probe):
                raise ConfigurationError(f"probes must be Probe objects, got {type(p).__name__}")
        engine = self._engine()
        if background and isinstance(answer, str):  # monitor mode: in a worker process when configured
            offloaded = await offload(engine, self, question, cfg, probes, answer, self.hooks)
            if offloaded is not None:
                return offloaded
        if not background:
            return await engine.certificate(question, cfg, probes, answer, self.hooks)
        return await engine.certificate(question, cfg, probes, answer, self.hooks, background_probe_concurrency(),
                                        background_pace())

    def _engine(self) -> Engine:
        return Engine(self.focal, self.generator, self.generator_model, self.retry, self.cache, self.clock)

    def _session(self, cfg: CertificateSettings, *, max_concurrency: int) -> Session:
        return self._engine().session(cfg, max_concurrency=max_concurrency)

    async def _decide(self, certificate: Certificate, call: CallInfo, plan: CallPlan,
                      wait: float | None) -> CheckResult:
        assert self.policy is not None
        decision = self.policy.decide(certificate, plan)
        review: ReviewOutcome | None = None
        if Action(decision.action) is Action.REVIEW and self.review_queue is not None:
            item_id = await self.review_queue.aenqueue(certificate, decision, request_id=call.request_id)
            decision = decision.with_review_id(item_id)
            self.hooks.decision_made(certificate, decision)
            if wait:
                review = await self.review_queue.await_decision(item_id, wait)
                if review is None:
                    decision = self.policy.on_review_timeout(decision, plan)
                    self.hooks.decision_made(certificate, decision)
                else:
                    self.hooks.review_decided(item_id, review)
        else:
            self.hooks.decision_made(certificate, decision)
        return CheckResult(certificate.recommendation, certificate, decision,
                           _final_answer(certificate, decision, review), review)


def _model_identity(model: ChatModel) -> str:
    return str(model.capabilities.cache_identity or model.name)


def _final_answer(certificate: Certificate, decision: DecisionLike, review: ReviewOutcome | None) -> str | None:
    if review is not None:
        return review.final_answer if review.status in ("approved", "overridden") else None
    if not Action(decision.action).withholds:
        return certificate.recommendation
    return None



