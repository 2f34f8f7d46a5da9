"""The guardrail inside a real LiteLLM Proxy process (``litellm --config``), called with the openai SDK.

The proxy's model answers with ``mock_response`` (no network); the guardrail certifies
through the proxy's own router, so every probe is a real proxy call as well. A custom
callback logger in the proxy's config writes each call's standard logging payload to a
JSON-lines file: what LiteLLM's own loggers (spend logs, Langfuse, OTEL...) would see.
One proxy process serves the whole module.
"""

from __future__ import annotations

import json
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

from ..conformance import QUESTION

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
      model: advisor
litellm_settings:
  callbacks: recorder.recorder
general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY
"""

RECORDER = """\
import json, os

from litellm.integrations.custom_logger import CustomLogger


class Recorder(CustomLogger):
    async def async_log_success_event(self, kwargs, response_obj, start_time, end_time):
        self._write(kwargs)

    async def async_log_failure_event(self, kwargs, response_obj, start_time, end_time):
        self._write(kwargs)

    def _write(self, kwargs):
        slo = kwargs.get("standard_logging_object") or {}
        metadata = (kwargs.get("litellm_params") or {}).get("metadata") or {}
        row = {"id": slo.get("id"), "call_type": slo.get("call_type"), "status": slo.get("status"),
               "hash": (slo.get("metadata") or {}).get("user_api_key_hash"),
               "probe_of": metadata.get("warrantguard_probe_of"),
               "guardrail_information": slo.get("guardrail_information")}
        with open(os.environ["RECORDER_FILE"], "a") as out:
            out.write(json.dumps(row, default=str) + "\\n")


