"""Stakes policies through the proxy: withheld answers, review ids, blocks, bad stakes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel

from .conftest import KEY, pairwise, scripted_guard

AUTH = {"authorization": f"Bearer {KEY}"}


@pytest.fixture
def queue(tmp_path: Path) -> ReviewQueue:
    return ReviewQueue(tmp_path / "reviews.db")


def weak_proxy(make_proxy: Callable[..., str], queue: ReviewQueue) -> str:
    """A proxy whose certifying model always names the first listed option (no warrant)."""
    model = ScriptedModel("train", position_bias="first")
    return make_proxy(guard_factory=lambda focal: scripted_guard(model, policy=StakesPolicy(), review_queue=queue))


def ask(url: str, stakes: str, stream: bool = False) -> httpx.Response:
    body = {"model": "m", "messages": pairwise(), "warrant": {"stakes": stakes}, "stream": stream}
    return httpx.post(url + "/chat/completions", json=body, headers=AUTH, timeout=30)


def test_review_withholds_the_answer_with_content_filter(make_proxy: Callable[..., str], queue: ReviewQueue) -> None:
    response = ask(weak_proxy(make_proxy, queue), "high")
    data = response.json()
    review_id = response.headers["x-warrant-review-id"]
    assert response.status_code == 200 and response.headers["x-warrant-action"] == "review"
    assert data["choices"][0]["finish_reason"] == "content_filter"
    assert "withheld pending human review" in data["choices"][0]["message"]["content"]
    assert "train" not in data["choices"][0]["message"]["content"]
    assert data["warrant"]["status"] == "guardrail_intervened" and data["warrant"]["review_id"] == review_id
    assert queue.get(review_id).status.value == "pending"


def test_block_withholds_the_streamed_answer(make_proxy: Callable[..., str], queue: ReviewQueue) -> None:
    response = ask(weak_proxy(make_proxy, queue), "critical", stream=True)
    assert response.headers["x-warrant-action"] == "block"
    assert "I recommend" not in response.text  # never streams uncertified text
    assert '"finish_reason": "content_filter"' in response.text and response.text.endswith("data: [DONE]\n\n")


def test_low_stakes_annotates_and_returns_the_answer(make_proxy: Callable[..., str], queue: ReviewQueue) -> None:
    response = ask(weak_proxy(make_proxy, queue), "low")
    assert response.json()["choices"][0]["message"]["content"] == "I recommend train."
    assert response.headers["x-warrant-action"] == "annotate" and response.headers["x-warrant-tier"] == "No Warrant"


def test_unknown_stakes_level_is_a_400(make_proxy: Callable[..., str], queue: ReviewQueue) -> None:
    response = ask(weak_proxy(make_proxy, queue), "galactic")
    assert response.status_code == 400 and "galactic" in response.json()["error"]["message"]


def test_same_request_id_queues_one_review(make_proxy: Callable[..., str], queue: ReviewQueue) -> None:
    url = weak_proxy(make_proxy, queue)
    body = {"model": "m", "messages": pairwise(), "warrant": {"stakes": "high"}}
    headers = {**AUTH, "x-request-id": "retry-1"}
    ids = {httpx.post(url + "/chat/completions", json=body, headers=headers, timeout=30).headers["x-warrant-review-id"]
           for _ in range(2)}
    assert len(ids) == 1 and len(queue.pending()) == 1


class _DownStore:
    """A review store whose database has gone away (every write fails as PostgreSQL's would)."""

    def __init__(self, inner: object) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)

    def add(self, item: object) -> object:
        from warrantguard.policies.review import ReviewUnavailable

        raise ReviewUnavailable("the PostgreSQL review store at postgresql://***@db:5432/q is unavailable")


@pytest.mark.parametrize("stream", [False, True])
def test_a_review_queue_that_is_down_withholds_with_a_503(make_proxy: Callable[..., str], tmp_path: Path,
                                                          stream: bool) -> None:
    queue = ReviewQueue(tmp_path / "reviews.db")
    queue.store = _DownStore(queue.store)
    response = ask(weak_proxy(make_proxy, queue), "high", stream=stream)
    assert response.status_code == 503 and response.headers["retry-after"]
    error = response.json()["error"]
    assert error["code"] == "review_unavailable" and "train" not in response.text
