"""Tenant policies through the proxy (issue 23, item 4): the keys file maps each client key to its
tenant's policy, stakes bounds and rate limits; client keys share the credential throttle with
the review console (a locked address is refused even with a valid key)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

import httpx
import openai
import pytest

from warrantguard.guard import ConfigurationError
from warrantguard.policies import CredentialThrottle
from warrantguard.testing import ScriptedModel

from .conftest import KEY, pairwise, scripted_guard

ACME, GLOBEX = "sk-acme-0123456789abcdef", "sk-globex-0123456789abcdef"
OPTIONS_QUESTION = "Is a train or a motorcycle better for commuting?"


class Clock:
    """A clock the tests move by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


@pytest.fixture
def keys_file(tmp_path: Path) -> str:
    (tmp_path / "loose.yaml").write_text("default: low\n")
    path = tmp_path / "keys.yaml"
    path.write_text(f"""
tenants:
  acme: {{policy: loose.yaml, stakes_floor: critical}}
  globex: {{policy: loose.yaml, stakes_ceiling: medium, rpm: 2}}
keys:
  {digest(ACME)}: {{tenant: acme, name: acme-prod}}
  {digest(GLOBEX)}: {{tenant: globex}}
""")
    return str(path)


def proxy(make_proxy: Callable[..., str], keys_file: str, **config: object) -> str:
    """A proxy whose certifying model names the first listed option (No Warrant)."""
    model = ScriptedModel("train", position_bias="first")
    return make_proxy(keys_file=keys_file, api_keys=(), guard_factory=lambda focal: scripted_guard(model),
                      **config)


def ask(url: str, key: str, stakes: str | None = "low") -> httpx.Response:
    headers = {"authorization": f"Bearer {key}", **({"x-warrant-stakes": stakes} if stakes else {})}
    return httpx.post(url + "/chat/completions", json={"model": "m", "messages": pairwise(OPTIONS_QUESTION)},
                      headers=headers, timeout=30)


def test_each_key_gets_its_tenants_policy(make_proxy: Callable[..., str], keys_file: str) -> None:
    url = proxy(make_proxy, keys_file)
    acme = ask(url, ACME)  # asks for low stakes; its tenant's floor says critical
    decision = acme.json()["warrant"]["decision"]
    assert (decision["stakes"], decision["rule"], acme.headers["x-warrant-action"]) == \
        ("critical", "tenant_floor", "block")
    globex = ask(url, GLOBEX)
    assert globex.json()["warrant"]["decision"]["stakes"] == "low"
    assert globex.headers["x-warrant-action"] == "annotate"


def test_stakes_above_the_tenants_ceiling_are_refused_before_the_upstream_call(
        make_proxy: Callable[..., str], keys_file: str, upstream: tuple[object, str]) -> None:
    url = proxy(make_proxy, keys_file)
    calls = len(upstream[0].requests)  # type: ignore[attr-defined]
    r = ask(url, GLOBEX, "critical")
    assert r.status_code == 400 and r.json()["error"]["code"] == "stakes_not_allowed"
    assert "ceiling 'medium'" in r.json()["error"]["message"]
    assert len(upstream[0].requests) == calls  # type: ignore[attr-defined]


def test_an_unknown_key_is_401_and_plain_keys_are_not_accepted_alongside(
        make_proxy: Callable[..., str], keys_file: str) -> None:
    url = proxy(make_proxy, keys_file)
    assert ask(url, KEY).status_code == 401
    assert ask(url, digest(ACME)).status_code == 401  # the stored hash is not a key
    assert httpx.get(url + "/models").status_code == 401


def test_a_tenants_rate_limit(make_proxy: Callable[..., str], keys_file: str) -> None:
    url = proxy(make_proxy, keys_file)
    codes = [ask(url, GLOBEX, None).status_code for _ in range(3)]
    assert codes == [200, 200, 429]
    limited = ask(url, GLOBEX, None)
    assert limited.json()["error"]["code"] == "rate_limit_exceeded" and int(limited.headers["retry-after"]) >= 1
    assert ask(url, ACME, None).status_code == 200  # another tenant's window


def test_guessed_keys_lock_the_address_even_for_a_valid_key(make_proxy: Callable[..., str],
                                                             keys_file: str) -> None:
    url = proxy(make_proxy, keys_file, throttle=CredentialThrottle(clock=Clock()))
    codes = [ask(url, f"sk-guess-{i:04d}", None).status_code for i in range(30)]
    assert codes[:4] == [401] * 4 and set(codes[4:]) == {429}
    locked = ask(url, ACME, None)
    assert locked.status_code == 429 and locked.headers["retry-after"] == "30"
    assert locked.json()["error"]["code"] == "too_many_failed_keys"


def test_the_openai_sdk_sees_the_lockout(make_proxy: Callable[..., str], keys_file: str) -> None:
    url = proxy(make_proxy, keys_file, throttle=CredentialThrottle(clock=Clock()))
    for i in range(5):
        with pytest.raises(openai.APIStatusError):
            openai.OpenAI(base_url=url, api_key=f"sk-guess-{i}", max_retries=0).models.list()
    with pytest.raises(openai.RateLimitError):
        openai.OpenAI(base_url=url, api_key=ACME, max_retries=0).models.list()


@pytest.mark.parametrize("weak", ["k1", "client-key-123", "aaaaaaaaaaaaaaaaaaaaaaaa"])
def test_a_weak_plain_key_is_refused_at_start_up(make_proxy: Callable[..., str], weak: str) -> None:
    with pytest.raises(ConfigurationError, match="client key of the proxy is too weak") as caught:
        make_proxy(api_keys=(weak,))
    assert weak not in str(caught.value)


def test_serve_takes_a_keys_file(keys_file: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import argparse

    from warrantguard.cli._serve import KEYS_FILE_ENV, config_from_args, register_cli

    parser = argparse.ArgumentParser()
    register_cli(parser.add_subparsers())
    monkeypatch.delenv("WARRANTGUARD_PROXY_KEYS", raising=False)
    args = parser.parse_args(["serve", "--model", "openai/x", "--keys-file", keys_file])
    assert config_from_args(args).keys_file == keys_file
    monkeypatch.setenv(KEYS_FILE_ENV, keys_file)
    assert config_from_args(parser.parse_args(["serve", "--model", "openai/x"])).keys_file == keys_file


def test_tenant_limits_count_requests_and_tokens_per_minute() -> None:
    from warrantguard.adapters.proxy._errors import ProxyError
    from warrantguard.adapters.proxy._tenants import TenantLimits
    from warrantguard.policies import TenantRules

    clock = Clock()
    limits = TenantLimits(clock)
    rules, other = TenantRules("acme", None, rpm=100, tpm=1000), TenantRules("globex", None, tpm=10)
    limits.admit(rules)
    limits.charge(rules, 999)
    limits.admit(rules)  # 999 < 1000: admitted
    limits.charge(rules, 5)
    with pytest.raises(ProxyError) as caught:
        limits.admit(rules)
    assert caught.value.status == 429 and caught.value.headers["retry-after"] == "60"
    limits.admit(other)  # its own window
    clock.now += 30
    with pytest.raises(ProxyError) as caught:
        limits.admit(rules)
    assert caught.value.headers["retry-after"] == "30"
    clock.now += 30
    limits.admit(rules)  # a new minute
    unlimited = TenantRules("free", None)
    for _ in range(1000):
        limits.admit(unlimited)
    assert "free" not in limits._windows  # nothing kept for a tenant without limits
