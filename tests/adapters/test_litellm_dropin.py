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

from .conformance import QUESTION

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
