"""Single flight across instances and degradation when Redis is down or slow (issue 24, item 1)."""

from __future__ import annotations

import asyncio
import time

from prometheus_client import CollectorRegistry

from warrantguard.guard import Guard
from warrantguard.guard.spi import InFlight
from warrantguard.models import RedisCache, RedisCertificateStore
from warrantguard.policies import StakesPolicy
from warrantguard.telemetry import SharedBackendErrors
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"
POLICY = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"reuse": "1h"}}})


def _instance(model, url: str, prefix: str, **store) -> Guard:
    """A Guard as one replica has it: its own process-wide single flight, its own Redis clients."""
    guard = Guard(model, generator="lexical", seed=7, policy=POLICY,
                  certificates=RedisCertificateStore(url, prefix=prefix, **store))
    guard._inflight = InFlight()  # another process: nothing in flight is shared in memory
    return guard


class Gate:
    """A clock whose sleeps wait until the gate opens (a model stuck upstream)."""

    def __init__(self) -> None:
        self.open = asyncio.Event()

    def now(self) -> float:
        return 0.0

    async def sleep(self, seconds: float) -> None:
        await self.open.wait()


async def _one_certificate_calls() -> int:
    model = ScriptedModel("train")
    no_reuse = StakesPolicy.model_validate({"default": "low", "levels": {"low": {}}})
    await Guard(model, generator="lexical", seed=7, policy=no_reuse).acertify(Q, answer="train")
    return model.calls


async def test_concurrent_identical_calls_on_two_instances_compute_one_certificate(redis_url, redis_prefix):
    models = [ScriptedModel("train", latency=0.02), ScriptedModel("train", latency=0.02)]
    guards = [_instance(m, redis_url, redis_prefix) for m in models]
    results = await asyncio.gather(*(guards[i % 2].acertify(Q, answer="train") for i in range(16)))
    assert sorted(r.certification for r in results) == ["certified"] + ["reused"] * 15
    assert len({r.certificate.id for r in results}) == 1
    assert sum(m.calls for m in models) == await _one_certificate_calls()  # one certificate's calls in all
    assert await guards[0].certificates.link.client().keys(redis_prefix + "lease:*") == []  # released
    await _close(*guards)


async def test_a_follower_whose_answer_differs_certifies_its_own(redis_url, redis_prefix):
    leader = _instance(ScriptedModel("train", latency=0.02), redis_url, redis_prefix)
    follower = _instance(ScriptedModel("motorcycle", latency=0.02), redis_url, redis_prefix)
    first, second = await asyncio.gather(leader.acertify(Q, answer="train"),
                                         follower.acertify(Q, answer="motorcycle"))
    assert first.certification == second.certification == "certified"
    assert second.certificate.recommendation == "motorcycle" != first.certificate.recommendation
    await _close(leader, follower)


async def test_when_the_leader_dies_a_follower_computes_after_its_lease_expires(redis_url, redis_prefix):
    gate = Gate()
    stuck = _instance(ScriptedModel("train", latency=1, clock=gate), redis_url, redis_prefix, lease_ttl=0.3)
    stuck.certificates._renew = _no_renewal  # the leader's process is gone: nothing renews its lease
    leader = asyncio.create_task(stuck.acertify(Q, answer="train"))
    client = stuck.certificates.link.client()
    deadline = time.monotonic() + 10
    while not await client.keys(redis_prefix + "lease:*") and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    assert await client.keys(redis_prefix + "lease:*")  # the leader holds the question
    follower = _instance(ScriptedModel("train"), redis_url, redis_prefix, lease_ttl=0.3)
    result = await follower.acertify(Q, answer="train")
    assert result.certification == "certified" and result.certificate.formed
    leader.cancel()
    gate.open.set()
    await _close(stuck, follower)


async def _no_renewal(*args) -> None:
    return None


async def _close(*guards: Guard) -> None:
    for guard in guards:
        for shared in (guard.cache, guard.certificates):
            if hasattr(shared, "aclose"):
                await shared.aclose()


async def test_calls_go_on_while_redis_is_down_and_reuse_resumes_after(redis_server, redis_url, redis_prefix):
    registry = CollectorRegistry()
    errors = SharedBackendErrors(registry).error
    model = ScriptedModel("train")
    guard = Guard(model, generator="lexical", seed=7, policy=POLICY,
                  cache=RedisCache(redis_url, prefix=redis_prefix, on_error=errors),
                  certificates=RedisCertificateStore(redis_url, prefix=redis_prefix, on_error=errors))
    guard._inflight = InFlight()
    assert (await guard.acertify(Q, answer="train")).certification == "certified"
    assert (await guard.acertify(Q, answer="train")).reused
    redis_server.stop()
    try:
        down = [await guard.acertify(Q, answer="train") for _ in range(2)]
        # the embedded default takes over: this process's own certificates are still reused
        assert [r.certification for r in down] == ["reused", "reused"]
        other = "Which is better for a commute, a bicycle or a train?"
        during = [await guard.acertify(other, answer="train") for _ in range(2)]
        assert [r.certification for r in during] == ["certified", "reused"]
        assert all(r.certificate.formed and r.certificate.recommendation == "train" for r in down + during)
        for part in ("certificates", "lease", "cache"):
            assert registry.get_sample_value("warrantguard_shared_backend_errors_total",
                                             {"backend": "redis", "part": part}) >= 1, part
    finally:
        redis_server.start()
    results = [await guard.acertify(Q, answer="train") for _ in range(3)]  # the pool reconnects
    assert results[-1].reused
    await _close(guard)


