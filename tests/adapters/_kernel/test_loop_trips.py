"""A certification's finish, counted in trips round the event loop (not time): under load each
trip waits behind every other ready callback, so the hot paths take as few as they can."""

from __future__ import annotations

import asyncio

from warrantguard.adapters._kernel import Certification
from warrantguard.guard import Guard, MemoryCertificateStore
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


async def _trips_of_finish(guard: Guard) -> tuple[int, str]:
    """Loop iterations while ``finish`` runs (a ticker counts them) and the outcome's certification."""
    trips = [0]

    async def ticker() -> None:
        while True:
            trips[0] += 1
            await asyncio.sleep(0)

    cert = await Certification.start(guard, Q)
    await asyncio.sleep(0.05)  # the prepared check waits for its answer
    tick = asyncio.ensure_future(ticker())
    await asyncio.sleep(0)
    trips[0] = 0
    outcome = (await cert.finish(["The train."]))[0]
    counted = trips[0]
    tick.cancel()
    return counted, outcome.certification


def test_a_reused_certificate_is_returned_in_two_trips_round_the_loop() -> None:
    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"reuse": "7d"}}})
    guard = Guard(ScriptedModel("train"), generator="lexical", policy=policy, certificates=MemoryCertificateStore())

    async def run() -> tuple[int, str]:
        first = await Certification.start(guard, Q)
        assert (await first.finish(["The train."]))[0].certification == "certified"
        return await _trips_of_finish(guard)

    trips, certification = asyncio.run(run())
    assert certification == "reused"
    assert trips <= 2  # was 6: a task and a gather for one answer, a shield around the check
