"""The queue's sorting, filtering and id prefixes for the reviewer's desk, on every backend."""

from __future__ import annotations

import pytest
from _certs import make_cert

from warrantguard.guard import CallPlan, ConfigurationError, Warrant
from warrantguard.policies import ReviewNotFound, ReviewQueue, StakesPolicy
from warrantguard.policies.review._store import AmbiguousReviewId, ReviewItem

POLICY = StakesPolicy()
RANKS = {name: POLICY.level(name).rank for name in POLICY.ordered_names()}


class Clock:
    """A clock that moves one minute per reading (items get distinct times)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        self.now += 60
        return self.now


def fill(queue: ReviewQueue) -> dict[str, str]:
    """Four items of different stakes and warrant, queued a minute apart; prompt -> id."""
    queue.clock = Clock()
    out = {}
    for prompt, warrant, stakes in (("Tea or coffee?", Warrant.NONE, "medium"),
                                    ("Bus or tram?", Warrant.CONDITIONAL, "critical"),
                                    ("50% off or 2_for_1?", Warrant.BASIC, "high"),
                                    ("Cat or dog?", Warrant.CONDITIONAL, "low")):
        cert = make_cert(warrant, prompt=prompt, option_a=prompt.split()[0],
                         option_b=prompt.split()[-1].rstrip("?"))
        out[prompt] = queue.enqueue(cert, POLICY.decide(cert, CallPlan(stakes, "explicit")))
    return out


def prompts(items: list) -> list[str]:  # type: ignore[type-arg]
    """The questions of ``items``, in order."""
    return [i.question for i in items]


def test_orders(queue: ReviewQueue) -> None:
    fill(queue)
    newest = ["Cat or dog?", "50% off or 2_for_1?", "Bus or tram?", "Tea or coffee?"]
    assert prompts(queue.list()) == newest
    assert prompts(queue.list(order="oldest")) == newest[::-1]
    assert prompts(queue.list(order="stakes", stakes_rank=RANKS)) == [
        "Bus or tram?", "50% off or 2_for_1?", "Tea or coffee?", "Cat or dog?"]
    assert prompts(queue.list(order="stakes-low", stakes_rank=RANKS)) == [
        "Cat or dog?", "Tea or coffee?", "50% off or 2_for_1?", "Bus or tram?"]
    assert prompts(queue.list(order="warrant")) == [
        "Tea or coffee?", "Cat or dog?", "Bus or tram?", "50% off or 2_for_1?"]
    assert prompts(queue.list(order="warrant-strong"))[0] == "50% off or 2_for_1?"
    assert prompts(queue.list(order="expiry")) == newest[::-1]  # same ttl: oldest expires first
    assert prompts(queue.list(order="stakes", limit=2, stakes_rank=RANKS)) == [
        "Bus or tram?", "50% off or 2_for_1?"]  # sorted before the limit applies


def test_filters(queue: ReviewQueue) -> None:
    fill(queue)
    assert prompts(queue.list(warrant="Conditional Warrant")) == ["Cat or dog?", "Bus or tram?"]
    assert prompts(queue.list(warrant="Conditional Warrant", stakes="low")) == ["Cat or dog?"]
    with pytest.raises(ConfigurationError, match="unknown warrant"):
        queue.list(warrant="Conditional")
    with pytest.raises(ConfigurationError, match="unknown order"):
        queue.list(order="id; DROP TABLE review_items")


def test_search_takes_percent_and_underscore_literally(queue: ReviewQueue) -> None:
    fill(queue)
    assert prompts(queue.list(search="_")) == ["50% off or 2_for_1?"]
    assert prompts(queue.list(search="%")) == ["50% off or 2_for_1?"]
    assert prompts(queue.list(search="TEA")) == ["Tea or coffee?"]
    assert queue.list(search="\\") == []


def test_find_by_prefix(queue: ReviewQueue) -> None:
    cert = make_cert(Warrant.CONDITIONAL)
    decision = POLICY.decide(cert, CallPlan("high", "explicit"))
    for item_id in ("0a1b2c", "0a1b9f", "77aa00"):
        fresh = queue._new_item(cert, decision, None)
        queue.store.add(ReviewItem.model_validate({**fresh.model_dump(), "id": item_id}))
    assert queue.find("77").id == "77aa00"
    assert queue.find("0a1b9").id == "0a1b9f"
    assert queue.find("0a1b2c").id == "0a1b2c"
    with pytest.raises(AmbiguousReviewId, match="0a1b2c, 0a1b9f"):
        queue.find("0a1b")
    for missing in ("0a1c", "", "_", "%"):
        with pytest.raises(ReviewNotFound):
            queue.find(missing)