recorder = Recorder()
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
    (home / "recorder.py").write_text(RECORDER)
    port = _port()
    exe = shutil.which("litellm", path=str(Path(sys.executable).parent)) or shutil.which("litellm")
    assert exe, "the litellm command is not installed"
    env = {**os.environ, "LITELLM_MASTER_KEY": KEY, "LITELLM_LOCAL_MODEL_COST_MAP": "True",
           "RECORDER_FILE": str(home / "calls.jsonl"),  # the code under test, whichever copy is installed
           "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parents[3]), os.environ.get("PYTHONPATH", "")])}
    log = (home / "proxy.log").open("w")
    process = subprocess.Popen([exe, "--config", str(home / "config.yaml"), "--host", "127.0.0.1",
                                "--port", str(port)], cwd=home, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(url, process, home / "proxy.log")
        yield {"url": url, "queue": queue, "calls": home / "calls.jsonl", "log": home / "proxy.log"}
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


def _rows(proxy: dict[str, Any], ready: Any, what: str) -> list[dict[str, Any]]:
    """The recorder's rows once ``ready(rows)`` holds (logging runs after the response)."""
    deadline = time.monotonic() + 60
    while True:
        path: Path = proxy["calls"]
        written = path.read_text() if path.exists() else ""
        rows = [json.loads(line) for line in written.split("\n")[:-1] if line]  # whole lines: one may be half written
        if ready(rows) or time.monotonic() > deadline:
            assert ready(rows), f"{what}: {rows[-5:]}"
            return rows
        time.sleep(0.2)


def _guardrail_entries(rows: list[dict[str, Any]], response_id: str) -> list[dict[str, Any]]:
    return [g for r in rows if r["id"] == response_id for g in (r["guardrail_information"] or [])
            if g.get("guardrail_name") == "warrant"]


def test_the_logging_payload_carries_the_guardrail_information_without_conversation_text(
        proxy: dict[str, Any]) -> None:
    response_id = ask(proxy).parse().id
    rows = _rows(proxy, lambda rows: _guardrail_entries(rows, response_id), "no guardrail information logged")
    (entry,) = _guardrail_entries(rows, response_id)
    assert entry["guardrail_status"] == "success" and entry["guardrail_provider"] == "warrantguard"
    assert entry["guardrail_mode"] == "post_call" and entry["duration"] >= 0 and entry["start_time"]
    response = entry["guardrail_response"]
    assert response["tier"] == "No Warrant" and response["decision"]["action"] == "annotate"
    assert response["reversals"] == 2 and response["tiers"][1]["violations"] == 2
    assert "riskier" not in json.dumps(entry) and "motorcycle" not in json.dumps(entry)  # masked


def test_a_call_that_is_not_pairwise_is_logged_as_not_run(proxy: dict[str, Any]) -> None:
    response_id = ask(proxy, "What is the capital of France?").parse().id
    rows = _rows(proxy, lambda rows: _guardrail_entries(rows, response_id), "no guardrail information logged")
    assert [e["guardrail_status"] for e in _guardrail_entries(rows, response_id)] == ["not_run"]


def test_probes_are_charged_to_the_callers_key(proxy: dict[str, Any]) -> None:
    raw = ask(proxy)
    response_id, call_id = raw.parse().id, raw.headers["x-litellm-call-id"]
    rows = _rows(proxy, lambda rows: _guardrail_entries(rows, response_id)
                 and any(r["probe_of"] == call_id for r in rows), "probes not logged")
    (main,) = [r for r in rows if r["id"] == response_id]
    probes = [r for r in rows if r["probe_of"] == call_id]
    assert main["hash"] and all(p["hash"] == main["hash"] for p in probes)
    assert all(r["hash"] for r in rows)  # no call in the whole run is charged to no one


def test_dynamic_guardrail_params_set_the_stakes(proxy: dict[str, Any]) -> None:
    dynamic = [{"warrant": {"extra_body": {"stakes": "high"}}}]
    response = ask(proxy, extra_body={"guardrails": dynamic}).parse()
    assert "withheld pending human review" in (response.choices[0].message.content or "")
    assert (response.model_extra or {})["warrant"]["decision"]["stakes"] == "high"
    with pytest.raises(openai.BadRequestError) as info:
        ask(proxy, extra_body={"guardrails": [{"warrant": {"extra_body": {"api_base": "http://127.0.0.1:9"}}}]})
    assert "may not set 'api_base'" in str(info.value)


def test_a_block_carries_no_conversation_text_in_its_body_or_the_proxy_log(proxy: dict[str, Any]) -> None:
    with pytest.raises(openai.BadRequestError) as info:
        ask(proxy, extra_body={"guardrails": [{"warrant": {"extra_body": {"stakes": "critical"}}}]})
    body = json.dumps(info.value.body)
    assert "warrantguard blocked the recommendation" in body and "Strong Warrant" in body
    assert "No Warrant" in body and "critical" in body
    for text in ("riskier", "motorcycle", "travel", QUESTION):
        assert text not in body
    time.sleep(0.5)  # the proxy writes its log line after the response
    assert "riskier" not in proxy["log"].read_text()


def apply(proxy: dict[str, Any], **body: Any) -> httpx.Response:
    return httpx.post(f"{proxy['url']}/guardrails/apply_guardrail", headers={"Authorization": f"Bearer {KEY}"},
                      json={"guardrail_name": "warrant", "input_type": "response", **body}, timeout=120)


def test_apply_guardrail_certifies_the_text_as_the_answer(proxy: dict[str, Any]) -> None:
    question = [{"role": "user", "content": QUESTION}]
    native = apply(proxy, text="The train.", messages=question, response_format="native")
    assert native.status_code == 200, native.text
    assert native.json()["tier"] == "No Warrant" and native.json()["decision"]["action"] == "annotate"
    plain = apply(proxy, text="The train.", messages=question)
    assert plain.status_code == 200 and plain.json()["response_text"] == "The train."
    withheld = apply(proxy, text="The train.", messages=question, metadata={"warrant": {"stakes": "high"}})
    assert "withheld pending human review" in withheld.json()["response_text"]
    blocked = apply(proxy, text="The train.", messages=question, metadata={"warrant": {"stakes": "critical"}})
    assert blocked.status_code == 400 and "blocked the recommendation" in blocked.text


def test_apply_guardrail_refuses_what_it_cannot_certify(proxy: dict[str, Any]) -> None:
    no_question = apply(proxy, text="The train.")
    assert no_question.status_code == 400 and "needs the question" in no_question.text
    request_side = apply(proxy, text=QUESTION, input_type="request", response_format="native",  # the standard
                         messages=[{"role": "user", "content": QUESTION}])  # format treats it as an answer
    assert request_side.status_code == 400 and "certifies answers" in request_side.text
    not_pairwise = apply(proxy, text="Paris.", messages=[{"role": "user", "content": "Capital of France?"}])
    assert not_pairwise.status_code == 422 and "nothing was certified" in not_pairwise.text
