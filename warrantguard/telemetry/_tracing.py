"""OpenTelemetry traces: one span per certificate, child spans per tier and per LLM call.

The only module of warrantguard that imports ``opentelemetry`` (the API only; any SDK
or vendor distribution the application configures does the exporting).

Hooks report events after the fact, so spans are created with explicit start and end
times and explicit parents. The certificate span starts at ``certificate_started``
under the caller's current span and stays open; when the certificate finishes (or
fails) the tier spans (each from its probes being planned, or its first call, to its
last call) and the LLM-call spans are created under it, each call under the tier its
request names (``ChatRequest.tier``) or under the certificate. The certificate span ends (at the
certificate's end time) when the policy's decision arrives, or as soon as it is clear
none is coming; it carries the result as a ``gen_ai.evaluation.result`` event. A
failed certificate's span ends at once with an error status.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from opentelemetry import context as otel_context
from opentelemetry import propagate, trace
from opentelemetry.trace import Span, SpanContext, SpanKind, Status, StatusCode

from warrantguard.guard.spi import Certificate, ChatRequest, ChatResponse, Hook, PairwiseQuestion, event_time_ns
from warrantguard.telemetry._attributes import (
    Call,
    call_attributes,
    call_content,
    certificate_attributes,
    certificate_content,
    decision_attributes,
    reference_response_id,
    tier_attributes,
)
from warrantguard.telemetry._labels import CERTIFICATION, certification_label, safe_explanation
from warrantguard.telemetry._pending import PerTask

__all__ = ["EVALUATION_NAME", "WarrantTracing", "activate_context", "extract_context"]

EVALUATION_NAME = "warrantguard.warrant"
_SCOPE = "warrantguard"
_REMEMBER = 10_000  # span contexts kept for decisions and reviews that come after the span ended


def _ns(seconds: float) -> int:
    return int(seconds * 1e9)


@dataclass
class _Run:
    """An open certificate span and what happened under it so far."""

    span: Span
    calls: list[Call] = field(default_factory=list)
    marks: dict[int, list[int]] = field(default_factory=dict)  # tier -> [first ns, last ns]
    certificate: Certificate | None = None
    end_ns: int = 0

    def mark(self, tier: int, when: int) -> None:
        """Extend the tier's activity to ``when``."""
        span = self.marks.get(tier)
        if span is None:
            self.marks[tier] = [when, when]
        elif when < span[0]:
            span[0] = when
        elif when > span[1]:
            span[1] = when


