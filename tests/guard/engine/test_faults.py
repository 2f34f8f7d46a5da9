"""Faults never corrupt a certificate: typed errors only, bounded work, honest tiers (issue 11)."""

from __future__ import annotations

import asyncio
import dataclasses
import json

import pytest

from warrantguard import Guard, ProviderError, RetryPolicy, TierStatus, WarrantguardError
from warrantguard.testing import FAULTS, FaultyModel, HangingModel, JitteryModel, ManualClock, ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"
FAST_RETRY = RetryPolicy(attempts=4, initial=0.0, maximum=0.0)


def faulty(seed: int, faults=FAULTS) -> FaultyModel:
    return FaultyModel(ScriptedModel("train"), rate=0.3, faults=faults, seed=seed)


def check_honest(cert) -> None:
    """A consistent model (always 'train') under faults: no reversal, n_k ≤ planned, unassessed ⇒ incomplete."""
    assert cert.reversals == [] and all(t.violations == 0 for t in cert.tiers)
    for t in cert.tiers:
        assert t.probes + t.invalid <= t.planned, t
        assert all(r.answer in (None, "train", "motorcycle") for r in t.results)
        if t.status is TierStatus.UNASSESSED:
            assert not cert.complete
    assert cert.formed is False or cert.recommendation == "train"


@pytest.mark.parametrize("strategy", ["fast", "frugal"])
def test_two_hundred_certificates_under_thirty_percent_faults(strategy):
    untyped, typed, certs = [], 0, 0
    for seed in range(60):
        model = faulty(seed)
        guard = Guard(model, generator="lexical", strategy=strategy, retry=FAST_RETRY,
                      t1_paraphrases=2, t2_probes=3, t3_probes=3)
        try:
            cert = guard.check(Q).certificate if seed % 2 else asyncio.run(guard.acheck(Q)).certificate
        except WarrantguardError:
            typed += 1
            continue
        except BaseException as exc:
            untyped.append(repr(exc))
            continue
        certs += 1
        check_honest(cert)
    assert untyped == [] and certs + typed == 60 and certs >= 50


@pytest.mark.parametrize("fault", FAULTS)
def test_each_fault_alone(fault):
    for seed in range(12):  # 12 certificates per fault × 11 faults, both strategies: > 200 in all
        strategy = "fast" if seed % 2 else "frugal"
        guard = Guard(faulty(seed, [fault]), generator="lexical", strategy=strategy, retry=FAST_RETRY,
                      t1_paraphrases=1, t2_probes=2, t3_probes=2)
        try:
            cert = guard.check(Q).certificate
        except ProviderError:
            assert fault in ("exception", "transient", "cancelled")
            continue
        check_honest(cert)


def test_letters_and_prose_are_reasked_then_invalid_never_counted():
    model = FaultyModel(ScriptedModel("train"), rate=1.0, faults=["letter", "both", "neither", "prose"])
    cert = Guard(model, generator="lexical", retry=FAST_RETRY, answer_retries=2).check(Q).certificate
    assert not cert.formed and cert.recommendation is None and cert.warrant.name == "NONE"
    assert all(t.probes == 0 and t.status is TierStatus.UNASSESSED for t in cert.tiers)
    assert "no valid reference answer" in cert.rule


def test_fewer_samples_than_asked_are_asked_again_one_by_one():
    model = FaultyModel(ScriptedModel("train"), rate=1.0, faults=["fewer_samples"])
    guard = Guard(model, generator=None, confidence=False, belief=False, t0_samples=10)
    cert = guard.check(Q).certificate
    t0 = cert.tiers[0]
    assert t0.planned == 10 and t0.probes + t0.invalid == 10 and t0.violations == 0


class TooMany(ScriptedModel):
    async def complete(self, request):
        response = await super().complete(request)
        response.texts = response.texts * 3  # three times what was asked
        return response


def test_extra_samples_are_ignored():
    cert = Guard(TooMany("train"), generator=None, t0_samples=10).check(Q).certificate
    assert cert.tiers[0].planned == 10 and len(cert.tiers[0].results) == 10


