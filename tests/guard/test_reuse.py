"""Certificate reuse and sampling in the Guard (issue 23, items 1 and 3)."""

from __future__ import annotations

import asyncio
import random

import pytest

from warrantguard.guard import Guard, MemoryCertificateStore
from warrantguard.guard.spi import parse_duration, question_key, sampled
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ManualClock, ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


class Now:
    """A settable epoch clock for the store's lifetimes."""

    def __init__(self) -> None:
        self.t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


def _policy(**level) -> StakesPolicy:
    return StakesPolicy.model_validate({"default": "low", "levels": {"low": level}})


def _guard(model: ScriptedModel, store=None, **level) -> Guard:
    return Guard(model, generator="lexical", seed=7, policy=_policy(**level),
                 certificates=store if store is not None else MemoryCertificateStore())


async def test_the_same_question_is_certified_once_and_reused_with_its_origin():
    model = ScriptedModel("train")
    guard = _guard(model, reuse="7d")
    first = await guard.acertify(Q, answer="train")
    calls = model.calls
    again = await guard.acertify("Which is safer to travel by,   motorcycle or train?", answer="The train.")
    assert first.certification == "certified" and again.certification == "reused" and again.reused
    assert model.calls == calls  # no probe was asked again
    assert again.certificate.id == first.certificate.id and again.certified_at == first.certified_at
    assert again.decision is not None and again.final_answer == "train"


async def test_a_free_text_answer_is_reused_when_it_is_the_certified_text():
    model = ScriptedModel("train")
    guard = _guard(model, reuse="7d")
    first = await guard.acertify(Q, answer="I would recommend the train here.")
    calls = model.calls
    again = await guard.acertify(Q, answer="I would  recommend the train here.")
    other = await guard.acertify(Q, answer="I would recommend the train, really.")  # needs a mapping: fresh
    assert again.reused and model.calls > calls and not other.reused
    assert first.certificate.recommendation == "train"


async def test_an_answer_that_differs_refuses_the_reuse_and_certifies_afresh():
    model = ScriptedModel("train")
    guard = _guard(model, reuse="7d")
    first = await guard.acertify(Q, answer="train")
    other = await guard.acertify(Q, answer="motorcycle")
    assert other.certification == "certified" and other.certificate.id != first.certificate.id
    assert other.certificate.recommendation == "motorcycle"


async def test_lifetime_fingerprint_and_clear_invalidate():
    now, model = Now(), ScriptedModel("train")
    store = MemoryCertificateStore(now=now)
    guard = _guard(model, store, reuse="1h")
    await guard.acertify(Q, answer="train", fingerprint="fp_1")
    assert (await guard.acertify(Q, answer="train", fingerprint="fp_1")).reused
    assert not (await guard.acertify(Q, answer="train", fingerprint="fp_2")).reused  # the model changed
    assert (await guard.acertify(Q, answer="train", fingerprint="fp_2")).reused  # stored under the new one
    now.t += 3601
    assert not (await guard.acertify(Q, answer="train")).reused  # the lifetime is over
    assert await store.clear() == 1
    assert not (await guard.acertify(Q, answer="train")).reused


async def test_no_reuse_without_a_lifetime_and_none_at_critical_by_default():
    model = ScriptedModel("train")
    guard = _guard(model)  # reuse 0: the default
    await guard.acertify(Q, answer="train")
    assert not (await guard.acertify(Q, answer="train")).reused
    assert StakesPolicy().level("critical").reuse == 0


async def test_concurrent_identical_calls_share_one_certificate_in_flight():
    model = ScriptedModel("train", latency=0.01, clock=ManualClock())  # in flight until the loop is idle
    guard = _guard(model, reuse="7d")
    results = await asyncio.gather(*(guard.acertify(Q, answer="train") for _ in range(8)))
    ids = {r.certificate.id for r in results}
    assert len(ids) == 1
    assert sorted(r.certification for r in results) == ["certified"] + ["reused"] * 7


async def test_prepared_checks_reuse_too():
    model = ScriptedModel("train")
    guard = _guard(model, reuse="7d")
    first = await (await guard.aprepare(Q)).acertify("train")
    prepared = await guard.aprepare(Q)
    second = await prepared.acertify("train")
    assert second.reused and second.certificate.id == first.certificate.id


def test_durations():
    assert parse_duration("7d") == 7 * 86400 and parse_duration("30m") == 1800 and parse_duration(0) == 0
    for bad in ("7 days", -1, "400d", True):
        with pytest.raises(ValueError):
            parse_duration(bad)


# ---- sampling --------------------------------------------------------------------------------

@pytest.mark.parametrize("rate", [0, 0.01, 0.5, 0.51, 0.9, 1])
def test_the_certified_fraction_lies_within_binomial_bounds(rate):
    rng, n = random.Random(rate), 20_000
    keys = {f"wgc1:{rng.getrandbits(256):064x}" for _ in range(n)}
    certified = sum(sampled(k, rate) for k in keys)
    if rate in (0, 1):
        assert certified == rate * len(keys)  # 0: none, 1: all
        return
    sigma = (len(keys) * rate * (1 - rate)) ** 0.5
    assert abs(certified - rate * len(keys)) <= 5 * sigma  # a false alarm once in ~3.5 million runs
    assert certified < len(keys)  # deepteam#259: any rate above 0.5 certified everything


def test_the_sample_is_nested_and_stable():
    keys = [f"k{i}" for i in range(2000)]
    low = {k for k in keys if sampled(k, 0.1)}
    high = {k for k in keys if sampled(k, 0.5)}
    assert low <= high and low == {k for k in keys if sampled(k, 0.1)}


async def test_a_question_outside_the_sample_is_not_certified_and_says_so():
    model = ScriptedModel("train")
    questions = [f"Which is safer to travel by in region {i}, motorcycle or train?" for i in range(40)]
    guard = _guard(model, sample=0.5)
    results = [await guard.acertify(q, answer="train") for q in questions]
    out = [r for r in results if r.certification == "sampled_out"]
    assert 0 < len(out) < len(results)
    assert all(not r.certificate.formed and r.final_answer == "train" for r in out)
    assert all(r.certificate.formed for r in results if r.certification == "certified")
    # the verdict is the question's: asking again gives the same one, with no model call
    calls = model.calls
    again = [await guard.acertify(r.certificate.prompt, answer="train") for r in out]
    assert model.calls == calls and all(r.certification == "sampled_out" for r in again)


def test_the_key_is_canonical():
    from warrantguard.guard import CertificateSettings, PairwiseQuestion

    s = CertificateSettings()
    a = PairwiseQuestion.parse("Which is safer,  train or motorcycle?", None, None)
    b = PairwiseQuestion.parse("Which is safer, train or motorcycle?", None, None)
    assert question_key(a, "m", s) == question_key(b, "m", s)
    assert question_key(a, "m", s) != question_key(a, "other-model", s)
    assert question_key(a, "m", s) != question_key(a, "m", s.merged({"t2_probes": 3}))