async def test_a_redis_that_never_answers_is_timed_out(redis_prefix):
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(1 << 16)  # reads the command, never replies
        await asyncio.sleep(30)

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    failed: list[str] = []
    try:
        url = f"redis://127.0.0.1:{port}/0"
        store = RedisCertificateStore(url, prefix=redis_prefix, timeout=0.05, on_error=failed.append)
        model = ScriptedModel("train")
        guard = Guard(model, generator="lexical", seed=7, policy=POLICY, certificates=store)
        result = await guard.acertify(Q, answer="train")
        assert result.certification == "certified" and result.certificate.formed
        assert {"certificates", "lease"} <= set(failed)
    finally:
        server.close()


async def test_the_lease_protocol_between_two_stores(redis_url, redis_prefix):
    from warrantguard.guard import StoredCertificate

    a = RedisCertificateStore(redis_url, prefix=redis_prefix, lease_ttl=1.0)
    b = RedisCertificateStore(redis_url, prefix=redis_prefix, lease_ttl=1.0, max_wait=0.2)
    assert await a.lease("k") and not await b.lease("k")
    await b.release("k")  # not its lease: nothing happens
    assert not await b.lease("k")
    assert await b.await_entry("k") is None  # the holder stores nothing within max_wait: bounded
    client, last, renewed = a.link.client(), await a.link.client().pttl(redis_prefix + "lease:k"), False
    deadline = time.monotonic() + 10
    while not renewed and time.monotonic() < deadline:  # the holder renews while it computes
        await asyncio.sleep(0.05)
        now = await client.pttl(redis_prefix + "lease:k")
        renewed, last = now > last + 50, now
    assert renewed
    certificate = (await Guard(ScriptedModel("train"), generator="lexical").acertify(Q, answer="train")).certificate
    entry = StoredCertificate(certificate, 5.0, "fp")
    b.max_wait = 10.0

    async def leader() -> None:
        await asyncio.sleep(0.05)
        await a.put("k", entry, 60)
        await a.release("k")

    waited, _ = await asyncio.gather(b.await_entry("k"), leader())
    assert waited == entry and await client.exists(redis_prefix + "lease:k") == 0
    assert await b.lease("k2") and await a.lease("k3")
    await b.release("k2")  # a leader that stored nothing (it failed): the follower stops waiting at once
    assert await a.await_entry("k2") is None
    for store in (a, b):
        await store.aclose()
    other = RedisCertificateStore(redis_url, prefix=redis_prefix)
    assert await other.link.client().exists(redis_prefix + "lease:k3") == 0  # closing gives held leases back
    await other.aclose()


async def test_a_leader_that_stores_nothing_hands_the_question_to_one_follower(redis_url, redis_prefix):
    # the leader's certificate runs out of time (incomplete: never stored for reuse); of the two
    # replicas waiting for it (same question, same settings), one takes the lease in turn and the
    # other reuses its certificate, instead of both computing at once
    def replica(latency: float) -> tuple[Guard, ScriptedModel]:
        model = ScriptedModel("train", latency=latency)
        guard = Guard(model, generator="lexical", seed=7, policy=POLICY, deadline=3.0,
                      certificates=RedisCertificateStore(redis_url, prefix=redis_prefix))
        guard._inflight = InFlight()
        return guard, model

    slow, _ = replica(30.0)
    leader = asyncio.create_task(slow.acertify(Q, answer="train"))
    client = slow.certificates.link.client()
    deadline = time.monotonic() + 10
    while not await client.keys(redis_prefix + "lease:*") and time.monotonic() < deadline:
        await asyncio.sleep(0.005)
    (a, model_a), (b, model_b) = replica(0.1), replica(0.1)  # each slower than a follower's poll
    results = await asyncio.gather(a.acertify(Q, answer="train"), b.acertify(Q, answer="train"))
    first = await leader
    assert not first.certificate.complete  # nothing to reuse from the leader
    assert sorted(r.certification for r in results) == ["certified", "reused"]
    assert len({r.certificate.id for r in results}) == 1
    assert sorted(bool(m.requests) for m in (model_a, model_b)) == [False, True]
    await _close(slow, a, b)


class LateStore(RedisCertificateStore):
    """A replica's store whose first lookup misses: another replica stored the entry and gave its
    lease back between this replica's lookup and its lease (the race seen in a CI run)."""

    missed = False

    async def get(self, key):  # type: ignore[no-untyped-def]
        if not self.missed:
            self.missed = True
            return None
        return await super().get(key)


async def test_a_lease_taken_after_the_other_replica_stored_reuses_its_entry(redis_url, redis_prefix):
    first = _instance(ScriptedModel("train"), redis_url, redis_prefix)
    done = await first.acertify(Q, answer="train")  # stored, and its lease given back
    late_model = ScriptedModel("train")
    late = Guard(late_model, generator="lexical", seed=7, policy=POLICY,
                 certificates=LateStore(redis_url, prefix=redis_prefix))
    again = await late.acertify(Q, answer="train")
    assert late.certificates.missed  # its first lookup found nothing, as in the race
    assert (again.certification, again.certificate.id) == ("reused", done.certificate.id)
    assert late_model.calls == 0  # no second certificate
    await _close(first, late)
