"""Issue 13, item 3: client mistakes are 4xx with an OpenAI-style body, never a 500 or a hang."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.adapters.proxy import _handling as app_module
from warrantguard.adapters.proxy._edge import nesting_exceeds, parse_chat
from warrantguard.testing import ScriptedModel

from .conftest import KEY, pairwise

AUTH = {"authorization": f"Bearer {KEY}"}


def post(url: str, timeout: float = 30, **kwargs: Any) -> httpx.Response:
    headers = {**AUTH, **kwargs.pop("headers", {})}
    return httpx.post(url + "/chat/completions", headers=headers, timeout=timeout, **kwargs)


def openai_error(response: httpx.Response, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert {"message", "type", "param", "code"} <= set(error) and isinstance(error["message"], str)
    return error


def nested(depth: int, leaf: str = "1") -> str:
    return "[" * depth + leaf + "]" * depth


@pytest.mark.parametrize("depth", [20_000, 65])
def test_deep_nesting_is_a_400(make_proxy: Callable[..., str], depth: int) -> None:
    url = make_proxy(detect=True)
    body = '{"model": "m", "messages": [{"role": "user", "content": "hi"}], "metadata": {"a": ' + nested(depth) + "}}"
    assert openai_error(post(url, content=body.encode()), 400)["code"] == "json_too_deep"
    assert openai_error(post(url, content=nested(depth).encode()), 400)["code"] == "json_too_deep"


def test_nesting_within_the_limit_is_accepted(make_proxy: Callable[..., str], upstream) -> None:
    fake, _ = upstream
    metadata = json.loads(nested(60))
    response = post(make_proxy(), json={"model": "m", "messages": pairwise("hi"), "metadata": {"a": metadata}})
    assert response.status_code == 200 and fake.requests[-1]["metadata"] == {"a": metadata}


def test_the_depth_scan_ignores_brackets_in_strings_and_counts_unclosed_ones() -> None:
    assert not nesting_exceeds(json.dumps({"s": "[[[[[[[[[[" * 10, "t": "\\\"[[[[[[[["}).encode(), 3)
    assert nesting_exceeds(b'{"a": [[[[1]]]]}', 4) and not nesting_exceeds(b'{"a": [[[[1]]]]}', 5)
    assert nesting_exceeds(b"[" * 100, 64) and not nesting_exceeds(b'{"a": 1', 64)
    assert nesting_exceeds(b'{"a": "\\\\", "b": [[[[[1]]]]]}', 5)  # an escaped backslash ends the string
    for depth in range(1, 12):  # exact for valid JSON, objects and arrays mixed
        value: Any = 1
        for level in range(depth):
            value = [value] if level % 2 else {"k": value}
        raw = json.dumps(value).encode()
        assert nesting_exceeds(raw, depth - 1) and not nesting_exceeds(raw, depth)


@pytest.mark.parametrize("content", [
    [{"type": "text", "text": 5}], [{"type": "text", "text": {"x": 1}}], [{"type": "text"}], [5], [{"text": "a"}],
    7, {"type": "text", "text": "a"},
    [{"type": "image_url"}], [{"type": "image_url", "image_url": "x"}], [{"type": "image_url", "image_url": {}}],
    [{"type": "image_url", "image_url": {"url": 5}}], [{"type": "input_audio"}],
    [{"type": "input_audio", "input_audio": {"data": "AAAA"}}], [{"type": "file"}], [{"type": "file", "file": []}],
])
@pytest.mark.parametrize("warrant", [False, True])
def test_malformed_content_parts_are_400(make_proxy: Callable[..., str], content: Any, warrant: bool) -> None:
    body: dict[str, Any] = {"model": "m", "messages": [{"role": "user", "content": content}]}
    if warrant:
        body["warrant"] = {}
    error = openai_error(post(make_proxy(detect=True), json=body), 400)
    assert error["param"].startswith("messages.0")


@pytest.mark.parametrize("warrant", [False, True])
def test_well_formed_image_and_audio_parts_pass_the_shape_check(make_proxy: Callable[..., str], warrant: bool) -> None:
    """Positive control for the cases above: the parts' OpenAI shapes are not refused."""
    content = [{"type": "text", "text": "Which is safer to travel by, motorcycle or train?"},
               {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA", "detail": "low"}},
               {"type": "input_audio", "input_audio": {"data": "AAAA", "format": "wav"}}]
    body: dict[str, Any] = {"model": "m", "messages": [{"role": "user", "content": content}]}
    if warrant:
        body["warrant"] = {"options": ["motorcycle", "train"]}
    assert post(make_proxy(detect=True), json=body).status_code == 200


@pytest.mark.parametrize(("field", "value"), [
    ("temperature", "hot"), ("temperature", True), ("max_tokens", 1.5), ("n", 0), ("n", 10_000), ("stream", 1),
    ("stop", [1]), ("metadata", []), ("tools", {}), ("user", 5), ("model", 5), ("stream_options", "yes"),
])
def test_wrong_types_are_400_naming_the_field(make_proxy: Callable[..., str], field: str, value: Any) -> None:
    body = {"model": "m", "messages": pairwise(), "warrant": {}, field: value}
    assert openai_error(post(make_proxy(), json=body), 400)["param"] == field


@pytest.mark.parametrize("content", [b'{"model": "m", "messages": [{"role": "user", "content": NaN}]}',
                                     b'{"model": "m", "messages": [{"role": "user", "content": "\\ud800"}]}',
                                     b'{"model": "m", "messages": [{"role": "user", "content": "\xff\xfe"}]}',
                                     b'{"model": "m", "n": 1' + b"0" * 5000 + b', "messages": []}'])
def test_invalid_json_values_are_400(make_proxy: Callable[..., str], content: bytes) -> None:
    openai_error(post(make_proxy(), content=content), 400)


def test_default_body_limit_is_one_mebibyte(make_proxy: Callable[..., str]) -> None:
    url = make_proxy()
    error = openai_error(post(url, json={"model": "m", "messages": pairwise("x" * 3_000_000)}), 413)
    assert error["code"] == "request_too_large"
    assert ProxyConfig(base_url="http://x/v1").max_body_bytes == 1024 * 1024


def test_a_short_body_gets_408_instead_of_hanging(make_proxy: Callable[..., str]) -> None:
    url = httpx.URL(make_proxy(body_timeout=0.5))
    with socket.create_connection((url.host, url.port), timeout=20) as conn:
        conn.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\nauthorization: Bearer " + KEY.encode()
                     + b"\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{\"model\": ")
        reply = b""
        while b"\r\n\r\n" not in reply or not reply.rstrip().endswith(b"}"):
            chunk = conn.recv(65536)
            if not chunk:
                break
            reply += chunk
    assert reply.startswith(b"HTTP/1.1 408"), reply
    assert json.loads(reply.split(b"\r\n\r\n", 1)[1])["error"]["code"] == "request_timeout"


