"""A short reply's reading is remembered (issue 23, item 6): what ``parse_option`` reads, whatever came before."""

from __future__ import annotations

import random

from warrantguard.guard.engine import _elicit
from warrantguard.guard.engine._elicit import read_option
from warrantguard.guard.question import parse_option

_OPTIONS = [("the train", "the car"), ("Car", "car-sharing plan"), ("A", "B"), ("tea", "coffee")]
_REPLIES = ["the train", "The Car.", "**car**", '"tea"', '{"answer": "coffee"}', "Tea or coffee", "neither", "",
            "  A  ", "b.", "a car", "car-sharing plan", None, "x" * 250, "the car " * 40]


def test_a_reply_read_again_is_read_as_afresh_in_any_order() -> None:
    jobs = [(reply, *options) for reply in _REPLIES for options in _OPTIONS]
    jobs += [(reply, second, first) for reply, first, second in jobs]
    rng = random.Random(3)
    for _ in range(3):
        rng.shuffle(jobs)
        _elicit._read.cache_clear()
        assert [read_option(*job) for job in jobs + jobs] == [parse_option(*job) for job in jobs + jobs]
    assert sum(read_option(*job) is not None for job in jobs) > 10


def test_only_short_replies_are_remembered_and_the_memo_is_bounded() -> None:
    _elicit._read.cache_clear()
    read_option("x" * (_elicit._READ_CHARS + 1), "x", "y")
    read_option(None, "x", "y")
    assert _elicit._read.cache_info().currsize == 0
    for i in range(_elicit._READ + 20):
        read_option(f"option {i}", "option 1", "option 2")
    assert _elicit._read.cache_info().currsize == _elicit._READ