def test_a_model_that_never_answers_ends_within_timeout_times_attempts():
    model = HangingModel()
    guard = Guard(model, generator=None, retry=RetryPolicy(attempts=2, initial=0.0, maximum=0.0),
                  call_timeout=0.05)
    with pytest.raises(ProviderError, match="per-call timeout"):
        guard.check(Q)
    # reference, belief and ten T0 samples run at once (confidence waits for the reference): 2 attempts each
    assert model.calls == 2 * 12


class Garbage:
    name = "garbage"

    def __init__(self, value):
        self.value = value

    async def complete(self, request):
        return self.value


@pytest.mark.parametrize("value", [None, 42, "train", {"texts": ["train"]}])
def test_a_model_returning_garbage_gets_a_typed_error(value):
    with pytest.raises(ProviderError):
        Guard(Garbage(value), generator=None).check(Q)


class SlowUpperTiers(ScriptedModel):
    """Valence-blind; counts the calls sent. T2 and T3 probes take 10 s on ``clock``, the rest 10 ms."""

    def __init__(self, clock: ManualClock) -> None:
        super().__init__("train", ignores_valence=True)
        self.clock, self.sent = clock, 0

    async def complete(self, request):
        self.sent += 1
        await self.clock.sleep(10.0 if (request.tier or 0) >= 2 else 0.01)
        return await super().complete(request)


def test_usage_counts_calls_cancelled_in_flight():
    # valence-blind: T1 fails after 10 ms (virtual), so the T2/T3 probes sent with it are cancelled in flight
    clock = ManualClock()
    model = SlowUpperTiers(clock)
    cert = Guard(model, generator="lexical", clock=clock).check(Q).certificate
    assert cert.tiers[1].status is TierStatus.FAILED and cert.tiers[2].status is TierStatus.SKIPPED
    assert cert.usage.calls == model.sent
    assert model.calls < model.sent  # some calls never got their answer: cancelled in flight
    assert clock.now() < 10.0  # no T2/T3 answer was waited for


def _strip(cert) -> str:
    data = cert.model_dump(mode="json", exclude={"id", "usage"})
    return json.dumps(data, sort_keys=True)


@pytest.mark.parametrize("strategy", ["fast", "frugal"])
def test_same_answers_same_certificate_whatever_the_latency(strategy):
    planted = {"at night": "motorcycle", "with young children": "motorcycle", "in general": "motorcycle"}
    seen = set()
    for seed in range(30):  # each seed answers in another order (virtual latencies: no wall time)
        clock = ManualClock()
        model = JitteryModel(ScriptedModel("train", reversals=planted), high=0.01, seed=seed, clock=clock)
        seen.add(_strip(Guard(model, generator="lexical", strategy=strategy, clock=clock).check(Q).certificate))
    assert len(seen) == 1
    cert = json.loads(seen.pop())
    assert cert["warrant"] == 1 and [t["status"] for t in cert["tiers"]] == ["passed", "passed", "failed", "skipped"]
    assert {r["tier"] for r in cert["reversals"]} == {2}




def _httpx_errors():
    import httpx

    request = httpx.Request("POST", "http://upstream/v1/chat/completions")
    return [httpx.RemoteProtocolError("peer closed", request=request), httpx.ReadError("reset", request=request),
            httpx.ReadTimeout("slow", request=request), httpx.ConnectError("refused", request=request),
            httpx.ConnectTimeout("slow", request=request), httpx.PoolTimeout("pool")]


def _aiohttp_errors():
    import aiohttp

    return [aiohttp.ServerDisconnectedError(), aiohttp.ClientConnectionError("reset"),
            aiohttp.ClientOSError(104, "Connection reset by peer"), aiohttp.ServerTimeoutError("slow")]


def _vendor_errors():
    import litellm
    import openai

    return [litellm.RateLimitError("429", llm_provider="openai", model="m"),
            litellm.InternalServerError("500", llm_provider="openai", model="m"),
            litellm.APIConnectionError("reset", llm_provider="openai", model="m"),
            litellm.Timeout("slow", model="m", llm_provider="openai"),
            openai.APIConnectionError(request=_httpx_errors()[0].request),
            openai.APITimeoutError(request=_httpx_errors()[0].request)]


