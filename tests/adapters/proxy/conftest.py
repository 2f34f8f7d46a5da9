"""Fixtures: a fake OpenAI-compatible upstream and the proxy, each served by uvicorn on 127.0.0.1."""

from __future__ import annotations

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.guard import Guard, Hook
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
KEY = "client-key-0123456789abcdef"
UPSTREAM_KEY = "sk-upstream-secret-9876"


class CountingHook(Hook):
    """Counts finished certificates (to prove nothing is certified twice)."""

    def __init__(self) -> None:
        self.certificates = 0

    def certificate_finished(self, run_id: str, certificate: Any, start: float, end: float) -> None:
        self.certificates += 1


@pytest.fixture
def upstream() -> Iterator[tuple[FakeUpstream, str]]:
    """A fake upstream preferring "train"; yields (fake, base_url)."""
    fake = FakeUpstream(ScriptedModel("train"), api_key=UPSTREAM_KEY)
    with ProxyServer(fake) as server:
        yield fake, server.url + "/v1"


@pytest.fixture
def make_proxy(upstream: tuple[FakeUpstream, str]) -> Iterator[Callable[..., str]]:
    """``make_proxy(**config)`` starts a proxy in front of the fake upstream and returns its ``/v1`` URL."""
    servers: list[ProxyServer] = []

    def start(**overrides: Any) -> str:
        options: dict[str, Any] = {"base_url": upstream[1], "api_keys": (KEY,), "upstream_api_key": UPSTREAM_KEY,
                                   "guard_factory": lambda focal: scripted_guard()}
        options.update(overrides)
        server = ProxyServer(create_app(ProxyConfig(**options))).start()
        servers.append(server)
        return server.url + "/v1"

    yield start
    for server in servers:
        server.stop()


def scripted_guard(model: ScriptedModel | None = None, **kwargs: Any) -> Guard:
    """A Guard whose focal model is a scripted model (lexical probes: no generator calls)."""
    return Guard(model or ScriptedModel("train"), generator="lexical", **kwargs)


def pairwise(content: str = QUESTION) -> list[dict[str, str]]:
    """A one-message conversation."""
    return [{"role": "user", "content": content}]
