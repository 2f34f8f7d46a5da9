"""OpenAIHTTPModel against the real fake upstream (and canned replies) served by uvicorn on 127.0.0.1."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import subprocess
import sys
import threading
import warnings
from collections.abc import Iterator
from typing import Any

import pytest

from warrantguard import Guard, RetryPolicy
from warrantguard.adapters import litellm_dropin
from warrantguard.adapters.proxy import HTTPUpstream, ProxyConfig, ProxyServer
from warrantguard.guard import ChatRequest, Hook, ProviderError, TransientError, WarrantguardError, close_monitor
from warrantguard.guard.spi import ANSWER_MARKER
from warrantguard.models import (
    EmptyCompletionError,
    LiteLLMModel,
    OpenAIHTTPError,
    OpenAIHTTPModel,
    OpenAIHTTPTransientError,
)
from warrantguard.policies import StakesPolicy
from warrantguard.testing import FakeUpstream, LogprobsUpstream, ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"
KEY = "sk-test-secret-0123456789abcdef"
PROBE = ({"role": "user", "content": f'{Q}\n\n{ANSWER_MARKER}: "motorcycle" or "train". Respond with one.'},)
NO_WAIT = RetryPolicy(attempts=3, initial=0, maximum=0)


def scripted() -> ScriptedModel:
    """A model preferring "train" except in bad weather (a conditional warrant)."""
    return ScriptedModel("train", reversals={"in bad weather": "motorcycle"})


@pytest.fixture
def fake() -> Iterator[tuple[FakeUpstream, str]]:
    """The fake upstream answering from the scripted model; yields (fake, base URL)."""
    upstream = FakeUpstream(scripted(), api_key=KEY)
    with ProxyServer(upstream) as server:
        yield upstream, server.url + "/v1"


def model_for(url: str, **kw: Any) -> OpenAIHTTPModel:
    return OpenAIHTTPModel("fake-model", base_url=url, api_key=KEY, **kw)


def complete(model: OpenAIHTTPModel, request: ChatRequest) -> Any:
    """``model.complete(request)`` on a loop of its own (its session closed with it)."""
    return asyncio.run(model.complete(request))


def shape(certificate: Any) -> tuple[Any, ...]:
    """What must match across clients: recommendation, warrant, each tier's status and counts."""
    return certificate.recommendation, certificate.warrant, [
        (t.status, t.planned, t.probes, t.violations, t.invalid) for t in certificate.tiers]


# --- the same certificate as through the other clients ---------------------------------------------


def test_a_certificate_matches_the_proxys_and_litellms(fake: tuple[FakeUpstream, str]) -> None:
    _, url = fake
    options = {"generator": "lexical", "exhaustive": True, "seed": 3}
    ours = Guard(model_for(url), **options).check(Q).certificate
    via_litellm = Guard(LiteLLMModel("openai/fake-model", api_base=url, api_key=KEY), **options).check(Q).certificate

    async def via_proxy() -> Any:
        upstream = HTTPUpstream(ProxyConfig(base_url=url, upstream_api_key=KEY))
        try:
            return (await Guard(upstream.focal("fake-model"), **options).acheck(Q)).certificate
        finally:
            await upstream.aclose()

    assert ours.formed and ours.recommendation == "train" and ours.warrant.name == "CONDITIONAL", shape(ours)
    assert shape(ours) == shape(via_litellm) == shape(asyncio.run(via_proxy()))


# --- n, and an upstream that ignores it --------------------------------------------------------------


class IgnoresN:
    """The fake upstream behind a front that drops ``n`` from every request (as some servers do)."""

    def __init__(self, upstream: FakeUpstream) -> None:
        self.upstream = upstream

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.upstream(scope, receive, send)
            return
        body, more = b"", True
        while more:
            message = await receive()
            body, more = body + message.get("body", b""), message.get("more_body", False)
        data = json.loads(body)
        data.pop("n", None)

        async def again() -> dict[str, Any]:
            return {"type": "http.request", "body": json.dumps(data).encode(), "more_body": False}

        await self.upstream(scope, again, send)


