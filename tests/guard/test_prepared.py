"""Certify while the answer is being written: ``Guard.aprepare`` (issue 14, item 5).

The probes start when the request arrives; the answer comes later; the certificate is the one
``Guard.acertify`` gives for the same answers.
"""

from __future__ import annotations

import asyncio

import pytest

from warrantguard.guard import ConfigurationError, Guard, NotPairwiseError, PreparedCheck
from warrantguard.testing import ManualClock, ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


def _guard(model: ScriptedModel) -> Guard:
    return Guard(model, generator="lexical", seed=7)


def _shape(result):
    cert = result.certificate
    return (cert.warrant, cert.recommendation, [(t.tier, t.probes, t.violations, t.status) for t in cert.tiers],
            [(r.tier, r.prompt, r.mapped_answer) for r in cert.reversals])


@pytest.mark.parametrize("answer", ["train", "motorcycle", "The train, clearly: it is far safer."])
@pytest.mark.parametrize("strategy", ["fast", "frugal"])
async def test_a_prepared_certificate_is_the_one_acertify_gives(answer, strategy):
    planted = {"reversals": {"with young children": "motorcycle"}}
    direct = await _guard(ScriptedModel("train", **planted)).acertify(Q, answer=answer, strategy=strategy)
    prepared = await _guard(ScriptedModel("train", **planted)).aprepare(Q, strategy=strategy)
    assert isinstance(prepared, PreparedCheck)
    result = await prepared.acertify(answer)
    assert _shape(result) == _shape(direct)
    # the calls may differ (work above a failing tier is cancelled when it is seen), never beyond the plan
    exhaustive = await _guard(ScriptedModel("train", **planted)).acertify(Q, answer=answer, exhaustive=True)
    assert max(direct.certificate.usage.calls, result.certificate.usage.calls) <= exhaustive.certificate.usage.calls


async def test_the_probes_run_before_the_answer_exists():
    model, idle = ScriptedModel("train"), ManualClock()
    prepared = await _guard(model).aprepare(Q)
    for _ in range(1000):  # generation runs in worker threads: wait (bounded) for the probes to go out
        if model.calls >= 5:
            break
        await idle.sleep(1)  # returns once the loop and its worker threads are idle (no wall time)
    asked_before = model.calls
    result = await prepared.acertify("train")
    assert asked_before >= 5  # T0 and the probes were asked while the answer was being written
    assert result.certificate.recommendation == "train"


async def test_closing_stops_every_call_and_raises_nothing():
    clock = ManualClock()
    model = ScriptedModel("train", latency=0.05, clock=clock)
    prepared = await _guard(model).aprepare(Q)
    await clock.sleep(0.01)  # once the loop is idle: calls are in flight (each takes 50 ms of virtual time)
    assert clock.sleepers
    await prepared.aclose()
    calls = model.calls
    await clock.sleep(10.0)  # any call left running would have answered by now
    assert model.calls == calls and not prepared.started
    with pytest.raises(ConfigurationError):
        await prepared.acertify("train")


async def test_async_with_closes_an_unused_check_and_a_second_answer_is_refused():
    model = ScriptedModel("train")
    async with await _guard(model).aprepare(Q) as prepared:
        result = await prepared.acertify("train")
        with pytest.raises(ConfigurationError):
            await prepared.acertify("motorcycle")
    assert result.certificate.formed
    async with await _guard(ScriptedModel("train", latency=0.05, clock=ManualClock())).aprepare(Q) as unused:
        pass
    assert not unused.started


async def test_a_bad_answer_is_a_configuration_error_and_closes_the_check():
    prepared = await _guard(ScriptedModel("train", latency=0.05, clock=ManualClock())).aprepare(Q)
    with pytest.raises(ConfigurationError):
        await prepared.acertify(b"train")  # type: ignore[arg-type]
    assert not prepared.started


async def test_a_question_without_two_options_fails_at_once():
    with pytest.raises(NotPairwiseError):
        await _guard(ScriptedModel("train")).aprepare("Tell me a story.")


class _InFlight(ScriptedModel):
    """Records which requests were in flight when each one arrived (each takes 20 ms of virtual time)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, latency=0.02, clock=ManualClock(), **kwargs)
        self.flying: set[str] = set()
        self.seen_with: dict[str, set[str]] = {}

    async def complete(self, request):
        last = request.messages[-1]["content"]
        key = "mapping" if "does your answer above recommend" in last else "confidence" if "confident" in last else last
        self.seen_with[key] = set(self.flying)
        self.flying.add(key)
        try:
            return await super().complete(request)
        finally:
            self.flying.discard(key)


async def test_confidence_is_asked_alongside_the_mapping_of_a_free_text_answer():
    model = _InFlight("train")
    result = await _guard(model).acertify(Q, answer="The train, clearly: it is far safer.")
    assert "mapping" in model.seen_with["confidence"] or "confidence" in model.seen_with["mapping"]
    assert result.certificate.confidence is not None


async def test_a_confidence_asked_for_an_answer_that_names_neither_is_dropped():
    model = ScriptedModel("train")
    result = await _guard(model).acertify(Q, answer="It depends on the route and the weather.")
    assert result.certificate.recommendation is None and result.certificate.confidence is None


async def test_probes_started_early_never_starve_the_answers_mapping_of_budget():
    clock = ManualClock()
    model = ScriptedModel("train", latency=0.01, clock=clock)
    prepared = await _guard(model).aprepare(Q, max_calls=3, exhaustive=True)
    for _ in range(1000):  # let the probes take what the budget allows
        if model.calls >= 2:
            break
        await clock.sleep(0.005)
    result = await prepared.acertify("The train, clearly: it is far safer.")
    assert result.certificate.recommendation == "train"  # the mapping got its call
    assert result.certificate.usage.calls <= 3 and not result.certificate.complete


class _HeldProbes(ScriptedModel):
    """Probe calls wait until released; the mapping of the answer is answered at once."""

    def __init__(self) -> None:
        super().__init__("train")
        self.release = asyncio.Event()

    async def complete(self, request):
        if request.purpose != "map":
            await self.release.wait()
        return await super().complete(request)


async def test_the_answers_mapping_never_queues_behind_probes_holding_every_slot():
    model, idle = _HeldProbes(), ManualClock()
    prepared = await _guard(model).aprepare(Q, max_concurrency=2)
    await idle.sleep(1)  # the probes take both slots (returns once the loop and its worker threads are idle)
    certifying = asyncio.ensure_future(prepared.acertify("The train, clearly: it is far safer."))
    for _ in range(1000):
        if any(r.purpose == "map" for r in model.requests):
            break
        await idle.sleep(1)
    assert any(r.purpose == "map" for r in model.requests)  # sent while both slots were held
    model.release.set()
    assert (await certifying).certificate.recommendation == "train"
