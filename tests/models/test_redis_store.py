"""The Redis answer cache and certificate store against a real redis-server (issue 24, item 1)."""

from __future__ import annotations

import asyncio
import logging
import time

import pytest

from warrantguard.guard import Guard, StoredCertificate
from warrantguard.models import RedisCache, RedisCertificateStore, RedisLink, redact_url
from warrantguard.models._redis import encode_entry
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


@pytest.fixture(scope="module")
def certificate():
    return asyncio.run(Guard(ScriptedModel("train"), generator="lexical").acertify(Q, answer="train")).certificate


async def _raw(store, key: str, value) -> None:
    await store.link.client().set(key, value)


async def test_a_certificate_round_trips_with_its_time_and_fingerprint(redis_url, redis_prefix, certificate):
    store = RedisCertificateStore(redis_url, prefix=redis_prefix)
    entry = StoredCertificate(certificate, 1_700_000_000.5, "fp_1")
    assert await store.get("k") is None
    await store.put("k", entry, 60)
    other = RedisCertificateStore(redis_url, prefix=redis_prefix)  # another replica
    assert await other.get("k") == entry
    assert await RedisCertificateStore(redis_url, prefix=redis_prefix + "x:").get("k") is None  # prefixes apart
    await other.delete("k")
    assert await store.get("k") is None
    await store.aclose()
    await other.aclose()


async def test_entries_live_their_lifetime(redis_url, redis_prefix, certificate):
    store = RedisCertificateStore(redis_url, prefix=redis_prefix)
    await store.put("long", StoredCertificate(certificate, 1.0), 3600)
    await store.put("short", StoredCertificate(certificate, 1.0), 0.05)
    await store.put("none", StoredCertificate(certificate, 1.0), 0)  # no lifetime: not kept
    client = store.link.client()
    assert 3_500_000 < await client.pttl(redis_prefix + "cert:long") <= 3_600_000
    deadline = time.monotonic() + 10
    while await store.get("short") is not None and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    assert await store.get("short") is None and await store.get("none") is None
    assert await store.get("long") is not None
    await store.aclose()


async def test_clear_forgets_this_prefix_only(redis_url, redis_prefix, certificate):
    store = RedisCertificateStore(redis_url, prefix=redis_prefix)
    neighbour = RedisCertificateStore(redis_url, prefix=redis_prefix[:-1] + "*:")  # a glob-like prefix
    answers = RedisCache(redis_url, prefix=redis_prefix)
    entry = StoredCertificate(certificate, 1.0)
    for i in range(1_200):  # more than one SCAN batch
        await store.put(f"k{i}", entry, 60)
    await neighbour.put("n", entry, 60)
    await answers.set("a", ["train"])
    assert await store.clear() == 1_200
    assert await store.get("k7") is None
    assert await neighbour.get("n") is not None and await answers.get("a") == ["train"]
    assert await answers.clear() == 1 and await answers.get("a") is None
    for s in (store, neighbour, answers):
        await s.aclose()


async def test_garbage_and_oversized_values_read_as_a_miss(redis_url, redis_prefix, certificate):
    store = RedisCertificateStore(redis_url, prefix=redis_prefix, max_bytes=100_000)
    good = encode_entry(StoredCertificate(certificate, 1.0))
    bad_certificate = good.replace(b'"formed":true', b'"formed":"perhaps"')
    for i, value in enumerate([b"\x00\xff not json", b"[]", b'{"v":1}', b'{"v":2,"certified_at":1,"fingerprint":null}',
                               good.replace(b'"certified_at":1.0', b'"certified_at":"x"'), bad_certificate,
                               b"x" * 100_001]):
        await _raw(store, f"{redis_prefix}cert:g{i}", value)
        assert await store.get(f"g{i}") is None, value[:60]
    await store.put("big", StoredCertificate(certificate.model_copy(update={"answer": "x" * 100_000}), 1.0), 60)
    assert await store.link.client().exists(f"{redis_prefix}cert:big") == 0  # too large: not stored
    cache = RedisCache(redis_url, prefix=redis_prefix)
    for i, value in enumerate([b"not json", b'{"a": 1}', b'["ok", 3]']):
        await _raw(store, f"{redis_prefix}answer:g{i}", value)
        assert await cache.get(f"g{i}") is None
    assert store.link.errors == 0  # garbage is a miss, not a backend error
    await store.aclose()
    await cache.aclose()