def test_samples_go_in_one_request_with_n(fake: tuple[FakeUpstream, str]) -> None:
    upstream, url = fake
    response = complete(model_for(url), ChatRequest(PROBE, temperature=1.0, samples=5, max_tokens=16, seed=9))
    assert response.texts == ["train"] * 5 and response.prompt_tokens > 0 and response.completion_tokens == 5
    assert len(upstream.requests) == 1
    sent = upstream.requests[0]
    assert (sent["n"], sent["temperature"], sent["max_tokens"], sent["seed"], sent["model"]) == (5, 1.0, 16, 9,
                                                                                                   "fake-model")
    assert upstream.authorizations == [f"Bearer {KEY}"]


def test_an_upstream_that_ignores_n_is_asked_once_per_sample() -> None:
    upstream = FakeUpstream(scripted())
    with ProxyServer(IgnoresN(upstream)) as server:
        response = complete(OpenAIHTTPModel("m", base_url=server.url + "/v1"), ChatRequest(PROBE, samples=4))
    assert response.texts == ["train"] * 4 and len(upstream.requests) == 4
    assert response.completion_tokens == 4  # the tokens of every request


# --- canned replies: errors, garbage, size --------------------------------------------------------------


class Canned:
    """Answers each chat request with the next canned (status, body); records the requests' headers.

    A body of ``None`` echoes the request's headers (as some upstreams' error pages do)."""

    def __init__(self, *replies: tuple[int, bytes | None], chunked: bool = False,
                 headers: tuple[tuple[bytes, bytes], ...] = ()) -> None:
        self.replies, self.chunked, self.extra = list(replies), chunked, headers
        self.headers: list[dict[str, str]] = []

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        while (await receive()).get("more_body"):
            pass
        headers = {k.decode(): v.decode() for k, v in scope["headers"]}
        self.headers.append(headers)
        status, body = self.replies.pop(0) if len(self.replies) > 1 else self.replies[0]
        body = json.dumps({"error": {"message": f"rejected: {headers}"}}).encode() if body is None else body
        declared = [] if self.chunked else [(b"content-length", str(len(body)).encode())]
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"), *declared, *self.extra]})
        parts = [body[i:i + 1000] for i in range(0, len(body), 1000)] if self.chunked else [body]
        for i, part in enumerate(parts):
            await send({"type": "http.response.body", "body": part, "more_body": i < len(parts) - 1})


def canned_call(app: Canned, **kw: Any) -> Any:
    """One probe call to ``app``; the response, or the exception it raised."""
    with ProxyServer(app) as server:
        try:
            return complete(model_for(server.url + "/v1", **kw), ChatRequest(PROBE))
        except Exception as exc:
            return exc


def test_a_401_is_a_provider_error_with_the_status_and_never_the_key() -> None:
    app = Canned((401, None))
    error = canned_call(app)
    assert isinstance(error, OpenAIHTTPError) and isinstance(error, ProviderError)
    assert not isinstance(error, TransientError) and error.status_code == 401
    assert app.headers[0]["authorization"] == f"Bearer {KEY}"  # the body did echo it
    assert "rejected" in str(error) and KEY not in str(error) and KEY not in repr(error.args)


def test_a_401_through_the_guard_fails_without_the_key() -> None:
    with ProxyServer(Canned((401, None))) as server, pytest.raises(ProviderError) as caught:
        Guard(model_for(server.url + "/v1"), generator="lexical", retry=NO_WAIT).check(Q)
    assert caught.value.auth and KEY not in str(caught.value)


@pytest.mark.parametrize("status", [429, 500, 503])
def test_rate_limits_and_server_errors_are_transient(status: int) -> None:
    error = canned_call(Canned((status, b'{"error": {"message": "busy"}}')))
    assert isinstance(error, OpenAIHTTPTransientError) and isinstance(error, TransientError)
    assert isinstance(error, WarrantguardError) and error.status_code == status and "busy" in str(error)


