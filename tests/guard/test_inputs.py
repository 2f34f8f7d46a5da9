"""Bad input gets a ConfigurationError saying what was expected, before any call (issue 13, item 6)."""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warrantguard import ConfigurationError, Guard, NotPairwiseError, WarrantguardError
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


def guard() -> tuple[Guard, ScriptedModel]:
    model = ScriptedModel("train")
    return Guard(model, generator="lexical"), model


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"prompt": Q.encode()}, "bytes"),
    ({"prompt": 5}, "got int"),
    ({"prompt": None}, "got NoneType"),
    ({"prompt": Q, "options": 5}, "pair of strings"),
    ({"prompt": Q, "options": "ab"}, "pair of strings"),
    ({"prompt": Q, "options": ["a", "b", "c"]}, "exactly two"),
    ({"prompt": Q, "options": ["motorcycle", 7]}, "each option must be a str"),
    ({"prompt": Q, "context": 5}, "context must be a str"),
    ({"prompt": "x" * 20_001}, "limit is 20,000"),
])
def test_bad_input_is_refused_before_any_call(kwargs, message):
    g, model = guard()
    prompt = kwargs.pop("prompt")
    with pytest.raises(ConfigurationError, match=message):
        g.check(prompt, **kwargs)
    with pytest.raises(ConfigurationError, match=message):
        g.estimate(prompt, **kwargs)
    assert model.calls == 0


@pytest.mark.parametrize("answer", [b"train", 5, None, ["train"]])
def test_bad_answers_are_refused(answer):
    g, model = guard()
    with pytest.raises(ConfigurationError, match="answer must be a str"):
        g.certify(Q, answer=answer)
    assert model.calls == 0


def test_the_prompt_limit_is_a_setting():
    g = Guard(ScriptedModel("train"), generator="lexical", max_prompt_chars=100)
    with pytest.raises(ConfigurationError, match="limit is 100"):
        g.check(Q + " " * 100)


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(max_size=300), st.binary(max_size=50), st.integers(), st.none(), st.lists(st.text())),
       st.one_of(st.none(), st.text(max_size=20), st.lists(st.one_of(st.text(max_size=10), st.integers()),
                                                            max_size=3)))
def test_estimate_fuzz_raises_only_typed_errors(prompt, options):
    g = Guard(ScriptedModel("train"), generator="lexical")
    with contextlib.suppress(WarrantguardError):  # anything else fails the test
        g.estimate(prompt, options=options)


def test_a_long_prompt_is_parsed_off_the_event_loop_a_short_one_on_it(monkeypatch):
    """A long prompt's parsing (up to about a millisecond) never runs on the event loop; a short
    one's (a few tenths of a millisecond) costs less than handing it to a worker thread (issue 23, item 6)."""
    import threading

    from warrantguard.guard.question import _question

    seen = []
    original = _question.PairwiseQuestion.parse.__func__

    def spy(cls, *a, **k):
        seen.append(threading.current_thread() is threading.main_thread())
        return original(cls, *a, **k)

    monkeypatch.setattr(_question.PairwiseQuestion, "parse", classmethod(spy))
    g, _ = guard()
    long = "We ship parcels across the region and care about our customers and staff. " * 6 + Q
    assert asyncio.run(g.aquestion(long)).options == ("motorcycle", "train")
    assert asyncio.run(g.aquestion(Q)).options == ("motorcycle", "train")
    assert seen == [False, True]


def test_an_empty_prompt_is_not_pairwise():
    with pytest.raises(NotPairwiseError):
        guard()[0].check("   ")
