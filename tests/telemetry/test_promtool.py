"""Prometheus' own linter on what we export and on the alert rules we ship (``promtool``).

promtool comes with Debian's ``prometheus`` package (``scripts/setup.sh test`` installs it).
Without it the tests skip with that reason, except in CI (``$CI`` set), where they fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import httpx
import pytest
from prometheus_client import CollectorRegistry

from warrantguard import Guard
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.telemetry import WarrantMetrics, observe_review_queue, render_metrics
from warrantguard.testing import ScriptedModel

from .conftest import QUESTION

ROOT = Path(__file__).resolve().parents[2]
ALERTS = ROOT / "examples" / "prometheus" / "alerts.yml"
REASON = "promtool is not installed (Debian: apt-get install prometheus; scripts/setup.sh test installs it)"


def promtool() -> str:
    """The promtool executable; a skip outside CI and a failure in CI when it is missing."""
    found = shutil.which("promtool")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail(f"{REASON}; CI must run this check")
        pytest.skip(REASON)
    return found


def check_metrics(text: bytes) -> subprocess.CompletedProcess[str]:
    return subprocess.run([promtool(), "check", "metrics"], input=text.decode(), capture_output=True, text=True,
                          timeout=60, check=False)


def test_exported_metrics_pass_promtool(tmp_path: Path) -> None:
    registry = CollectorRegistry()
    queue = ReviewQueue(tmp_path / "q.sqlite3")
    guard = Guard(ScriptedModel("train", reversals={"in bad weather": "motorcycle"}), generator="lexical",
                  policy=StakesPolicy(), review_queue=queue, hooks=[WarrantMetrics(registry)])
    guard.check(QUESTION, stakes="high")
    observe_review_queue(queue, registry)
    body, _ = render_metrics(registry)
    assert b"warrantguard_certificates_total" in body
    result = check_metrics(body)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_proxys_metrics_endpoint_passes_promtool() -> None:
    from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app

    with ProxyServer(FakeUpstream(ScriptedModel("train"))) as up:
        config = ProxyConfig(base_url=up.url + "/v1", registry=CollectorRegistry(),
                             guard_options={"generator": "lexical"})
        with ProxyServer(create_app(config)) as proxy:
            for body in ({"warrant": {}}, {}):
                httpx.post(proxy.url + "/v1/chat/completions", timeout=60,
                           json={"model": "m", "messages": [{"role": "user", "content": QUESTION}], **body})
            text = httpx.get(proxy.url + "/metrics", timeout=30).content
    assert b"warrantguard_proxy_requests_total" in text and b"warrantguard_certificates_total" in text
    result = check_metrics(text)
    assert result.returncode == 0, result.stdout + result.stderr


def test_alert_rules_pass_promtool() -> None:
    result = subprocess.run([promtool(), "check", "rules", str(ALERTS)], capture_output=True, text=True,
                            timeout=60, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "SUCCESS" in result.stdout


def test_promtool_rejects_a_bad_exposition() -> None:
    """The check can fail: a counter without ``_total`` and without help is reported."""
    result = check_metrics(b"# TYPE bad counter\nbad 1\n")
    assert result.returncode != 0
