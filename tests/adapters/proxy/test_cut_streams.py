"""A stream the upstream cuts says it was cut (issue 23, item 5): against an upstream that dropped
30% of its streams midway, 13 of 60 pass-through streams through the proxy ended with status 200,
no ``[DONE]`` and no error event. Now every cut stream ends with an OpenAI-style error event (the
``openai`` SDK raises ``APIError``) and is counted in ``warrantguard_streams_cut_total``."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import openai
import pytest
from prometheus_client import CollectorRegistry

from warrantguard.adapters.proxy import ProxyConfig, ProxyServer, create_app
from warrantguard.testing import FakeUpstream, ScriptedModel

from .conftest import KEY, QUESTION, scripted_guard

ANSWER = "You said: tell me a long story about trains and the people who ride them every day"


def served(fake: FakeUpstream, registry: CollectorRegistry) -> Iterator[str]:
    """The fake upstream and a proxy before it; yields the proxy's ``/v1`` URL."""
    with ProxyServer(fake) as up:
        config = ProxyConfig(base_url=up.url + "/v1", api_keys=(KEY,), registry=registry,
                             guard_factory=lambda focal: scripted_guard(ScriptedModel("train")))
        with ProxyServer(create_app(config)) as proxy:
            yield proxy.url + "/v1"


def cut_count(registry: CollectorRegistry, mode: str, reason: str) -> float:
    value = registry.get_sample_value("warrantguard_streams_cut_total",
                                      {"adapter": "proxy", "mode": mode, "reason": reason})
    return value or 0.0


def stream_once(client: openai.OpenAI, content: str = "tell me a long story about trains and the people who "
                "ride them every day", **extra: object) -> tuple[str, str | None, str | None]:
    """(text received, finish reason, error code) of one streamed completion (the SDK's
    ``APIError``: an error event mid-stream, or an error status before it)."""
    text, finish, code = "", None, None
    try:
        for chunk in client.chat.completions.create(model="m", messages=[{"role": "user", "content": content}],
                                                    stream=True, **extra):  # type: ignore[call-overload]
            for choice in chunk.choices:
                text += choice.delta.content or ""
                finish = choice.finish_reason or finish
    except openai.APIError as exc:
        code = exc.code
    return text, finish, code


@pytest.mark.parametrize("how, reason", [("drop", "error"), ("end", "no_done")])
def test_sixty_pass_through_streams_with_thirty_percent_cut(how: str, reason: str) -> None:
    registry = CollectorRegistry()
    fake = FakeUpstream(cut_streams=0.3, cut_how=how, seed=23)
    for url in served(fake, registry):
        client = openai.OpenAI(base_url=url, api_key=KEY, max_retries=0)
        outcomes = [stream_once(client) for _ in range(60)]
    finished = [o for o in outcomes if o[2] is None]
    cut = [o for o in outcomes if o[2] is not None]
    assert len(cut) == len(fake.cut) and 8 <= len(cut) <= 30  # ~30% of 60, drawn from the seed
    assert all(code == "upstream_stream_cut" and finish is None for _, finish, code in cut)
    assert all(text == ANSWER and finish == "stop" for text, finish, _ in finished)  # whole, or an error
    assert cut_count(registry, "passthrough", reason) == len(cut)


def test_the_raw_stream_ends_with_the_error_event_and_drops_the_partial_one() -> None:
    registry = CollectorRegistry()
    fake = FakeUpstream(cut_streams=1.0, cut_how="drop")
    for url in served(fake, registry):
        body = {"model": "m", "messages": [{"role": "user", "content": "hello there"}], "stream": True}
        with httpx.stream("POST", url + "/chat/completions", json=body, timeout=30,
                          headers={"authorization": f"Bearer {KEY}"}) as r:
            raw = b"".join(r.iter_bytes())
    assert r.status_code == 200
    events = raw.split(b"\n\n")
    assert events[-1] == b"" and b"[DONE]" not in raw
    assert events[-2].startswith(b'data: {"error": {"message": "the upstream broke the stream')
    assert all(e.startswith(b'data: {"id"') and e.endswith(b"}") for e in events[:-2])  # no half event


def test_a_certified_stream_whose_upstream_reply_is_cut_is_an_error_not_an_answer() -> None:
    registry = CollectorRegistry()
    fake = FakeUpstream(ScriptedModel("train"), cut_replies=1.0)
    for url in served(fake, registry):
        client = openai.OpenAI(base_url=url, api_key=KEY, max_retries=0)
        with pytest.raises(openai.APIStatusError) as caught:
            client.chat.completions.create(model="m", messages=[{"role": "user", "content": QUESTION}],
                                           stream=True, extra_body={"warrant": {"stakes": "low"}})
        assert stream_once(client, QUESTION, extra_body={"warrant": {"stakes": "low"}}) == \
            ("", None, "upstream_failed")
    assert caught.value.status_code == 502 and len(fake.cut) == 2


def test_whole_streams_are_not_counted_as_cut() -> None:
    registry = CollectorRegistry()
    for url in served(FakeUpstream(ScriptedModel("train")), registry):
        client = openai.OpenAI(base_url=url, api_key=KEY, max_retries=0)
        text, finish, code = stream_once(client, QUESTION, extra_body={"warrant": {"stakes": "low"}})
        assert (text, finish, code) == ("I recommend train.", "stop", None)
        assert stream_once(client)[1:] == ("stop", None)
    for mode in ("passthrough", "certified"):
        assert all(cut_count(registry, mode, reason) == 0 for reason in ("error", "no_done", "too_large"))
