"""Prometheus metrics for certificates, probes, decisions and LLM calls (the review queue's gauges and the
``/metrics`` endpoint are :mod:`._exposition`'s; ``prometheus_client`` comes through :mod:`._prometheus`).

Metric names follow
the Prometheus conventions: base units (seconds, USD), ``_total`` on counters, and
bounded label sets (model, warrant, stakes, completeness, tier, outcome, action,
purpose, status); no prompt, answer or other free text is ever a label value.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from warrantguard.guard.spi import Certificate, ChatRequest, ChatResponse, Hook, PairwiseQuestion, ProbeResult
from warrantguard.telemetry._labels import OTHER, BoundedLabel, certification_label, probe_outcome, warrant_name
from warrantguard.telemetry._pending import PerTask
from warrantguard.telemetry._prometheus import REGISTRY, CollectorRegistry, Counter, Histogram

__all__ = ["WarrantMetrics"]

log = logging.getLogger("warrantguard.telemetry")

DURATION_BUCKETS = (0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 20.0, 30.0, 60.0, 120.0, 300.0)
CALL_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
CALLS_BUCKETS = (1, 2, 5, 10, 15, 20, 30, 40, 60, 80, 120, 200)
REVIEW_BUCKETS = (10.0, 30.0, 60.0, 300.0, 600.0, 1800.0, 3600.0, 7200.0, 14400.0, 43200.0, 86400.0, 172800.0)
_TIERS = {k: str(k) for k in range(4)}


class _Families:
    """The metric objects of one namespace in one registry (created once, shared)."""

    def __init__(self, registry: CollectorRegistry, ns: str) -> None:
        def counter(name: str, doc: str, labels: tuple[str, ...]) -> Counter:
            return Counter(name, doc, labels, namespace=ns, registry=registry)

        def histogram(name: str, doc: str, labels: tuple[str, ...], buckets: tuple[float, ...]) -> Histogram:
            return Histogram(name, doc, labels, namespace=ns, registry=registry, buckets=buckets)

        self.certificates = counter("certificates", "Certificates formed, by focal model, warrant, "
                                    "stakes level (none without a policy) and completeness.",
                                    ("model", "warrant", "stakes", "complete"))
        self.errors = counter("certificate_errors", "Certificates that raised instead of finishing.", ("model",))
        self.probes = counter("probes", "Probes answered, by tier and outcome (agree, violate, invalid).",
                              ("tier", "outcome"))
        self.decisions = counter("decisions", "Stakes-policy decisions, by action and stakes level.",
                                 ("action", "stakes"))
        self.duration = histogram("certificate_duration_seconds", "Wall time of one certificate.",
                                  ("model",), DURATION_BUCKETS)
        self.calls = histogram("certificate_llm_calls", "LLM calls made for one certificate.",
                               ("model",), CALLS_BUCKETS)
        self.llm_calls = counter("llm_calls", "LLM call attempts, by model, purpose and outcome (ok, error).",
                                 ("model", "purpose", "outcome"))
        self.llm_seconds = histogram("llm_call_duration_seconds", "Duration of one LLM call attempt.",
                                     ("model",), CALL_BUCKETS)
        self.tokens = counter("llm_tokens", "LLM tokens, by model and type (input, output).", ("model", "type"))
        self.cost = counter("llm_cost_usd", "LLM cost in US dollars (litellm price tables; unpriced "
                            "models cost 0).", ("model",))
        self.mismatches = counter("belief_action_mismatches", "Certificates whose stated belief "
                                  "contradicts the recommendation.", ("model",))
        self.overconfidence = counter("overconfidence_findings", "Certificates with high stated "
                                      "confidence but a weak warrant.", ("model",))
        self.certifications = counter("certifications", "Calls by what happened to their certificate: "
                                      "certified (fresh), reused, sampled_out, monitor (answered at once, "
                                      "certified in the background), failed, monitor_dropped (the background "
                                      "queue was full or shut down).", ("model", "kind"))
        self._children: dict[tuple[int, tuple[str, ...]], Any] = {}
        self.review_seconds = histogram("review_decision_seconds", "Time from queueing a recommendation "
                                        "to a reviewer's decision.", ("status",), REVIEW_BUCKETS)


    def child(self, metric: Any, *labels: str) -> Any:
        """``metric.labels(*labels)``, memoised (prometheus-client's lookup validates and locks)."""
        key = (id(metric), labels)
        found = self._children.get(key)
        if found is None:
            found = self._children[key] = metric.labels(*labels)
        return found


_FAMILIES: weakref.WeakKeyDictionary[CollectorRegistry, dict[str, _Families]] = weakref.WeakKeyDictionary()
_FAMILIES_LOCK = threading.Lock()


def _families(registry: CollectorRegistry, namespace: str) -> _Families:
    with _FAMILIES_LOCK:
        per = _FAMILIES.setdefault(registry, {})
        if namespace not in per:
            per[namespace] = _Families(registry, namespace)
        return per[namespace]


class _Tally:
    """A running certificate's model label and the counter increments it has piled up.

    Probe and call counters are added once per series when the certificate ends: one
    locked ``inc`` each instead of one per probe and call (durations are observed live)."""

    __slots__ = ("counts", "model")

    def __init__(self, model: str) -> None:
        self.model = model
        self.counts: dict[Any, float] = {}

    def add(self, child: Any, amount: float) -> None:
        """Pile up ``amount`` for a counter child."""
        self.counts[child] = self.counts.get(child, 0) + amount

    def flush(self) -> None:
        """Add the piled-up increments to the counters."""
        for child, amount in self.counts.items():
            child.inc(amount)
        self.counts.clear()


@dataclass
class _Finished:
    """A certificate waiting to learn its stakes from a decision (or that none comes)."""

    model: str
    warrant: str
    complete: str
    at: float


class WarrantMetrics(Hook):
    """A :class:`~warrantguard.guard.Hook` recording Prometheus metrics.

    ``registry`` defaults to prometheus-client's global registry; pass a
    :class:`CollectorRegistry` to keep a library's metrics to yourself. Several
    ``WarrantMetrics`` on one registry and namespace share their metric objects.
    Model and stakes label values are capped at ``max_label_values`` distinct values
    each (later ones become ``other``). Attach with ``Guard(hooks=[...])`` or
    ``guard.add_hook(...)``.
    """

    def __init__(self, registry: CollectorRegistry | None = None, *, namespace: str = "warrantguard",
                 max_label_values: int = 50) -> None:
        self.registry = registry if registry is not None else REGISTRY
        self.namespace = namespace
        self.m = _families(self.registry, namespace)
        self._model, self._stakes = BoundedLabel(max_label_values), BoundedLabel(max_label_values)
        self._running: dict[str, _Tally] = {}  # run id -> its model label and pending counts
        self._call_series: dict[tuple[str, str, bool], tuple[Any, ...]] = {}
        self._finished: PerTask[_Finished] = PerTask(lambda f: self._count(f, "none"))
        self._queued: OrderedDict[str, float] = OrderedDict()  # review id -> when the Guard queued it
        self._actions: OrderedDict[str, str] = OrderedDict()  # certificate id -> last action counted
        self._reviewed: OrderedDict[str, None] = OrderedDict()

    # ---- certificates ---------------------------------------------------------------------
    def certificate_started(self, run_id: str, question: PairwiseQuestion, model: str,
                            planned: dict[int, int]) -> None:
        """Remember the run's model label (a failure reports only the run id)."""
        self._finished.release()
        self._running[run_id] = _Tally(self._model(model))

    def _ended(self, run_id: str) -> str | None:
        """Add the run's piled-up counts; its model label (``None`` for an unknown run)."""
        tally = self._running.pop(run_id, None)
        if tally is None:
            return None
        tally.flush()
        return tally.model

    def _add(self, run_id: str, child: Any, amount: float) -> None:
        tally = self._running.get(run_id)
        if tally is None:  # not inside a certificate this sink saw start: count at once
            child.inc(amount)
        else:
            tally.add(child, amount)

    def certificate_failed(self, run_id: str, error: BaseException, start: float, end: float) -> None:
        """Count the certificate as an error (and the probes and calls it made)."""
        model = self._ended(run_id) or OTHER
        self.m.child(self.m.errors, model).inc()

    def probe_finished(self, run_id: str, result: ProbeResult) -> None:
        """Count the probe by tier and outcome (added when the certificate ends)."""
        tier = _TIERS.get(result.tier) or str(result.tier)
        self._add(run_id, self.m.child(self.m.probes, tier, probe_outcome(result)), 1)

    def llm_call(self, run_id: str, model: str, request: ChatRequest, response: ChatResponse | None,
                 start: float, end: float, error: BaseException | None) -> None:
        """Observe the call's duration; count the call, its tokens and cost (added when the
        certificate ends)."""
        key = (model, request.purpose.value, error is None)
        series = self._call_series.get(key)
        if series is None:
            if len(self._call_series) > 4 * self._model.limit:  # a model string per request: stay bounded
                self._call_series.clear()
            series = self._call_series[key] = self._series(*key)
        calls, seconds, tokens_in, tokens_out, cost = series
        seconds.observe(end - start if end > start else 0.0)
        self._add(run_id, calls, 1)
        if response is not None:
            if response.prompt_tokens:
                self._add(run_id, tokens_in, response.prompt_tokens)
            if response.completion_tokens:
                self._add(run_id, tokens_out, response.completion_tokens)
            if response.cost:
                self._add(run_id, cost, response.cost)

    def _series(self, model: str, purpose: str, ok: bool) -> tuple[Any, ...]:
        name, m = self._model(model), self.m
        return (m.child(m.llm_calls, name, purpose, "ok" if ok else "error"), m.child(m.llm_seconds, name),
                m.child(m.tokens, name, "input"), m.child(m.tokens, name, "output"), m.child(m.cost, name))

    def certificate_finished(self, run_id: str, certificate: Certificate, start: float, end: float) -> None:
        """Record duration, calls and findings; the certificate count waits for the stakes."""
        model = self._ended(run_id) or self._model(certificate.model)
        self.m.child(self.m.duration, model).observe(max(end - start, 0.0))
        self.m.child(self.m.calls, model).observe(certificate.usage.calls)
        if certificate.belief_action_consistent is False:
            self.m.child(self.m.mismatches, model).inc()
        if certificate.overconfident:
            self.m.child(self.m.overconfidence, model).inc()
        done = _Finished(model, warrant_name(certificate.warrant), "true" if certificate.complete else "false", end)
        self._finished.hold(certificate.id, done)

    def _count(self, done: _Finished, stakes: str) -> None:
        self.m.child(self.m.certificates, done.model, done.warrant, stakes, done.complete).inc()

    def certification(self, kind: str, model: str, stakes: str | None) -> None:
        """Count the call as certified (fresh), reused, sampled_out, monitor, failed or monitor_dropped."""
        label = certification_label(kind)
        self.m.child(self.m.certifications, self._model(model), label).inc()

    # ---- decisions and reviews -------------------------------------------------------------
    def decision_made(self, certificate: Certificate, decision: Any) -> None:
        """Count the decision and the certificate under its stakes level.

        After a review timeout the Guard reports a second decision for the same
        certificate: the certificate is counted once, and the decision only when its
        action differs from the first (``review`` that stays ``review`` counts once)."""
        stakes, action = self._stakes(decision.stakes), str(decision.action)
        if self._actions.get(certificate.id) != action:
            self._remember(self._actions, certificate.id, action)
            self.m.child(self.m.decisions, action, stakes).inc()
        done = self._finished.take(certificate.id)
        if done is not None:
            self._count(done, stakes)
        review_id = getattr(decision, "review_id", None)
        if review_id and review_id not in self._queued:
            self._remember(self._queued, review_id, time.time())  # the Guard just queued it

    def review_decided(self, item_id: str, outcome: Any) -> None:
        """Observe the time from queueing to the reviewer's decision.

        Uses the outcome's ``created_at``/``decided_at`` when it has them (a review item),
        else the time the Guard reported the ``review`` decision (right after queueing)."""
        created, decided = getattr(outcome, "created_at", None), getattr(outcome, "decided_at", None)
        if created is not None and decided is not None:
            seconds = decided.timestamp() - created.timestamp()
        elif (queued := self._queued.pop(item_id, None)) is not None:
            seconds = time.time() - queued
        else:
            return
        self._observe_review(item_id, str(getattr(outcome.status, "value", outcome.status)), seconds)

    def observe_review(self, item: Any) -> None:
        """Record a decided :class:`~warrantguard.policies.ReviewItem` (the review console calls
        this after ``ReviewQueue.decide``); pending items are ignored, repeats counted once."""
        if item.decided_at is None or str(getattr(item.status, "value", item.status)) == "pending":
            return
        self.review_decided(item.id, item)

    def _observe_review(self, item_id: str, status: str, seconds: float) -> None:
        if item_id in self._reviewed:
            return
        self._remember(self._reviewed, item_id, None)
        self.m.child(self.m.review_seconds, status).observe(max(seconds, 0.0))

    @staticmethod
    def _remember(cache: OrderedDict[str, Any], key: str, value: Any, limit: int = 10_000) -> None:
        cache[key] = value
        while len(cache) > limit:
            cache.popitem(last=False)

    def flush(self) -> None:
        """Count every certificate still waiting for a decision (as stakes ``none``)."""
        self._finished.settle_all()
