"""The guardrail inside a real LiteLLM Proxy process (``litellm --config``), called with the openai SDK.

The proxy's model answers with ``mock_response`` (no network); the guardrail certifies
through the proxy's own router, so every probe is a real proxy call as well.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

pytest.importorskip("litellm.proxy.proxy_server", reason="the LiteLLM Proxy's own dependencies are not installed")

import openai

from warrantguard.policies import ReviewQueue

from .conformance import QUESTION

pytestmark = [pytest.mark.timeout(300), pytest.mark.litellm_proxy]

KEY = "sk-warrantguard-e2e-0b6f2d9a"
CONFIG = """\
model_list:
  - model_name: advisor
    litellm_params:
      model: openai/gpt-4o-mini
      api_key: sk-not-used
      mock_response: "The train."
guardrails:
  - guardrail_name: warrant
    litellm_params:
      guardrail: warrantguard.adapters.litellm_proxy.WarrantGuardrail
      mode: post_call
      default_on: true
      policy: {policy}
      review_queue: {queue}
      settings: {{generator: lexical}}
general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY
"""


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """A LiteLLM Proxy with the warrant guardrail; its URL and review database."""
    home = tmp_path_factory.mktemp("litellm-proxy")
    (home / "policy.yaml").write_text("version: 1\ndefault: low\n")
    queue = home / "reviews.db"
    (home / "config.yaml").write_text(CONFIG.format(policy=home / "policy.yaml", queue=queue))
    port = _port()
    exe = shutil.which("litellm", path=str(Path(sys.executable).parent)) or shutil.which("litellm")
    assert exe, "the litellm command is not installed"
    env = {**os.environ, "LITELLM_MASTER_KEY": KEY, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    log = (home / "proxy.log").open("w")
    process = subprocess.Popen([exe, "--config", str(home / "config.yaml"), "--host", "127.0.0.1",
                                "--port", str(port)], cwd=home, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(url, process, home / "proxy.log")
        yield {"url": url, "queue": queue}
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def _wait_until_up(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the LiteLLM Proxy exited:\n{log.read_text()[-3000:]}")
        try:
            if httpx.get(f"{url}/health/liveliness", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    pytest.fail(f"the LiteLLM Proxy did not start:\n{log.read_text()[-3000:]}")


def client(proxy: dict[str, Any]) -> openai.OpenAI:
    return openai.OpenAI(base_url=proxy["url"], api_key=KEY, max_retries=0, timeout=120)


def ask(proxy: dict[str, Any], question: str = QUESTION, **extra: Any) -> Any:
    return client(proxy).chat.completions.with_raw_response.create(
        model="advisor", messages=[{"role": "user", "content": question}], **extra)


def test_pairwise_answer_carries_its_certificate_in_body_and_headers(proxy: dict[str, Any]) -> None:
    raw = ask(proxy)
    response = raw.parse()
    warrant = (response.model_extra or {})["warrant"]
    assert response.choices[0].message.content == "The train."  # low stakes: annotated, not withheld
    assert warrant["status"] == "success" and warrant["recommendation"] == "train"
    assert warrant["tier"] == "No Warrant" and warrant["reversals"][0]["kind"] == "inversion"  # always "train"
    assert warrant["decision"]["action"] == "annotate" and warrant["decision"]["stakes"] == "low"
    assert raw.headers["x-warrant-tier"] == "No Warrant" and raw.headers["x-warrant-action"] == "annotate"


def test_high_stakes_answer_is_withheld_and_waits_in_the_review_queue(proxy: dict[str, Any]) -> None:
    raw = ask(proxy, extra_body={"metadata": {"warrant": {"stakes": "high"}}})
    response = raw.parse()
    assert response.choices[0].finish_reason == "content_filter"
    assert "withheld pending human review" in (response.choices[0].message.content or "")
    review_id = raw.headers["x-warrant-review-id"]
    item = ReviewQueue(str(proxy["queue"])).get(review_id)
    assert item.status == "pending" and item.recommendation == "train" and item.stakes == "high"
    assert item.question == QUESTION and item.warrant == "No Warrant"


def test_critical_stakes_block_is_a_client_error(proxy: dict[str, Any]) -> None:
    with pytest.raises(openai.BadRequestError) as info:
        ask(proxy, extra_body={"metadata": {"warrant": {"stakes": "critical"}}})
    assert "warrantguard blocked the recommendation" in str(info.value)


def test_streamed_answer_is_certified_and_its_finishing_chunk_carries_the_warrant(proxy: dict[str, Any]) -> None:
    stream = client(proxy).chat.completions.create(
        model="advisor", messages=[{"role": "user", "content": QUESTION}], stream=True)
    chunks = list(stream)
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "The train."
    warrants = [(c.model_extra or {}).get("warrant") for c in chunks]
    assert warrants[-1]["tier"] == "No Warrant" and not any(warrants[:-1])
    withheld = client(proxy).chat.completions.create(
        model="advisor", messages=[{"role": "user", "content": QUESTION}], stream=True,
        extra_body={"metadata": {"warrant": {"stakes": "high"}}})
    text = "".join(c.choices[0].delta.content or "" for c in withheld if c.choices)
    assert "withheld pending human review" in text and "train" not in text.lower()


def test_other_questions_pass_through_untouched(proxy: dict[str, Any]) -> None:
    raw = ask(proxy, "What is the capital of France?")
    assert "warrant" not in (raw.parse().model_extra or {})
    assert not any(h.startswith("x-warrant") for h in raw.headers)