class WarrantTracing(Hook):
    """A :class:`~warrantguard.guard.Hook` emitting OpenTelemetry spans.

    ``tracer_provider`` defaults to the global one (``trace.set_tracer_provider``).
    ``capture_content=True`` adds prompts, options, answers and the decision's reason
    to spans (off by default for privacy). API keys are never read.
    ``llm_spans=False`` leaves out the per-call spans (a certificate makes 20–60 calls):
    certificate and tier spans remain, at a fraction of the cost. Sampling (the
    provider's sampler) skips unsampled certificates entirely. ``provider`` is the
    ``gen_ai.provider.name`` of models whose name does not tell (an OpenAI-compatible
    endpoint: ``"openai"``); without it they are ``_OTHER``.
    """

    def __init__(self, tracer_provider: trace.TracerProvider | None = None, *,
                 capture_content: bool = False, llm_spans: bool = True, provider: str | None = None) -> None:
        from warrantguard import __version__

        self.tracer = trace.get_tracer(_SCOPE, __version__, tracer_provider=tracer_provider)
        self.capture_content, self.llm_spans, self.provider = capture_content, llm_spans, provider
        self._open: dict[str, _Run] = {}
        self._waiting: PerTask[_Run] = PerTask(lambda run: self._end(run, None))
        self._ended: OrderedDict[str, SpanContext] = OrderedDict()  # certificate or review id -> span
        self._lock = threading.Lock()

    # ---- the certificate ------------------------------------------------------------------
    def certificate_started(self, run_id: str, question: PairwiseQuestion, model: str,
                            planned: dict[int, int]) -> None:
        """Open the certificate span under the caller's current span."""
        self._waiting.release()
        attrs = {"warrantguard.certificate.id": run_id, "warrantguard.model": model}
        if self.capture_content and question is not None:
            attrs["warrantguard.prompt"] = question.prompt
        span = self.tracer.start_span("warrantguard.certificate", context=otel_context.get_current(),
                                      kind=SpanKind.INTERNAL, start_time=event_time_ns(), attributes=attrs)
        if span.is_recording():  # unsampled: nothing more to do for this certificate
            self._open[run_id] = _Run(span)

    def tier_planned(self, run_id: str, tier: int, count: int) -> None:
        """Mark the tier's probes as planned (the tier span starts no later)."""
        if (run := self._open.get(run_id)) is not None:
            run.mark(tier, event_time_ns())  # a replayed event: its own time

    def llm_call(self, run_id: str, model: str, request: ChatRequest, response: ChatResponse | None,
                 start: float, end: float, error: BaseException | None) -> None:
        """Buffer the call; its span is created when the certificate finishes."""
        if (run := self._open.get(run_id)) is not None:
            run.calls.append(Call(model, request, response, start, end, error))

    def certificate_finished(self, run_id: str, certificate: Certificate, start: float, end: float) -> None:
        """Create the tier and call spans; the certificate span waits for a decision."""
        run = self._open.pop(run_id, None)
        if run is None:
            return
        run.certificate, run.end_ns = certificate, _ns(end)
        self._children(run, certificate)
        run.span.set_attributes(certificate_attributes(certificate))
        if self.capture_content:
            run.span.set_attributes(certificate_content(certificate))
        self._waiting.hold(certificate.id, run)

    def certificate_failed(self, run_id: str, error: BaseException, start: float, end: float) -> None:
        """Record the calls made so far and end the certificate span as an error."""
        run = self._open.pop(run_id, None)
        if run is None:
            return
        self._children(run, None)
        kind = type(error).__qualname__
        run.span.set_attribute("error.type", kind)
        run.span.set_status(Status(StatusCode.ERROR, f"certificate did not finish ({kind})"))
        run.span.end(end_time=_ns(end))

    def _children(self, run: _Run, certificate: Certificate | None) -> None:
        parent = trace.set_span_in_context(run.span)
        for call in run.calls:
            if (tier := call.request.tier) is not None:
                run.mark(tier, _ns(call.start))
                run.mark(tier, _ns(call.end))
        for tier in (t.tier for t in certificate.tiers) if certificate is not None else ():
            if tier not in run.marks:  # never planned (skipped before it started): a zero-length span,
                run.mark(tier, run.end_ns)  # so every formed certificate shows all its tiers
        contexts = {k: self._tier_span(run, k, certificate, parent) for k in sorted(run.marks)}
        if self.llm_spans:
            for call in run.calls:
                tier = call.request.tier
                self._call_span(call, parent if tier is None else contexts.get(tier, parent))

    def _tier_span(self, run: _Run, tier: int, certificate: Certificate | None,
                   parent: otel_context.Context) -> otel_context.Context:
        first, last = run.marks[tier]
        known = certificate is not None and tier < len(certificate.tiers)
        attrs = tier_attributes(certificate.tier(tier)) if certificate and known else {"warrantguard.tier": tier}
        span = self.tracer.start_span(f"warrantguard.tier T{tier}", context=parent, start_time=first,
                                      attributes=attrs)
        span.end(end_time=last)
        return trace.set_span_in_context(span)

    def _call_span(self, call: Call, parent: otel_context.Context) -> None:
        attrs = call_attributes(call, self.provider)
        if self.capture_content:
            attrs.update(call_content(call))
        span = self.tracer.start_span(f"chat {attrs['gen_ai.request.model']}", context=parent, kind=SpanKind.CLIENT,
                                      start_time=_ns(call.start), attributes=attrs)
        if call.error is not None:
            span.set_status(Status(StatusCode.ERROR, type(call.error).__qualname__))
        span.end(end_time=_ns(call.end))

    # ---- the result and the decision --------------------------------------------------------
    def _end(self, run: _Run, decision: Any | None) -> None:
        cert = run.certificate
        assert cert is not None
        if decision is not None:
            run.span.set_attributes(decision_attributes(decision, capture_content=self.capture_content))
        run.span.add_event("gen_ai.evaluation.result", self._evaluation(run, cert, decision),
                           timestamp=run.end_ns)
        run.span.end(end_time=run.end_ns)
        self._remember(cert.id, run.span.get_span_context())
        if (review_id := getattr(decision, "review_id", None)) is not None:
            self._remember(review_id, run.span.get_span_context())

    def _remember(self, key: str, span_context: SpanContext) -> None:
        with self._lock:
            self._ended[key] = span_context
            while len(self._ended) > _REMEMBER:
                self._ended.popitem(last=False)

    def _evaluation(self, run: _Run, cert: Certificate, decision: Any | None) -> dict[str, Any]:
        reason = getattr(decision, "reason", None) if decision is not None else None
        attrs: dict[str, Any] = {
            "gen_ai.evaluation.name": EVALUATION_NAME,
            "gen_ai.evaluation.score.value": float(int(cert.warrant)),
            "gen_ai.evaluation.score.label": cert.warrant.label,
            "gen_ai.evaluation.explanation": reason if (self.capture_content and reason)
            else safe_explanation(cert, decision),
            "warrantguard.certificate.id": cert.id,
        }
        if (rid := reference_response_id(run.calls)) is not None:
            attrs["gen_ai.response.id"] = rid
        return attrs

    def decision_made(self, certificate: Certificate, decision: Any) -> None:
        """End the certificate span with the decision; a later decision (after a review
        timeout) becomes a ``warrantguard.decision`` child span."""
        run = self._waiting.take(certificate.id)
        if run is not None:
            self._end(run, decision)
            return
        attrs = decision_attributes(decision, capture_content=self.capture_content)
        attrs["warrantguard.certificate.id"] = certificate.id
        self._child_of(certificate.id, "warrantguard.decision", attrs)

    def review_decided(self, item_id: str, outcome: Any) -> None:
        """A ``warrantguard.review`` span under the certificate that was queued (or the
        caller's current span when that certificate is unknown)."""
        attrs: dict[str, Any] = {"warrantguard.review.id": item_id,
                                 "warrantguard.review.status": str(getattr(outcome.status, "value", outcome.status))}
        if self.capture_content and getattr(outcome, "final_answer", None):
            attrs["warrantguard.review.final_answer"] = outcome.final_answer
        self._child_of(item_id, "warrantguard.review", attrs)

    def _child_of(self, key: str, name: str, attrs: dict[str, Any]) -> None:
        known = self._ended.get(key)
        parent = trace.set_span_in_context(trace.NonRecordingSpan(known)) if known else None
        self.tracer.start_span(name, context=parent, attributes=attrs).end()

    def certification(self, kind: str, model: str, stakes: str | None) -> None:
        """Label the call ``warrantguard.certification`` (certified, reused, sampled_out, monitor,
        failed, monitor_dropped): a fresh certificate on its own span (still open for the decision);
        any other call, which has no certificate span of its own, on a ``warrantguard.certification``
        span under the caller's current span."""
        label = certification_label(kind)
        held = self._waiting.current() if kind == "certified" else []
        if held:
            held[-1].span.set_attribute(CERTIFICATION, label)
            return
        attrs: dict[str, Any] = {CERTIFICATION: label, "warrantguard.model": model}
        if stakes:
            attrs["warrantguard.stakes"] = stakes
        self.tracer.start_span("warrantguard.certification", context=otel_context.get_current(),
                               attributes=attrs).end()

    def flush(self) -> None:
        """End every certificate span still waiting for a decision."""
        self._waiting.settle_all()


