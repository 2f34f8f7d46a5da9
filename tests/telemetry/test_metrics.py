"""Prometheus metrics: counts after scripted certificates, parsed from the exposition text."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
import threading
import urllib.request
from pathlib import Path

import pytest
from prometheus_client import REGISTRY, CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from warrantguard import Guard, ProviderError, Warrant
from warrantguard.guard import CallPlan, Certificate, ChatRequest, ChatResponse
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.telemetry import (
    WarrantMetrics,
    metrics_asgi_app,
    observe_review_queue,
    render_metrics,
    start_metrics_server,
)
from warrantguard.testing import ScriptedModel

from .conftest import QUESTION, FailingModel, parse, total, value

STRONG = ScriptedModel("train")
CONDITIONAL = ScriptedModel("train", reversals={"in bad weather": "motorcycle"})


def _outcomes(certs: list[Certificate]) -> dict[tuple[int, str], int]:
    out: dict[tuple[int, str], int] = {}
    for cert in certs:
        for tier in cert.tiers:
            for r in tier.results:
                key = (tier.tier, "invalid" if not r.valid else "violate" if r.violation else "agree")
                out[key] = out.get(key, 0) + 1
    return out


def test_counts_after_scripted_certificates(registry: CollectorRegistry) -> None:
    metrics = WarrantMetrics(registry)
    models = [STRONG, CONDITIONAL, ScriptedModel("train", position_bias="first", off_format={"bad weather": 9})]
    # exhaustive: every probe answered is in the certificate (in fast runs, answers above the tier that
    # fixed the category are counted by the metric but not by the certificate)
    certs = [Guard(m, generator="lexical", hooks=[metrics], exhaustive=True).check(QUESTION).certificate
             for m in models]
    s = parse(registry)
    for warrant in {c.warrant for c in certs}:
        expected = sum(c.warrant == warrant for c in certs)
        assert value(s, "warrantguard_certificates_total", model="scripted", warrant=warrant.name.lower(),
                     stakes="none", complete="true") == expected
    for (tier, outcome), n in _outcomes(certs).items():
        assert value(s, "warrantguard_probes_total", tier=str(tier), outcome=outcome) == n
    assert total(s, "warrantguard_probes_total", outcome="invalid") > 0
    calls = sum(c.usage.calls for c in certs)
    assert value(s, "warrantguard_certificate_llm_calls_count", model="scripted") == 3
    assert value(s, "warrantguard_certificate_llm_calls_sum", model="scripted") == calls
    assert total(s, "warrantguard_llm_calls_total", outcome="ok") == calls
    assert value(s, "warrantguard_llm_tokens_total", model="scripted", type="input") == sum(
        c.usage.prompt_tokens for c in certs)
    assert value(s, "warrantguard_certificate_duration_seconds_count", model="scripted") == 3
    assert total(s, "warrantguard_decisions_total") == 0
    assert total(s, "warrantguard_certificate_errors_total") == 0


def test_custom_registry_sees_everything_and_global_nothing(registry: CollectorRegistry) -> None:
    before = {m.name for m in REGISTRY.collect()}
    Guard(CONDITIONAL, generator="lexical", hooks=[WarrantMetrics(registry, namespace="wgprivate")]).check(QUESTION)
    mine = parse(registry)
    assert total(mine, "wgprivate_certificates_total") == 1
    assert total(mine, "wgprivate_probes_total") > 0
    after = {m.name for m in REGISTRY.collect()}
    assert after == before  # nothing was registered globally by this run
    assert not any(name.startswith("wgprivate") for name in after)  # (other tests may use the global one)


def test_default_is_the_global_registry() -> None:
    metrics = WarrantMetrics(namespace="wgglobal")
    assert metrics.registry is REGISTRY
    Guard(STRONG, generator="lexical", hooks=[metrics]).check(QUESTION)
    assert total(parse(REGISTRY), "wgglobal_certificates_total", warrant="strong") >= 1
    assert WarrantMetrics(namespace="wgglobal").m is metrics.m  # no duplicate registration


def test_decisions_count_certificates_under_their_stakes(registry: CollectorRegistry) -> None:
    metrics = WarrantMetrics(registry)
    guard = Guard(CONDITIONAL, generator="lexical", policy=StakesPolicy(), hooks=[metrics])
    low = guard.check(QUESTION, stakes="low")
    medium = guard.check(QUESTION, stakes="medium")
    s = parse(registry)
    for result, stakes in ((low, "low"), (medium, "medium")):
        assert result.decision is not None
        assert value(s, "warrantguard_decisions_total", action=result.decision.action, stakes=stakes) == 1
        assert value(s, "warrantguard_certificates_total", model="scripted", stakes=stakes,
                     warrant=result.certificate.warrant.name.lower(),
                     complete=str(result.certificate.complete).lower()) == 1
    assert total(s, "warrantguard_certificates_total", stakes="none") == 0


def test_review_wait_observes_time_to_decision(registry: CollectorRegistry, tmp_path: Path) -> None:
    metrics, queue = WarrantMetrics(registry), ReviewQueue(tmp_path / "q.sqlite3", poll_interval=0.02)
    guard = Guard(CONDITIONAL, generator="lexical", policy=StakesPolicy(), review_queue=queue, hooks=[metrics])
    stop = threading.Event()

    def reviewer() -> None:
        while not stop.is_set():
            for item in queue.pending():
                queue.approve(item.id, reviewer="ann")
            stop.wait(0.02)

    thread = threading.Thread(target=reviewer, daemon=True)
    thread.start()
    try:
        result = guard.check(QUESTION, stakes="high", wait_for_review=10)
    finally:
        stop.set()
        thread.join()
    assert result.review is not None and result.review.status == "approved"
    s = parse(registry)
    assert value(s, "warrantguard_review_decision_seconds_count", status="approved") == 1
    assert value(s, "warrantguard_decisions_total", action="review", stakes="high") == 1
    assert total(s, "warrantguard_certificates_total", stakes="high") == 1


def test_review_timeout_counts_the_certificate_once(registry: CollectorRegistry, tmp_path: Path) -> None:
    metrics, queue = WarrantMetrics(registry), ReviewQueue(tmp_path / "q.sqlite3", poll_interval=0.01)
    guard = Guard(CONDITIONAL, generator="lexical", policy=StakesPolicy(), review_queue=queue, hooks=[metrics])
    result = guard.check(QUESTION, stakes="high", wait_for_review=0.05)
    assert result.decision is not None and "review_timeout" in result.decision.triggers
    s = parse(registry)
    assert value(s, "warrantguard_decisions_total", action="review", stakes="high") == 1  # still review
    assert total(s, "warrantguard_certificates_total") == 1
    assert total(s, "warrantguard_certificates_total", stakes="high") == 1
    assert total(s, "warrantguard_review_decision_seconds_count") == 0


def test_failed_certificate_counts_as_error(registry: CollectorRegistry) -> None:
    with pytest.raises(ProviderError):
        Guard(FailingModel(), generator="lexical", hooks=[WarrantMetrics(registry)]).check(QUESTION)
    s = parse(registry)
    assert value(s, "warrantguard_certificate_errors_total", model="broken") == 1
    assert total(s, "warrantguard_llm_calls_total", model="broken", outcome="error") >= 1
    assert total(s, "warrantguard_certificates_total") == 0


def test_call_and_probe_counts_land_when_the_certificate_ends(registry: CollectorRegistry) -> None:
    metrics = WarrantMetrics(registry)
    request = ChatRequest(messages=({"role": "user", "content": "hi"},))
    metrics.certificate_started("run", None, "m", {})  # type: ignore[arg-type]
    metrics.llm_call("run", "m", request, ChatResponse(["x"], 3, 1, 0.5), 0.0, 0.1, None)
    s = parse(registry)
    assert value(s, "warrantguard_llm_call_duration_seconds_count", model="m") == 1  # observed live
    assert total(s, "warrantguard_llm_calls_total") == 0 and total(s, "warrantguard_llm_tokens_total") == 0
    metrics.certificate_failed("run", RuntimeError("boom"), 0.0, 1.0)  # a failure still adds them
    s = parse(registry)
    assert value(s, "warrantguard_llm_calls_total", model="m", purpose="probe", outcome="ok") == 1
    assert value(s, "warrantguard_llm_tokens_total", model="m", type="input") == 3
    assert value(s, "warrantguard_llm_cost_usd_total", model="m") == 0.5
    metrics.llm_call("elsewhere", "m", request, ChatResponse(["x"], 2, 1), 0.0, 0.1, None)  # no certificate
    s = parse(registry)
    assert value(s, "warrantguard_llm_calls_total", model="m", purpose="probe", outcome="ok") == 2
    assert value(s, "warrantguard_llm_tokens_total", model="m", type="input") == 5


def test_belief_mismatch_and_overconfidence(registry: CollectorRegistry) -> None:
    # picks the first-listed option (train) but states P(train is better) = 10%, with 95% confidence
    model = ScriptedModel("train", position_bias="first", confidence=95, belief=10)
    cert = Guard(model, generator="lexical", hooks=[WarrantMetrics(registry)]).check(
        "Which is safer to travel by, train or motorcycle?").certificate
    s = parse(registry)
    assert cert.overconfident and cert.warrant is Warrant.NONE
    assert value(s, "warrantguard_overconfidence_findings_total", model="scripted") == 1
    assert cert.belief_action_consistent is False
    assert value(s, "warrantguard_belief_action_mismatches_total", model="scripted") == 1


def test_review_queue_depth_is_read_at_scrape_time(registry: CollectorRegistry, tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path / "q.sqlite3")
    cert = Guard(CONDITIONAL, generator="lexical").check(QUESTION).certificate
    decision = StakesPolicy().decide(cert, CallPlan("high", "explicit"))
    ids = [queue.enqueue(cert, decision) for _ in range(3)]
    observe_review_queue(queue, registry)
    s = parse(registry)
    assert value(s, "warrantguard_review_queue_items", status="pending") == 3
    assert value(s, "warrantguard_review_queue_up") == 1
    metrics = WarrantMetrics(registry)
    metrics.observe_review(queue.reject(ids[0], reviewer="bob"))
    metrics.observe_review(queue.get(ids[0]))  # the same decision again: counted once
    metrics.observe_review(queue.get(ids[1]))  # still pending: ignored
    s = parse(registry)
    assert value(s, "warrantguard_review_queue_items", status="pending") == 2
    assert value(s, "warrantguard_review_queue_items", status="rejected") == 1
    assert value(s, "warrantguard_review_queue_items", status="approved") == 0
    assert value(s, "warrantguard_review_queue_oldest_pending_age_seconds") >= 0
    assert value(s, "warrantguard_review_decision_seconds_count", status="rejected") == 1


def test_unreadable_store_reports_down(registry: CollectorRegistry) -> None:
    class Broken:
        def _rows(self, sql: str) -> list[tuple[str, int, float]]:
            raise OSError("database is gone")

    observe_review_queue(Broken(), registry)
    assert value(parse(registry), "warrantguard_review_queue_up") == 0


def test_label_values_are_bounded(registry: CollectorRegistry) -> None:
    metrics = WarrantMetrics(registry, max_label_values=2)
    request = ChatRequest(messages=({"role": "user", "content": "hi"},))
    for model in ("a", "b", "c", "d"):
        metrics.llm_call("run", model, request, ChatResponse(["x"], 3, 1, 0.5), 0.0, 0.1, None)
    s = parse(registry)
    assert value(s, "warrantguard_llm_calls_total", model="a", purpose="probe", outcome="ok") == 1
    assert value(s, "warrantguard_llm_calls_total", model="other", purpose="probe", outcome="ok") == 2
    assert value(s, "warrantguard_llm_cost_usd_total", model="other") == 1.0


def test_openmetrics_and_http_exposition(registry: CollectorRegistry) -> None:
    Guard(STRONG, generator="lexical", hooks=[WarrantMetrics(registry)]).check(QUESTION)
    body, ctype = render_metrics(registry, "application/openmetrics-text; version=1.0.0")
    assert ctype.startswith("application/openmetrics-text") and body.rstrip().endswith(b"# EOF")
    server, thread = start_metrics_server(0, registry=registry)
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.server_port}/metrics", timeout=5) as resp:
            text = resp.read().decode()
    finally:
        server.shutdown()
        thread.join(timeout=5)
    families = {f.name: f for f in text_string_to_metric_families(text)}
    assert families["warrantguard_certificates"].samples[0].value == 1


def test_asgi_app_serves_metrics(registry: CollectorRegistry) -> None:
    httpx = pytest.importorskip("httpx")
    Guard(STRONG, generator="lexical", hooks=[WarrantMetrics(registry)]).check(QUESTION)

    async def get() -> httpx.Response:
        transport = httpx.ASGITransport(app=metrics_asgi_app(registry))
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            return await client.get("/")

    response = asyncio.run(get())
    assert response.status_code == 200
    assert "warrantguard_certificates_total" in response.text


def _python(code: str, env: dict[str, str] | None = None) -> str:
    full = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", **(env or {})}
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=full, capture_output=True,
                         text=True, timeout=120, cwd=Path(__file__).parents[2])
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_multiprocess_mode_aggregates_workers(tmp_path: Path) -> None:
    code = """
        from warrantguard import Guard
        from warrantguard.telemetry import WarrantMetrics, render_metrics
        from warrantguard.testing import ScriptedModel
        Guard(ScriptedModel("train"), generator="lexical", hooks=[WarrantMetrics()]).check(
            "Which is safer to travel by, motorcycle or train?")
        print(render_metrics()[0].decode())
    """
    env = {"PROMETHEUS_MULTIPROC_DIR": str(tmp_path)}
    _python(code, env)  # a first worker
    text = _python(code, env)  # the second worker's exposition aggregates both
    samples = {(s.name, s.labels.get("warrant")): s.value
               for f in text_string_to_metric_families(text) for s in f.samples}
    assert samples[("warrantguard_certificates_total", "strong")] == 2


def test_importing_warrantguard_imports_no_telemetry_library() -> None:
    out = _python("""
        import sys, warrantguard, warrantguard.telemetry
        print(sorted(m for m in sys.modules if m.startswith(("prometheus_client", "opentelemetry"))))
    """)
    assert out.strip() == "[]"
