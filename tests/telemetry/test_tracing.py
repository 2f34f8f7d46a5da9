"""OpenTelemetry traces: the span tree, GenAI attributes, the evaluation event, privacy, context."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.trace import StatusCode

from warrantguard import Guard, ProviderError
from warrantguard.guard import CheckResult
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.telemetry import EVALUATION_NAME, WarrantTracing, activate_context, extract_context
from warrantguard.testing import ScriptedModel

from .conftest import QUESTION, FailingModel, Traces

TRACE_ID, SPAN_ID = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
TRACEPARENT = f"00-{TRACE_ID}-{SPAN_ID}-01"


def conditional() -> ScriptedModel:
    return ScriptedModel("train", reversals={"in bad weather": "motorcycle"})


def check(traces: Traces, *, capture: bool = False, **kwargs: object) -> CheckResult:
    policy = kwargs.pop("policy", None)
    queue = kwargs.pop("review_queue", None)
    guard = Guard(conditional(), generator="lexical", policy=policy, review_queue=queue,  # type: ignore[arg-type]
                  hooks=[WarrantTracing(traces.provider, capture_content=capture)])
    return guard.check(QUESTION, **kwargs)  # type: ignore[arg-type]


def parent_id(span: ReadableSpan) -> int | None:
    return span.parent.span_id if span.parent else None


def test_span_tree_names_parents_and_times(traces: Traces) -> None:
    cert = check(traces).certificate
    root = traces.one("warrantguard.certificate")
    assert root.parent is None and root.status.status_code is StatusCode.UNSET
    tiers = {s.attributes["warrantguard.tier"]: s for s in traces.spans if s.name.startswith("warrantguard.tier")}
    assert sorted(tiers) == [0, 1, 2, 3]
    calls = [s for s in traces.spans if s.name == "chat scripted"]
    assert len(calls) == cert.usage.calls
    assert {s.context.trace_id for s in traces.spans} == {root.context.trace_id}
    for k, span in tiers.items():
        assert span.name == f"warrantguard.tier T{k}" and parent_id(span) == root.context.span_id
        assert root.start_time <= span.start_time <= span.end_time <= root.end_time
        assert span.attributes["warrantguard.tier.status"] == cert.tier(k).status.value
        assert span.attributes["warrantguard.tier.violations"] == cert.tier(k).violations
    by_id = {s.context.span_id: s for s in [root, *tiers.values()]}
    for call in calls:
        parent = by_id[parent_id(call)]
        assert parent.start_time <= call.start_time <= call.end_time <= parent.end_time
        if parent is not root:
            assert call.attributes["warrantguard.tier"] == parent.attributes["warrantguard.tier"]
    under_tiers = sum(parent_id(c) != root.context.span_id for c in calls)
    t0 = sum(len(t.results) > 0 for t in cert.tiers[:1])  # T0 is one batched call; T1–T3 one call per probe
    assessed = sum(t.planned for t in cert.tiers[1:] if t.status.value != "skipped")
    # a skipped tier's probes may be cancelled before they are sent (fast strategy), never more than planned
    assert t0 + assessed <= under_tiers <= t0 + sum(t.planned for t in cert.tiers[1:])


def test_llm_call_spans_follow_the_genai_conventions(traces: Traces) -> None:
    check(traces)
    calls = traces.named("chat scripted")
    for span in calls:
        a = span.attributes
        assert span.kind is trace.SpanKind.CLIENT
        assert a["gen_ai.operation.name"] == "chat" and a["gen_ai.request.model"] == "scripted"
        assert isinstance(a["gen_ai.request.temperature"], float)
        assert a["gen_ai.usage.input_tokens"] > 0 and a["gen_ai.usage.output_tokens"] >= 1
        assert a["warrantguard.call.purpose"] in {"answer", "elicit", "generate", "extract"}
        assert a["gen_ai.provider.name"] == "_OTHER"  # required; a scripted model names no provider
    assert any(s.attributes.get("gen_ai.request.choice.count") == 10 for s in calls)  # the T0 batch


def test_certificate_attributes_and_evaluation_event(traces: Traces) -> None:
    cert = check(traces).certificate
    root = traces.one("warrantguard.certificate")
    a = root.attributes
    assert a["warrantguard.certificate.id"] == cert.id and a["warrantguard.model"] == "scripted"
    assert a["warrantguard.warrant"] == 1 and a["warrantguard.warrant.label"] == "Conditional Warrant"
    assert a["warrantguard.complete"] is True and a["warrantguard.first_failed_tier"] == 2
    assert a["warrantguard.violations"] == 1 and a["warrantguard.usage.calls"] == cert.usage.calls
    assert tuple(a["warrantguard.tiers.status"]) == ("passed", "passed", "failed", "skipped")  # T2 fixed it
    [event] = [e for e in root.events if e.name == "gen_ai.evaluation.result"]
    assert event.attributes["gen_ai.evaluation.name"] == EVALUATION_NAME
    assert event.attributes["gen_ai.evaluation.score.value"] == 1.0
    assert event.attributes["gen_ai.evaluation.score.label"] == "Conditional Warrant"
    assert event.attributes["gen_ai.evaluation.explanation"] == cert.rule
    assert not any(k.startswith("gen_ai.guardrail") for s in traces.spans for k in (s.attributes or {}))


def test_decision_and_review_id_on_the_certificate_span(traces: Traces, tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path / "q.sqlite3")
    result = check(traces, policy=StakesPolicy(), review_queue=queue, stakes="high")
    assert result.decision is not None and result.decision.action == "review"
    root = traces.one("warrantguard.certificate")
    assert root.attributes["warrantguard.decision.action"] == "review"
    assert root.attributes["warrantguard.decision.stakes"] == "high"
    assert root.attributes["warrantguard.review.id"] == result.decision.review_id
    [event] = root.events
    assert "action review at stakes high" in event.attributes["gen_ai.evaluation.explanation"]
    assert "warrantguard.decision.reason" not in root.attributes  # it quotes reversal contexts


def test_no_prompt_or_answer_text_unless_opted_in(traces: Traces) -> None:
    result = check(traces, policy=StakesPolicy(), stakes="medium")
    assert "bad weather" in (result.decision.reason if result.decision else "")
    text = " ".join(traces.strings())
    for secret in ("motorcycle", "train", "bad weather", QUESTION):
        assert secret not in text


def test_content_capture_when_opted_in(traces: Traces) -> None:
    result = check(traces, capture=True, policy=StakesPolicy(), stakes="medium")
    root = traces.one("warrantguard.certificate")
    assert root.attributes["warrantguard.prompt"] == QUESTION
    assert root.attributes["warrantguard.recommendation"] == "train"
    assert result.decision is not None
    assert root.attributes["warrantguard.decision.reason"] == result.decision.reason
    assert root.events[0].attributes["gen_ai.evaluation.explanation"] == result.decision.reason
    sent = [s.attributes.get("gen_ai.input.messages", "") for s in traces.named("chat scripted")]
    assert any("bad weather" in m for m in sent)
    assert any('"role": "assistant"' in s.attributes.get("gen_ai.output.messages", "")
               for s in traces.named("chat scripted"))


def test_caller_span_is_the_parent(traces: Traces) -> None:
    tracer = traces.provider.get_tracer("caller")
    with tracer.start_as_current_span("handle request") as caller:
        check(traces)
    root = traces.one("warrantguard.certificate")
    assert parent_id(root) == caller.get_span_context().span_id
    assert root.context.trace_id == caller.get_span_context().trace_id


def test_traceparent_header_is_the_parent(traces: Traces) -> None:
    with activate_context({"Traceparent": TRACEPARENT}):
        check(traces)
    root = traces.one("warrantguard.certificate")
    assert f"{root.context.trace_id:032x}" == TRACE_ID
    assert root.parent is not None and root.parent.is_remote and f"{root.parent.span_id:016x}" == SPAN_ID


def test_extract_context_from_asgi_headers() -> None:
    ctx = extract_context([(b"traceparent", TRACEPARENT.encode()), (b"host", b"x")])
    span_context = trace.get_current_span(ctx).get_span_context()
    assert span_context.is_valid and f"{span_context.trace_id:032x}" == TRACE_ID
    assert not trace.get_current_span(extract_context({"traceparent": "garbage"})).get_span_context().is_valid


def test_failed_certificate_ends_as_an_error(traces: Traces) -> None:
    guard = Guard(FailingModel(), generator="lexical", hooks=[WarrantTracing(traces.provider)])
    with pytest.raises(ProviderError):
        guard.check(QUESTION)
    root = traces.one("warrantguard.certificate")
    assert root.status.status_code is StatusCode.ERROR and root.attributes["error.type"] == "ProviderError"
    failed = traces.named("chat broken")
    assert failed and all(s.status.status_code is StatusCode.ERROR for s in failed)
    assert all(s.attributes["error.type"] == "ValueError" for s in failed)
    tiers = {s.context.span_id: s for s in traces.spans if s.name.startswith("warrantguard.tier")}
    for call in failed:  # under the tier the request named, or the certificate
        tier = call.attributes.get("warrantguard.tier")
        parent = root if tier is None else tiers[parent_id(call)]
        assert parent_id(call if tier is None else parent) == root.context.span_id
        assert tier is None or parent.attributes["warrantguard.tier"] == tier


def test_concurrent_certificates_get_separate_trees(traces: Traces) -> None:
    guard = Guard(conditional(), generator="lexical", hooks=[WarrantTracing(traces.provider)])

    async def both() -> None:
        await asyncio.gather(guard.acheck(QUESTION), guard.acheck(QUESTION))

    asyncio.run(both())
    roots = traces.named("warrantguard.certificate")
    assert len(roots) == 2 and all(r.parent is None for r in roots)
    ids = {r.context.span_id for r in roots}
    tiers = [s for s in traces.spans if s.name.startswith("warrantguard.tier")]
    assert len(tiers) == 8 and {parent_id(t) for t in tiers} == ids


def test_no_sdk_means_no_recording() -> None:
    tracing = WarrantTracing(trace.NoOpTracerProvider())
    Guard(conditional(), generator="lexical", hooks=[tracing]).check(QUESTION)
    assert len(tracing._open) == 0 and len(tracing._waiting) == 0


def test_llm_spans_can_be_left_out(traces: Traces) -> None:
    guard = Guard(conditional(), generator="lexical", hooks=[WarrantTracing(traces.provider, llm_spans=False)])
    guard.check(QUESTION)
    assert sorted(s.name for s in traces.spans) == [
        "warrantguard.certificate", *(f"warrantguard.tier T{k}" for k in range(4))]


def test_unsampled_certificates_are_skipped() -> None:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.sampling import ALWAYS_OFF

    tracing = WarrantTracing(TracerProvider(sampler=ALWAYS_OFF))
    Guard(conditional(), generator="lexical", hooks=[tracing]).check(QUESTION)
    assert len(tracing._open) == 0 and len(tracing._waiting) == 0


def test_hooks_called_outside_an_event_loop(traces: Traces) -> None:
    cert = Guard(conditional(), generator="lexical").check(QUESTION).certificate
    tracing = WarrantTracing(traces.provider)
    tracing.certificate_started(cert.id, None, "scripted", {})  # type: ignore[arg-type]
    tracing.certificate_finished(cert.id, cert, 1.0, 2.0)
    root = traces.one("warrantguard.certificate")  # ended at once: no task to wait on
    assert root.end_time == 2_000_000_000 and root.events[0].name == "gen_ai.evaluation.result"


def test_certificate_failed_hook_ends_the_span_at_its_end_time(traces: Traces) -> None:
    tracing = WarrantTracing(traces.provider)
    tracing.certificate_started("run-1", None, "scripted", {})  # type: ignore[arg-type]
    tracing.certificate_failed("run-1", asyncio.CancelledError(), 1.0, 3.0)
    root = traces.one("warrantguard.certificate")
    assert root.end_time == 3_000_000_000 and root.attributes["error.type"] == "CancelledError"
    assert root.status.status_code is StatusCode.ERROR and len(tracing._open) == 0


def test_calls_go_under_the_tier_their_request_names(traces: Traces) -> None:
    check(traces)
    root = traces.one("warrantguard.certificate")
    tier_of = {s.context.span_id: s.attributes["warrantguard.tier"] for s in traces.spans
               if s.name.startswith("warrantguard.tier")}
    for call in traces.named("chat scripted"):
        tier = call.attributes.get("warrantguard.tier")
        if tier is None:
            assert parent_id(call) == root.context.span_id
        else:
            assert tier_of[parent_id(call)] == tier
    reference = [c for c in traces.named("chat scripted") if parent_id(c) == root.context.span_id
                 and c.attributes["warrantguard.call.purpose"] == "answer"]
    assert len(reference) == 1 and reference[0].attributes["gen_ai.request.temperature"] == 0.0


def test_review_timeout_and_late_review_are_children_of_the_certificate(traces: Traces, tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path / "q.sqlite3", poll_interval=0.01)
    tracing = WarrantTracing(traces.provider)
    guard = Guard(conditional(), generator="lexical", policy=StakesPolicy(), review_queue=queue, hooks=[tracing])
    result = guard.check(QUESTION, stakes="high", wait_for_review=0.05)
    root = traces.one("warrantguard.certificate")
    assert root.attributes["warrantguard.decision.action"] == "review"  # ended before the wait
    review_id = root.attributes["warrantguard.review.id"]
    late = traces.one("warrantguard.decision")
    assert parent_id(late) == root.context.span_id and result.decision is not None
    assert "review_timeout" in late.attributes["warrantguard.decision.triggers"]
    assert late.attributes["warrantguard.review.id"] == review_id == result.decision.review_id
    tracing.review_decided(review_id, queue.approve(review_id, reviewer="ann"))
    review = traces.one("warrantguard.review")
    assert parent_id(review) == root.context.span_id
    assert review.attributes["warrantguard.review.status"] == "approved"


def test_a_certificate_run_in_a_monitor_worker_process_keeps_its_own_times(traces: Traces) -> None:
    """Monitor mode with ``configure_monitor(processes=1)``: the span tree is built from events
    replayed after the certificate, with the times they happened in the worker."""
    from warrantguard.guard import close_monitor, configure_monitor

    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"mode": "monitor"}}})
    model = ScriptedModel("train", reversals={"in bad weather": "motorcycle"}, latency=0.02)
    guard = Guard(model, generator="lexical", policy=policy, hooks=[WarrantTracing(traces.provider)])

    async def run() -> None:
        assert (await guard.acertify(QUESTION, answer="The train.")).certification == "monitor"
        await close_monitor(grace=60)

    configure_monitor(processes=1)
    try:
        asyncio.run(run())
    finally:
        configure_monitor(processes=0)
    assert model.calls == 0  # the worker's copy answered
    root = traces.one("warrantguard.certificate")
    calls = sorted((s for s in traces.spans if s.name == "chat scripted"), key=lambda s: s.start_time)
    tiers = [s for s in traces.spans if s.name.startswith("warrantguard.tier")]
    assert len(calls) >= 5 and tiers
    assert root.start_time <= calls[0].start_time and calls[-1].end_time <= root.end_time
    for tier in tiers:
        assert root.start_time <= tier.start_time <= tier.end_time <= root.end_time