async def test_the_answer_cache_keeps_the_first_answer_for_its_lifetime(redis_url, redis_prefix):
    cache = RedisCache(redis_url, prefix=redis_prefix, lifetime=60)
    await cache.set("k", ["train"])
    await cache.set("k", ["motorcycle"])  # set-if-absent: the first stays
    assert await cache.get("k") == ["train"]
    assert 0 < await cache.link.client().pttl(redis_prefix + "answer:k") <= 60_000
    await cache.aclose()


async def test_a_guard_reuses_a_certificate_another_guard_stored(redis_url, redis_prefix):
    from warrantguard.policies import StakesPolicy

    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"reuse": "1h"}}})
    first = await Guard(ScriptedModel("train"), generator="lexical", policy=policy,
                        cache=RedisCache(redis_url, prefix=redis_prefix),
                        certificates=RedisCertificateStore(redis_url, prefix=redis_prefix)).acertify(Q, answer="train")
    model = ScriptedModel("train")
    other = Guard(model, generator="lexical", policy=policy,
                  certificates=RedisCertificateStore(redis_url, prefix=redis_prefix))
    again = await other.acertify(Q, answer="train")
    assert again.reused and again.certificate.id == first.certificate.id and model.calls == 0
    assert again.certified_at == first.certified_at


def test_sync_calls_each_on_their_own_loop_share_the_store(redis_url, redis_prefix, certificate):
    store = RedisCertificateStore(redis_url, prefix=redis_prefix)
    entry = StoredCertificate(certificate, 2.0)
    asyncio.run(store.put("k", entry, 60))
    assert asyncio.run(store.get("k")) == entry  # a new event loop: a new client, no error
    assert store.link.errors == 0


def test_a_malformed_url_is_a_configuration_error():
    from warrantguard.guard import ConfigurationError

    for bad in ("http://localhost:6379", "redis://host:notaport/0", ""):
        with pytest.raises(ConfigurationError):
            RedisCertificateStore(bad)


def test_the_password_is_redacted_everywhere(caplog):
    url = "redis://admin:s3cr%21t-pass@127.0.0.1:1/0?password=q-secret"
    assert redact_url(url) == "redis://***@127.0.0.1:1/0"
    link = RedisLink(url, timeout=0.05, warn_every=0)
    store = RedisCertificateStore(link)
    cache = RedisCache(link)
    with caplog.at_level(logging.WARNING, logger="warrantguard.redis"):
        assert asyncio.run(store.get("k")) is None  # nothing listens on port 1: degraded, not raised
        asyncio.run(cache.set("k", ["x"]))
    text = caplog.text + repr(store) + repr(cache) + repr(link)
    assert link.errors == 2 and "unavailable" in caplog.text
    for secret in ("s3cr", "admin", "q-secret", "s3cr!t"):
        assert secret not in text
    assert link.scrub("auth failed for admin:s3cr!t-pass") == "auth failed for ***"


def test_a_refused_password_degrades_and_is_never_shown(redis_server, redis_url, caplog):
    url = redis_url.replace("redis://", "redis://someone:hunter2-pass@")  # the server wants no password
    errors: list[str] = []
    store = RedisCertificateStore(url, on_error=errors.append)
    store.link.warn_every = 0
    with caplog.at_level(logging.DEBUG, logger="warrantguard.redis"):
        assert asyncio.run(store.get("k")) is None
        assert asyncio.run(store.lease("k")) is True  # no lease can be checked: compute here
    assert errors == ["certificates", "lease"] and "unavailable" in caplog.text
    assert "hunter2" not in caplog.text and "someone" not in caplog.text and "someone" not in repr(store)
