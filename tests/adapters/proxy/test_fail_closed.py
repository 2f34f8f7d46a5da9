"""Through the proxy: a failed certification is withheld where the stakes level fails closed."""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest

from warrantguard.policies import StakesPolicy

from .conftest import KEY, pairwise, scripted_guard


class AuthenticationError(Exception):
    """A non-retryable provider error."""


class Rejected:
    """A certifying model whose key is rejected: every probe fails."""

    name = "rejected"

    def __call__(self, messages: list[dict[str, str]], *, temperature: float = 0.0) -> str:
        raise AuthenticationError("401 invalid api key")


def ask(url: str, stakes: str, stream: bool = False) -> httpx.Response:
    headers = {"authorization": f"Bearer {KEY}", "x-warrant-stakes": stakes}
    body = {"model": "m", "messages": pairwise(), "stream": stream}
    return httpx.post(url + "/chat/completions", json=body, headers=headers, timeout=30)


@pytest.fixture
def url(make_proxy: Callable[..., str]) -> str:
    return make_proxy(guard_factory=lambda focal: scripted_guard(Rejected(), policy=StakesPolicy()))  # type: ignore[arg-type]


@pytest.mark.parametrize(("stakes", "action"), [("critical", "block"), ("high", "review")])
def test_failed_certification_is_withheld_at_fail_closed_levels(url: str, stakes: str, action: str) -> None:
    response = ask(url, stakes)
    data = response.json()
    assert response.status_code == 200 and response.headers["x-warrant-action"] == action
    assert response.headers["x-warrant-status"] == "guardrail_intervened"
    assert "I recommend" not in data["choices"][0]["message"]["content"]
    assert data["choices"][0]["finish_reason"] == "content_filter"


def test_failed_certification_is_withheld_from_the_stream(url: str) -> None:
    response = ask(url, "critical", stream=True)
    assert response.headers["x-warrant-action"] == "block" and "I recommend" not in response.text
    assert '"finish_reason": "content_filter"' in response.text and response.text.endswith("data: [DONE]\n\n")


def test_failed_certification_passes_at_a_fail_open_level(url: str) -> None:
    response = ask(url, "medium")
    assert response.json()["choices"][0]["message"]["content"] == "I recommend train."
    assert response.headers["x-warrant-status"] == "guardrail_failed_to_respond"