def test_a_slow_upstream_gets_504_within_the_request_timeout() -> None:
    with ProxyServer(FakeUpstream(ScriptedModel("train"), latency=30)) as up:
        app = create_app(ProxyConfig(base_url=up.url + "/v1", request_timeout=0.5, retries=0))
        with ProxyServer(app) as proxy:
            response = httpx.post(proxy.url + "/v1/chat/completions", json={"model": "m", "messages": pairwise()},
                                  timeout=20)
            assert httpx.get(proxy.url + "/healthz", timeout=20).status_code == 200
    assert openai_error(response, 504)["code"] == "request_timeout"


def test_an_overlong_question_is_not_certified(make_proxy: Callable[..., str]) -> None:
    url = make_proxy(max_prompt_chars=1000)
    long_question = "Which is safer, motorcycle or train? " + "Consider this. " * 100
    error = openai_error(post(url, json={"model": "m", "messages": pairwise(long_question), "warrant": {}}), 400)
    assert error["code"] == "prompt_too_long"
    plain = post(make_proxy(max_prompt_chars=1000, detect=True),
                 json={"model": "m", "messages": pairwise(long_question)})
    assert plain.status_code == 200 and "warrant" not in plain.json()  # detection skips it, passes through


def test_large_bodies_are_parsed_off_the_event_loop(make_proxy: Callable[..., str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[str] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread().name)
        return parse_chat(*args, **kwargs)

    monkeypatch.setattr(app_module, "parse_chat", spy)
    url = make_proxy(max_body_bytes=4_000_000, detect=True)
    health = url.removesuffix("/v1") + "/healthz"
    big = {"model": "m", "messages": pairwise("Which is safer, motorcycle or train? " + "x" * 3_000_000)}
    with httpx.Client(timeout=60, headers=AUTH) as client:
        response = client.post(url + "/chat/completions", json=big)
        assert client.get(health).status_code == 200
    assert response.status_code == 200 and "warrant" not in response.json()
    assert threads and not any(name.startswith("uvicorn") for name in threads)