@pytest.mark.parametrize("make", [_httpx_errors, _aiohttp_errors, _vendor_errors])
def test_connection_resets_protocol_errors_and_timeouts_are_transient(make):
    from warrantguard.guard import is_transient

    for exc in make():
        assert is_transient(exc), exc
        wrapped = RuntimeError("litellm wrapped it")
        wrapped.__cause__ = exc
        assert is_transient(wrapped), exc


def test_authentication_failures_are_never_transient():
    import litellm

    from warrantguard.guard import is_transient

    assert not is_transient(litellm.AuthenticationError("401 bad key", llm_provider="openai", model="m"))
    assert not is_transient(litellm.InternalServerError("The api_key client option must be set", llm_provider="openai",
                                                        model="m"))
    assert not is_transient(ValueError("bug"))
    missing = litellm.InternalServerError(
        "OpenAIException - Missing credentials. Please pass an `api_key`, or set the `OPENAI_API_KEY` "
        "environment variable.", llm_provider="openai", model="m")
    assert not is_transient(missing)  # litellm calls a missing key a 500: it is not retried


def test_a_missing_key_fails_at_once_and_names_the_variable(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    guard = Guard("openai/gpt-4o-mini", generator="lexical", retry=RetryPolicy(attempts=4, initial=30.0))
    with pytest.raises(ProviderError, match=r"lacks the API key.*OPENAI_API_KEY") as info:
        guard.check(Q)  # would sleep 30 s + 60 s + ... if it were retried
    assert info.value.auth


class AuthFailing(ScriptedModel):
    async def complete(self, request):
        import litellm

        if request.temperature > 0:
            raise litellm.AuthenticationError("401 invalid api key sk-live-abcdefgh12345678", llm_provider="openai",
                                              model="m")
        return await super().complete(request)


def test_refused_credentials_end_the_run_with_a_redacted_provider_error():
    guard = Guard(AuthFailing("train"), generator=None, retry=FAST_RETRY)
    with pytest.raises(ProviderError) as info:
        guard.check(Q)
    err = info.value
    assert err.auth and "authentication failed" in str(err) and "abcdefgh12345678" not in repr(err)
    assert err.__cause__ is None and err.cause is None and err.cause_type == "AuthenticationError"


class Slow(ScriptedModel):
    """Each call takes 1 s on the injected clock (no wall time passes)."""

    def __init__(self, clock, **kw):
        super().__init__("train", **kw)
        self.clock = clock

    async def complete(self, request):
        self.clock.advance(1.0)
        return await super().complete(request)


def test_the_deadline_reads_the_injected_clock_not_the_wall():
    from warrantguard import Budget

    clock = ManualClock()
    guard = Guard(Slow(clock), generator="lexical", clock=clock, strategy="frugal", budget=Budget(deadline=12.5))
    cert = guard.check(Q).certificate
    assert not cert.complete and cert.usage.seconds >= 12.5
    assert any("deadline passed" in (t.note or "") for t in cert.tiers)


def test_backoff_sleeps_on_the_injected_clock():
    clock = ManualClock()
    model = FaultyModel(ScriptedModel("train"), rate=1.0, faults=["transient"])
    guard = Guard(model, generator=None, clock=clock, retry=RetryPolicy(attempts=3, initial=100.0, maximum=400.0))
    with pytest.raises(ProviderError):
        guard.check(Q)
    assert clock.now() >= 300.0  # two backoffs of ≥ 100 s and ≥ 200 s, none of them waited for real


class Queued(ScriptedModel):
    """An in-process model whose calls wait their turn (longer than the per-call timeout).

    A real sleep: the per-call timeout is ``asyncio.timeout`` on the event loop's clock, so only a
    call that really outlasts it shows that it does not apply (the assertions are on behaviour only).
    """

    def __init__(self, prefer):
        super().__init__(prefer)
        self.capabilities = dataclasses.replace(self.capabilities, in_process=True)

    async def complete(self, request):
        await asyncio.sleep(0.05)
        return await super().complete(request)


def test_an_in_process_model_is_not_timed_out_while_its_calls_queue():
    cert = Guard(Queued("train"), generator=None, call_timeout=0.01, t0_samples=2).check(Q).certificate
    assert cert.formed and cert.tiers[0].probes == 2
