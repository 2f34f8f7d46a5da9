"""Who is calling the proxy and under which rules: client keys, the credential throttle, tenants' limits.

A client presents its key (``Authorization: Bearer`` or ``x-api-key``). With a keys file
(:class:`~warrantguard.policies.KeysFile`) the key's hash names its tenant and the rules
resolved for it; keys given in plain (``--api-key``, ``$WARRANTGUARD_PROXY_KEYS``) are the
``default`` tenant's. Every check goes through the one credential throttle shared with the
review console (:class:`~warrantguard.policies.CredentialThrottle`), by client address: a
locked address gets 429 even with a valid key. A tenant's ``rpm`` and ``tpm`` are counted
over one-minute windows (:class:`TenantLimits`).
"""

from __future__ import annotations

import hmac
import json
import math
import time
from collections.abc import Callable, Mapping
from typing import Any

from warrantguard.adapters.proxy._errors import ProxyError
from warrantguard.guard import ConfigurationError
from warrantguard.policies import (
    ClientKey,
    CredentialsLocked,
    CredentialThrottle,
    KeysFile,
    TenantRules,
    TenantScope,
    address_key,
    check_secret,
    key_hash,
    resolve_tenant,
)

__all__ = ["ClientKeys", "TenantLimits", "presented_key", "reply_tokens", "stakes_allowed"]

WINDOW = 60.0


def presented_key(headers: Mapping[str, str]) -> str | None:
    """The key a client presents: ``Authorization: Bearer <key>``, else ``x-api-key`` (``None``: neither)."""
    given = headers.get("authorization", "")
    if given[:7].lower() == "bearer ":
        return given[7:].strip()
    return headers.get("x-api-key")


class ClientKeys:
    """The keys clients may present and the rules each one gets (no keys at all: open, default rules)."""

    def __init__(self, plain: list[str], keys_file: str | None, default_policy: Any,
                 throttle: CredentialThrottle | None = None) -> None:
        for key in plain:
            check_secret(key, "a client key of the proxy")
        policy = default_policy if hasattr(default_policy, "levels") else None
        default = TenantScope(policy=policy)
        self.default = ClientKey("default", resolve_tenant(None, None, default))
        self._plain = [key_hash(k) for k in plain]
        self.file = KeysFile(keys_file, default) if keys_file else None
        self.throttle = throttle if throttle is not None else CredentialThrottle()

    @property
    def required(self) -> bool:
        """True when clients must present a key."""
        return bool(self._plain) or self.file is not None

    def authorize(self, headers: Mapping[str, str], client: str | None) -> ClientKey:
        """The caller's entry, or a 401 (unknown key) or 429 (this address is locked) :class:`ProxyError`."""
        if not self.required:
            return self.default
        keys = [address_key(client)]
        try:
            self.throttle.admit(keys)
            found = self._find(presented_key(headers) or "")
            self.throttle.record(keys, found is not None)
        except CredentialsLocked as locked:
            raise ProxyError(429, f"Too many failed API keys from this address: {locked}.",
                             code="too_many_failed_keys", headers={"retry-after": locked.retry_after}) from None
        if found is None:
            raise ProxyError(401, "Incorrect or missing API key for this proxy.", code="invalid_api_key")
        return found

    def _find(self, presented: str) -> ClientKey | None:
        digest, plain = key_hash(presented), False
        for stored in self._plain:  # every one compared: no early exit
            plain = hmac.compare_digest(digest, stored) or plain
        if plain:
            return self.default
        return self.file.lookup(presented) if self.file is not None else None


def stakes_allowed(rules: TenantRules, stakes: str | None) -> None:
    """A 400 :class:`ProxyError` for stakes the tenant may not ask for (above its ceiling, unknown)."""
    try:
        rules.check_stakes(stakes)
    except ConfigurationError as exc:
        raise ProxyError(400, f"cannot certify this request: {exc}", param="warrant",
                         code="stakes_not_allowed") from None


class TenantLimits:
    """Each tenant's requests and tokens in the current one-minute window (one entry per tenant)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._windows: dict[str, list[float]] = {}  # tenant -> [start, requests, tokens]

    def admit(self, rules: TenantRules) -> None:
        """Count one request, or refuse it (429) when the tenant's ``rpm`` or ``tpm`` is spent."""
        if rules.rpm is None and rules.tpm is None:
            return
        window = self._window(rules.tenant)
        spent = (rules.rpm is not None and window[1] >= rules.rpm) or \
                (rules.tpm is not None and window[2] >= rules.tpm)
        if spent:
            wait = str(max(1, math.ceil(window[0] + WINDOW - self.clock())))
            raise ProxyError(429, f"Rate limit reached for tenant {rules.tenant!r}: try again in {wait} s.",
                             type_="requests", code="rate_limit_exceeded", headers={"retry-after": wait})
        window[1] += 1

    def charge(self, rules: TenantRules, tokens: int) -> None:
        """Add ``tokens`` to the tenant's window (counted only when it has a ``tpm``)."""
        if rules.tpm is not None and tokens > 0:
            self._window(rules.tenant)[2] += tokens

    def _window(self, tenant: str) -> list[float]:
        now = self.clock()
        window = self._windows.get(tenant)
        if window is None or now - window[0] >= WINDOW:
            window = self._windows[tenant] = [now, 0, 0]
        return window


def reply_tokens(body: bytes) -> int:
    """The tokens a JSON reply's ``usage`` reports (0 when it reports none)."""
    try:
        usage = json.loads(body).get("usage") or {}
        total = int(usage.get("total_tokens") or 0)
    except (ValueError, AttributeError, TypeError):
        total = 0
    return total
