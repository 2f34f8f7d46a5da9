"""The proxy's keys file (issue 23, item 4): a key's SHA-256 hash mapped to its tenant, policy,
stakes bounds and rate limits, resolved once at start-up; plain keys are never stored."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from warrantguard.guard import ConfigurationError
from warrantguard.policies import KeysFile, StakesPolicy, TenantScope

ACME_KEY, CI_KEY, GLOBEX_KEY = "sk-acme-0123456789abcdef", "sk-acme-ci-fedcba9876543210", "sk-globex-55aa66bb77cc88dd"


def digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


@pytest.fixture
def keys_file(tmp_path: Path) -> Path:
    (tmp_path / "strict.yaml").write_text("default: high\n")
    (tmp_path / "globex.yaml").write_text("default: low\n")
    path = tmp_path / "keys.yaml"
    path.write_text(f"""
policies:
  strict: strict.yaml
tenants:
  acme: {{policy: strict, stakes_floor: medium, stakes_ceiling: high, rpm: 600, tpm: 200000}}
  globex: {{policy: globex.yaml}}
keys:
  {digest(ACME_KEY)}: {{tenant: acme, name: acme-prod}}
  sha256:{digest(CI_KEY)}: {{tenant: acme, name: acme-ci, stakes_floor: high}}
  {digest(GLOBEX_KEY).upper()}: {{tenant: globex}}
""")
    return path


def test_a_key_resolves_to_its_tenants_rules(keys_file: Path) -> None:
    keys = KeysFile(keys_file)
    acme = keys.lookup(ACME_KEY)
    assert acme is not None and acme.name == "acme-prod"
    rules = acme.rules
    assert (rules.tenant, rules.stakes_floor, rules.stakes_ceiling, rules.rpm, rules.tpm) == \
        ("acme", "medium", "high", 600, 200_000)
    assert rules.policy is not None and rules.policy.default == "high"
    ci = keys.lookup(CI_KEY)
    assert ci is not None and ci.rules.stakes_floor == "high" and ci.rules.tenant == "acme"
    globex = keys.lookup(GLOBEX_KEY)
    assert globex is not None and globex.name.startswith("key-") and globex.rules.policy.default == "low"
    assert sorted(keys.tenants()) == ["acme", "globex"] and len(keys) == 3


def test_an_unknown_key_is_none(keys_file: Path) -> None:
    keys = KeysFile(keys_file)
    assert keys.lookup("sk-acme-0123456789abcdeX") is None and keys.lookup("") is None
    assert keys.lookup(digest(ACME_KEY)) is None  # the hash itself is not a key


def test_the_servers_default_applies_where_the_file_says_nothing(tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    path.write_text(json.dumps({"keys": {digest(ACME_KEY): {}}}))
    server = StakesPolicy(default="critical")
    rules = KeysFile(path, TenantScope(policy=server, stakes_floor="high")).lookup(ACME_KEY).rules  # type: ignore[union-attr]
    assert (rules.tenant, rules.policy, rules.stakes_floor) == ("default", server, "high")


@pytest.mark.parametrize("body, match", [
    ("keys:\n  " + ACME_KEY + ": {}\n", "SHA-256 hash"),
    (f"keys:\n  {digest(ACME_KEY)}: {{tenant: initech}}\n", "unknown tenant 'initech'"),
    (f"keys:\n  {digest(ACME_KEY)}: {{rpm: 5}}\n", "unknown field 'rpm'"),
    (f"keys:\n  {digest(ACME_KEY)}: {{policy: gold}}\n", "gold"),
    (f"tenants:\n  a: {{plan: x}}\nkeys:\n  {digest(ACME_KEY)}: {{tenant: a}}\n", "unknown field 'plan'"),
    (f"tenants:\n  a: {{stakes_floor: extreme}}\nkeys:\n  {digest(ACME_KEY)}: {{tenant: a}}\n", "not a level"),
    ("keys: {}\n", "at least one key"),
    (f"owners: x\nkeys:\n  {digest(ACME_KEY)}: {{}}\n", "unknown field 'owners'"),
    (f"keys:\n  {digest(ACME_KEY)}: {{}}\n  {digest(ACME_KEY)}: {{}}\n", "not valid YAML"),
    ("keys: [\n", "not valid YAML"),
])
def test_a_mistake_stops_the_server_at_start_up(tmp_path: Path, body: str, match: str) -> None:
    path = tmp_path / "keys.yaml"
    path.write_text(body)
    with pytest.raises(ConfigurationError, match=match) as caught:
        KeysFile(path)
    assert ACME_KEY not in str(caught.value) or "SHA-256" in str(caught.value)


def test_a_plain_key_in_the_file_is_not_echoed(tmp_path: Path) -> None:
    path = tmp_path / "keys.yaml"
    path.write_text(f"keys:\n  {ACME_KEY}: {{}}\n")
    with pytest.raises(ConfigurationError) as caught:
        KeysFile(path)
    assert ACME_KEY[:6] not in str(caught.value) and "key #1" in str(caught.value)