class Calls(Hook):
    """Records each provider call the engine reports: (model, error or None)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, BaseException | None]] = []

    def llm_call(self, run_id: str, model: str, request: Any, response: Any, start: float, end: float,
                 error: BaseException | None) -> None:
        self.calls.append((model, error))


def test_a_500_then_success_is_retried_by_the_engine_and_reported_to_hooks() -> None:
    upstream, hook = FakeUpstream(scripted(), fail_first=1, fail_status=500), Calls()
    with ProxyServer(upstream) as server:
        result = Guard(OpenAIHTTPModel("m", base_url=server.url + "/v1"), generator="lexical",
                       retry=NO_WAIT, hooks=[hook]).check(Q)
    assert result.certificate.formed and result.recommendation == "train"
    assert upstream.requests[0] in upstream.requests[1:]  # the call that failed was sent again
    errors = [e for _, e in hook.calls if e is not None and not isinstance(e, asyncio.CancelledError)]
    assert len(errors) == 1 and isinstance(errors[0], OpenAIHTTPTransientError) and errors[0].status_code == 500
    assert {m for m, _ in hook.calls} == {"m"} and len(hook.calls) >= len(upstream.requests)


def test_an_unreachable_endpoint_is_transient() -> None:
    with ProxyServer(Canned((200, b"{}"))) as server:
        url = server.url + "/v1"  # nothing listens there once the server has stopped
    with pytest.raises(OpenAIHTTPTransientError, match="unreachable"):
        complete(model_for(url), ChatRequest(PROBE))


@pytest.mark.parametrize("chunked", [False, True])
def test_a_reply_over_the_limit_is_refused(chunked: bool) -> None:
    error = canned_call(Canned((200, b'{"choices": [], "pad": "' + b"x" * 5000 + b'"}'), chunked=chunked),
                        max_response_bytes=4096)
    assert isinstance(error, OpenAIHTTPError) and not isinstance(error, TransientError)
    assert "over the limit of 4096" in str(error)


def test_a_reply_at_the_limit_is_read() -> None:
    body = json.dumps({"choices": [{"message": {"content": "train"}}]}).encode()
    assert canned_call(Canned((200, body), chunked=True), max_response_bytes=len(body)).texts == ["train"]


@pytest.mark.parametrize("body", [b"not json {", b"[1, 2]", b'"train"', b""])
def test_garbage_is_an_error_not_a_crash(body: bytes) -> None:
    error = canned_call(Canned((200, body)))
    assert isinstance(error, OpenAIHTTPError) and error.status_code == 200 and "not a JSON object" in str(error)


def test_a_redirect_is_not_followed() -> None:
    app = Canned((307, b""), headers=((b"location", b"/v1/chat/completions"),))  # aiohttp would follow it
    error = canned_call(app)
    assert isinstance(error, OpenAIHTTPError) and error.status_code == 307 and len(app.headers) == 1


@pytest.mark.parametrize("body", [b"{}", b'{"choices": "train"}', b'{"choices": []}'])
def test_no_choices_is_an_empty_completion(body: bytes) -> None:
    error = canned_call(Canned((200, body)))
    assert isinstance(error, EmptyCompletionError) and "no choices" in str(error)


def test_odd_choices_are_empty_replies_and_odd_usage_counts_nothing() -> None:
    body = {"choices": [{"message": {"content": 5}}, "x", {"message": {"content": "train"}}],
            "usage": {"prompt_tokens": True, "completion_tokens": -3}}
    app = Canned((200, json.dumps(body).encode()))
    with ProxyServer(app) as server:
        response = complete(model_for(server.url + "/v1"), ChatRequest(PROBE, samples=3))
    assert response.texts == ["", "", "train"] and (response.prompt_tokens, response.completion_tokens) == (0, 0)


def test_extra_headers_are_sent_and_the_key_is_not_in_the_repr() -> None:
    app = Canned((200, b'{"choices": [{"message": {"content": "train"}}]}'))
    with ProxyServer(app) as server:
        model = model_for(server.url + "/v1/", headers={"x-tenant": "blue"})
        assert complete(model, ChatRequest(PROBE)).texts == ["train"]
    assert app.headers[0]["x-tenant"] == "blue" and KEY not in repr(model)


@pytest.mark.parametrize("bad", [{"model": ""}, {"base_url": "ftp://x"}, {"timeout": 0}, {"max_response_bytes": 0}])
def test_bad_settings_are_configuration_errors(bad: dict[str, Any]) -> None:
    from warrantguard import ConfigurationError

    options: dict[str, Any] = {"model": "m", "base_url": "http://127.0.0.1:9/v1", **bad}
    with pytest.raises(ConfigurationError):
        OpenAIHTTPModel(options.pop("model"), **options)


def test_the_module_imports_without_aiohttp_and_the_model_asks_for_the_extra() -> None:
    code = ("import sys; sys.modules['aiohttp'] = None\n"
            "from warrantguard import ConfigurationError\n"
            "from warrantguard.models import OpenAIHTTPModel\n"
            "try:\n    OpenAIHTTPModel('x', base_url='http://127.0.0.1:9/v1')\n"
            "except ConfigurationError as e:\n    print(type(e).__name__, e)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.startswith("ConfigurationError") and "pip install 'warrantguard[server]'" in done.stdout


# --- option probabilities from logprobs --------------------------------------------------------------


def test_option_probabilities_are_read_from_logprobs() -> None:
    app = LogprobsUpstream([("train", {"train": 0.75, "motorcycle": 0.25})])
    request = ChatRequest(PROBE, choices=("motorcycle", "train"), probabilities=True)
    with ProxyServer(app) as server:
        model = OpenAIHTTPModel("m", base_url=server.url + "/v1", probabilities=True)
        response = complete(model, request)
        plain = complete(OpenAIHTTPModel("m", base_url=server.url + "/v1"), request)
    assert response.probabilities == pytest.approx((0.25, 0.75))
    assert app.requests[0]["logprobs"] is True and app.requests[0]["top_logprobs"] == 20
    assert plain.probabilities is None and "logprobs" not in app.requests[1]


# --- event loops: one session each, closed with the loop ------------------------------------------------


def test_sync_checks_on_two_loops_work_and_leave_no_session_open(fake: tuple[FakeUpstream, str],
                                                                  caplog: pytest.LogCaptureFixture) -> None:
    model = model_for(fake[1])
    guard = Guard(model, generator="lexical")
    gc.collect()  # earlier tests' garbage (their sockets) warns here, not inside the block below
    with warnings.catch_warnings(record=True) as caught, caplog.at_level(logging.ERROR, logger="asyncio"):
        warnings.simplefilter("always")
        assert guard.check(Q).recommendation == "train"
        assert guard.check("Which is safer to travel by in fog, motorcycle or train?").recommendation == "train"
        assert len(model._loops) == 0  # each run's session was closed and dropped with its loop
        gc.collect()
    assert not [w for w in caught if issubclass(w.category, ResourceWarning)]
    assert "Unclosed" not in caplog.text


async def test_aclose_closes_this_loops_session_and_a_later_call_opens_another(
        fake: tuple[FakeUpstream, str]) -> None:
    model = model_for(fake[1])
    assert (await model.complete(ChatRequest(PROBE))).texts == ["train"]
    session = model._loops[asyncio.get_running_loop()].session
    await model.aclose()
    assert session.closed and not model._loops
    assert (await model.complete(ChatRequest(PROBE))).texts == ["train"]
    await model.aclose()


def test_each_thread_loop_gets_its_own_session(fake: tuple[FakeUpstream, str]) -> None:
    model = model_for(fake[1])
    results: list[list[str]] = []
    threads = [threading.Thread(target=lambda: results.append(complete(model, ChatRequest(PROBE)).texts))
               for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert results == [["train"]] * 3 and not model._loops


# --- the litellm drop-in, monitor mode, probes through OpenAIHTTPModel ---------------------------------


class Finished(Hook):
    """Records certification kinds and finished certificates."""

    def __init__(self) -> None:
        self.kinds: list[str] = []
        self.recommendations: list[str | None] = []

    def certification(self, kind: str, model: str, stakes: str | None) -> None:
        self.kinds.append(kind)

    def certificate_finished(self, run_id: str, certificate: Any, start: float, end: float) -> None:
        self.recommendations.append(certificate.recommendation)


async def test_the_dropin_in_monitor_mode_probes_through_the_model(fake: tuple[FakeUpstream, str]) -> None:
    upstream, url = fake
    model, hook = model_for(url), Finished()
    policy = StakesPolicy.model_validate({"levels": {"medium": {"mode": "monitor"}}})
    guard = Guard(model, generator="lexical", policy=policy, hooks=[hook])
    response = await litellm_dropin.acompletion(model="openai/fake-model", messages=[{"role": "user", "content": Q}],
                                                api_base=url, api_key=KEY, guard=guard)
    assert response.choices[0].message.content == "I recommend train."
    assert response.warrant["certification"] == "monitor"
    asked = len(upstream.requests)
    await close_monitor(grace=60)
    assert hook.kinds == ["monitor", "certified"] and hook.recommendations == ["train"]
    assert len(upstream.requests) > asked  # the probes went to the upstream through OpenAIHTTPModel
    await model.aclose()
