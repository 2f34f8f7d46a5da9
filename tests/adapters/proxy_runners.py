"""Conformance runners for the OpenAI-compatible proxy (``warrantguard serve``), through the real ``openai`` SDK.

The client's call goes to a fake OpenAI-compatible upstream answering ``scenario.answer``;
the proxy's Guard is ``scenario.guard()`` (its probes answered by the scenario's model).
The outcome is read the way a client reads it: the ``warrant`` object of the completion
(the finishing chunk's, when streamed) and the ``x-warrant-status`` header.
"""

from __future__ import annotations

import atexit
from contextlib import ExitStack
from typing import Any

import openai

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app

from .conformance import RunResult, Scenario

__all__ = ["PROXY_RUNNERS", "ProxyRunner"]

_servers = ExitStack()
atexit.register(_servers.close)


class _Upstream:
    """One fake upstream for every scenario: it answers the client's call with the current answer."""

    answer = ""
    url: str | None = None

    @classmethod
    def base_url(cls) -> str:
        if cls.url is None:
            server = _servers.enter_context(ProxyServer(FakeUpstream(lambda messages: cls.answer)))
            cls.url = server.url + "/v1"
        return cls.url


class ProxyRunner:
    """``openai.OpenAI(base_url=<proxy>).chat.completions.create(..., extra_body={"warrant": ...})``."""

    def __init__(self, stream: bool = False) -> None:
        self.stream = stream
        self.name = "openai-proxy-stream" if stream else "openai-proxy"

    def run(self, scenario: Scenario) -> RunResult:
        _Upstream.answer = scenario.answer
        config = ProxyConfig(base_url=_Upstream.base_url(), guard_factory=lambda focal: scenario.guard())
        with ProxyServer(create_app(config)) as proxy:
            client = openai.OpenAI(base_url=proxy.url + "/v1", api_key="sk-client", max_retries=0)
            call: dict[str, Any] = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": scenario.prompt}],
                                    "extra_body": {"warrant": scenario.warrant}}
            return self._streamed(client, call) if self.stream else self._whole(client, call)

    @staticmethod
    def _whole(client: openai.OpenAI, call: dict[str, Any]) -> RunResult:
        raw = client.chat.completions.with_raw_response.create(**call)
        completion = raw.parse()
        payload = dict((completion.model_extra or {}).get("warrant") or {})
        assert raw.headers.get("x-warrant-status") == payload.get("status")
        return RunResult(str(payload.get("status")), payload, completion.choices[0].message.content)

    @staticmethod
    def _streamed(client: openai.OpenAI, call: dict[str, Any]) -> RunResult:
        raw = client.chat.completions.with_raw_response.create(**call, stream=True)
        text, payload = "", {}
        for chunk in raw.parse():
            for choice in chunk.choices:
                text += choice.delta.content or ""
            payload = dict((chunk.model_extra or {}).get("warrant") or payload)
        assert raw.headers.get("x-warrant-status") == payload.get("status")
        return RunResult(str(payload.get("status")), payload, text)


PROXY_RUNNERS = [ProxyRunner(), ProxyRunner(stream=True)]
