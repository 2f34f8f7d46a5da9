"""The official openai SDK against the proxy on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable

import openai
import pytest

from .conftest import KEY, QUESTION, UPSTREAM_KEY, CountingHook, pairwise, scripted_guard


def client(url: str, key: str = KEY) -> openai.OpenAI:
    return openai.OpenAI(base_url=url, api_key=key, max_retries=0, timeout=30)


def test_pairwise_request_returns_the_warrant_object(make_proxy: Callable[..., str]) -> None:
    raw = client(make_proxy()).chat.completions.with_raw_response.create(
        model="m", messages=pairwise(), extra_body={"warrant": {"options": ["motorcycle", "train"], "stakes": "x"}})
    completion = raw.parse()
    warrant = (completion.model_extra or {})["warrant"]
    assert completion.choices[0].message.content == "I recommend train."
    assert warrant["status"] == "success" and warrant["tier"] == "Strong Warrant" and warrant["warrant"] == 3
    assert warrant["recommendation"] == "train" and len(warrant["tiers"]) == 4 and warrant["reversals"] == []
    assert {"confidence", "belief", "decision", "review_id"} <= set(warrant)
    assert raw.headers["x-warrant-tier"] == "Strong Warrant" and raw.headers["x-warrant-status"] == "success"
    assert UPSTREAM_KEY not in raw.http_response.text


def test_stakes_header_opts_in(make_proxy: Callable[..., str]) -> None:
    completion = client(make_proxy()).chat.completions.create(
        model="m", messages=pairwise(), extra_headers={"x-warrant-stakes": "low"})
    assert completion.model_extra["warrant"]["status"] == "success"


def test_plain_request_passes_through(make_proxy: Callable[..., str], upstream) -> None:
    fake, _ = upstream
    completion = client(make_proxy()).chat.completions.create(model="m", messages=pairwise("Say hello."))
    assert completion.choices[0].message.content == "You said: Say hello."
    assert "warrant" not in (completion.model_extra or {})
    assert fake.authorizations[-1] == f"Bearer {UPSTREAM_KEY}"  # upstream key used, client key not forwarded


def test_pairwise_question_without_opt_in_passes_when_detection_is_off(make_proxy: Callable[..., str]) -> None:
    completion = client(make_proxy()).chat.completions.create(model="m", messages=pairwise())
    assert "warrant" not in (completion.model_extra or {})


def test_detection_certifies_pairwise_questions(make_proxy: Callable[..., str]) -> None:
    url = make_proxy(detect=True)
    certified = client(url).chat.completions.create(model="m", messages=pairwise())
    plain = client(url).chat.completions.create(model="m", messages=pairwise("Tell me a joke."))
    assert certified.model_extra["warrant"]["tier"] == "Strong Warrant"
    assert "warrant" not in (plain.model_extra or {})


def test_streamed_plain_request_streams(make_proxy: Callable[..., str]) -> None:
    stream = client(make_proxy()).chat.completions.create(
        model="m", messages=pairwise("one two three four"), stream=True)
    chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert len(chunks) >= 5 and text == "You said: one two three four"


def test_streamed_pairwise_request_is_certified_once_with_warrant_on_final_chunk(
        make_proxy: Callable[..., str], upstream) -> None:
    fake, _ = upstream
    hook = CountingHook()
    url = make_proxy(guard_factory=lambda focal: scripted_guard(hooks=[hook]))
    chunks = list(client(url).chat.completions.create(
        model="m", messages=pairwise(), stream=True, extra_body={"warrant": {}}))
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == "I recommend train."
    assert all("warrant" not in (c.model_extra or {}) for c in chunks[:-1])
    assert chunks[-1].model_extra["warrant"]["tier"] == "Strong Warrant"
    assert chunks[-1].choices[0].finish_reason == "stop"
    assert hook.certificates == 1 and len(fake.requests) == 1 and fake.requests[0].get("stream") is None
    assert "warrant" not in fake.requests[0]


def test_bad_key_gets_401(make_proxy: Callable[..., str]) -> None:
    with pytest.raises(openai.AuthenticationError) as info:
        client(make_proxy(), key="wrong").chat.completions.create(model="m", messages=pairwise())
    assert info.value.status_code == 401 and info.value.body["code"] == "invalid_api_key"


def test_models_lists_the_upstream_models(make_proxy: Callable[..., str]) -> None:
    assert [m.id for m in client(make_proxy()).models.list()] == ["fake-model"]
    assert [m.id for m in client(make_proxy(model="pinned")).models.list()] == ["pinned"]


def test_unmapped_answer_is_not_certified_and_passes(make_proxy: Callable[..., str]) -> None:
    completion = client(make_proxy()).chat.completions.create(
        model="m", messages=pairwise(QUESTION.replace("train", "bus")),
        extra_body={"warrant": {"options": ["plane", "ship"]}})
    assert completion.model_extra["warrant"]["status"] == "not_run"
    assert "neither" in completion.model_extra["warrant"]["reason"]
    assert completion.choices[0].message.content == "I recommend train."  # passes unchanged
