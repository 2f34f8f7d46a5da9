"""The keys file: each client key's SHA-256 hash mapped to its tenant and that tenant's rules.

A YAML or JSON file (``warrantguard serve --keys-file``)::

    policies:                      # optional: named policies (paths relative to this file)
      strict: ./strict-policy.yaml
    tenants:
      acme: {policy: strict, stakes_floor: medium, stakes_ceiling: high, rpm: 600, tpm: 200000}
      globex: {policy: ./globex.yaml}
    keys:
      # sha256 of the key: python -c "import hashlib,sys; print(hashlib.sha256(sys.argv[1].encode()).hexdigest())" KEY
      9f2b5c...e1: {tenant: acme, name: acme-prod}
      04c1d7...8a: {tenant: acme, name: acme-ci, stakes_floor: high}

A key entry is the key's scope, its tenant's entry the team's, the server's configuration
the default: :func:`~warrantguard.policies.resolve_tenant` combines them once, at load, so a
mistake (an unknown tenant, policy or level, a field that does not exist) stops the server
at start-up. Plain keys are never stored: a presented key is hashed and compared with every
stored hash in constant time (:meth:`KeysFile.lookup`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from warrantguard.guard import ConfigurationError
from warrantguard.policies._bounded import LimitError, check_shape, load_yaml
from warrantguard.policies._load import load_policy
from warrantguard.policies._policy import StakesPolicy
from warrantguard.policies._tenancy import TenantRules, TenantScope, resolve_tenant

__all__ = ["MAX_KEYS", "ClientKey", "KeysFile", "key_hash"]

MAX_BYTES = 1024 * 1024
MAX_KEYS = 10_000
_HASH = re.compile(r"^(?:sha256:)?([0-9a-f]{64})$")
_TOP = frozenset({"version", "policies", "tenants", "keys"})
_TENANT_FIELDS = frozenset({"policy", "stakes_floor", "stakes_ceiling", "rpm", "tpm"})
_KEY_FIELDS = frozenset({"tenant", "name", "policy", "stakes_floor", "stakes_ceiling"})


def key_hash(key: str) -> bytes:
    """The SHA-256 digest of a client key (what the keys file stores, in hex)."""
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).digest()


@dataclass(frozen=True)
class ClientKey:
    """One key of the keys file: its label (never the key) and its resolved rules."""

    name: str
    rules: TenantRules


class KeysFile:
    """The keys file at ``path``, resolved against the server's ``default`` scope."""

    def __init__(self, path: str | Path, default: TenantScope | None = None) -> None:
        self.path = Path(path)
        data = _read(self.path)
        where = str(self.path)
        policies = _policies(data.get("policies"), self.path.parent, where)
        tenants = _tenants(data.get("tenants"), policies, self.path.parent, where)
        entries = data.get("keys")
        if not isinstance(entries, Mapping) or not entries:
            raise ConfigurationError(f"{where}: 'keys' must map at least one key hash to its entry")
        if len(entries) > MAX_KEYS:
            raise ConfigurationError(f"{where}: more than {MAX_KEYS} keys")
        self._keys: list[tuple[bytes, ClientKey]] = [
            _entry(i, str(digest), entry, policies, tenants, default or TenantScope(), self.path.parent, where)
            for i, (digest, entry) in enumerate(entries.items(), 1)]

    def __len__(self) -> int:
        return len(self._keys)

    def lookup(self, presented: str) -> ClientKey | None:
        """The entry of ``presented`` (a plain key), else ``None``: its hash is compared with
        every stored hash in constant time (no early exit, whatever matches)."""
        digest, found = key_hash(presented), None
        for stored, entry in self._keys:
            if hmac.compare_digest(digest, stored) and found is None:
                found = entry
        return found

    def tenants(self) -> list[str]:
        """The tenant names the keys resolve to (each once)."""
        return list(dict.fromkeys(entry.rules.tenant for _, entry in self._keys))


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ConfigurationError(f"cannot read the keys file {path}: {exc.strerror}") from None
    if len(raw) > MAX_BYTES:
        raise ConfigurationError(f"the keys file {path} is larger than {MAX_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
        data = json.loads(text) if path.suffix.lower() == ".json" else load_yaml(text)[0]
        check_shape(data)
    except (UnicodeDecodeError, ValueError, yaml.YAMLError, LimitError, RecursionError) as exc:
        raise ConfigurationError(f"the keys file {path} is not valid {_kind(path)}: "
                                 f"{str(exc).splitlines()[0][:200]}") from None
    if not isinstance(data, Mapping):
        raise ConfigurationError(f"the keys file {path} must hold a mapping")
    _only(data, _TOP, str(path))
    return dict(data)


def _kind(path: Path) -> str:
    return "JSON" if path.suffix.lower() == ".json" else "YAML"


def _only(data: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    unknown = sorted(str(k) for k in data if k not in known)
    if unknown:
        raise ConfigurationError(f"{where}: unknown field {unknown[0][:60]!r} (known: {', '.join(sorted(known))})")


def _policies(data: Any, base: Path, where: str) -> dict[str, StakesPolicy]:
    if data is None:
        return {}
    if not isinstance(data, Mapping):
        raise ConfigurationError(f"{where}: 'policies' must map names to policy files")
    return {str(name): load_policy(_path(value, base, f"{where}: policies.{name}")) for name, value in data.items()}


def _path(value: Any, base: Path, where: str) -> Path:
    if not isinstance(value, str) or not value.strip():
        raise ConfigurationError(f"{where}: expected a policy file path")
    path = Path(value)
    return path if path.is_absolute() else base / path


def _named(data: Any, policies: dict[str, StakesPolicy], base: Path, where: str) -> dict[str, Any]:
    """``data`` with a policy given as a path loaded and named by that path."""
    out = dict(data) if isinstance(data, Mapping) else data
    if isinstance(out, dict):
        policy = out.get("policy")
        if isinstance(policy, str) and policy and policy not in policies:
            policies[policy] = load_policy(_path(policy, base, f"{where}.policy"))
    return out  # type: ignore[no-any-return]


def _tenants(data: Any, policies: dict[str, StakesPolicy], base: Path, where: str) -> dict[str, TenantScope]:
    if data is None:
        return {}
    if not isinstance(data, Mapping):
        raise ConfigurationError(f"{where}: 'tenants' must map tenant names to their settings")
    out = {}
    for name, fields in data.items():
        here = f"{where}: tenants.{name}"
        if isinstance(fields, Mapping):
            _only(fields, _TENANT_FIELDS, here)
        fields = _named(fields, policies, base, here)
        out[str(name)] = TenantScope.from_mapping({**(fields or {}), "tenant": str(name)}, policies=policies,
                                                  where=here)
    return out


def _entry(index: int, digest: str, entry: Any, policies: dict[str, StakesPolicy], tenants: dict[str, TenantScope],
           default: TenantScope, base: Path, where: str) -> tuple[bytes, ClientKey]:
    match = _HASH.match(digest.strip().lower())
    if match is None:  # perhaps a plain key: named by its position, never by its text
        raise ConfigurationError(f"{where}: key #{index}: a key is listed by its SHA-256 hash (64 hex digits), "
                                 "never in plain")
    shown = f"{where}: key #{index} ({match.group(1)[:8]}...)"
    entry = entry if entry is not None else {}
    if not isinstance(entry, Mapping):
        raise ConfigurationError(f"{shown}: expected an object with {', '.join(sorted(_KEY_FIELDS))}")
    _only(entry, _KEY_FIELDS, shown)
    tenant = entry.get("tenant")
    if tenant is not None and str(tenant) not in tenants:
        raise ConfigurationError(f"{shown}: unknown tenant {str(tenant)[:60]!r} (declare it under 'tenants')")
    label = entry.get("name")
    fields = _named({k: v for k, v in entry.items() if k != "name"}, policies, base, shown)
    scope = TenantScope.from_mapping(fields, policies=policies, where=shown)
    rules = resolve_tenant(scope, tenants.get(str(tenant)) if tenant is not None else None, default)
    name = str(label)[:64] if isinstance(label, str) and label else f"key-{match.group(1)[:8]}"
    return bytes.fromhex(match.group(1)), ClientKey(name, rules)