# ---- trace context from incoming requests ------------------------------------------------------
def _carrier(headers: Mapping[str, str] | Iterable[tuple[Any, Any]]) -> dict[str, str]:
    pairs = headers.items() if isinstance(headers, Mapping) or hasattr(headers, "items") else headers
    out: dict[str, str] = {}
    for key, value in pairs:  # type: ignore[union-attr]
        k = key.decode("latin-1") if isinstance(key, bytes) else str(key)
        v = value.decode("latin-1") if isinstance(value, bytes) else str(value)
        out[k.lower()] = v
    return out


def extract_context(headers: Mapping[str, str] | Iterable[tuple[Any, Any]]) -> otel_context.Context:
    """The trace context of an incoming request (W3C ``traceparent``/``tracestate`` and
    baggage by default; whatever ``OTEL_PROPAGATORS`` configures).

    ``headers`` is a mapping (Starlette/FastAPI ``request.headers``, a dict) or ASGI raw
    ``(bytes, bytes)`` pairs. Without a valid ``traceparent`` the result has no parent span.
    """
    return propagate.extract(_carrier(headers))


@contextmanager
def activate_context(headers: Mapping[str, str] | Iterable[tuple[Any, Any]]) -> Iterator[otel_context.Context]:
    """Make the incoming request's trace context current for the block, so certificates
    certified inside it become children of the caller's span::

        with activate_context(request.headers):
            result = await guard.acheck(prompt)
    """
    ctx = extract_context(headers)
    token = otel_context.attach(ctx)
    try:
        yield ctx
    finally:
        otel_context.detach(token)
