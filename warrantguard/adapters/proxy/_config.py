"""The proxy's configuration: upstream, client keys, detection, limits, Guard and policy."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator, model_validator

from warrantguard.adapters._kernel import GuardSource
from warrantguard.adapters.proxy._limits import limited_focal
from warrantguard.guard import ChatModel, Guard, RetryPolicy

__all__ = ["DEFAULT_MAX_BODY_BYTES", "KEYS_ENV", "UPSTREAM_KEY_ENV", "GuardFactory", "ProxyConfig"]

KEYS_ENV = "WARRANTGUARD_PROXY_KEYS"
UPSTREAM_KEY_ENV = "WARRANTGUARD_UPSTREAM_API_KEY"
#: The default request body limit: 1 MiB.
DEFAULT_MAX_BODY_BYTES = 1024 * 1024

GuardFactory = Callable[[ChatModel | str], Guard]


class ProxyConfig(BaseModel):
    """How the proxy reaches its upstream and what it certifies.

    Upstream: ``model`` alone is a litellm model string (``upstream_params`` such as
    ``mock_response`` or ``api_base`` go to every call); ``base_url`` is an
    OpenAI-compatible endpoint (``.../v1``), reached with aiohttp, ``model`` then
    replacing the client's model name when set. The upstream key is read from the
    environment variable ``upstream_key_env`` (or given as ``upstream_api_key``); it is
    never echoed, logged or put in a certificate. ``api_keys`` are the keys clients
    must present (``Authorization: Bearer ...``); none means no authentication. ``keys_file``
    maps keys' SHA-256 hashes to tenants, their policies, stakes bounds and rate limits
    (:class:`~warrantguard.policies.KeysFile`); plain keys belong to the ``default`` tenant.
    Every key check goes through ``throttle`` (a :class:`~warrantguard.policies.CredentialThrottle`,
    one per app by default): an address that failed too often is refused with 429, even with a
    valid key. Weak plain keys are refused when the app is built.

    ``guard_factory(focal)`` builds the Guard once per app from the upstream focal model
    (a litellm string, or a :class:`ChatModel` calling the base URL); the default is
    ``Guard(focal, policy=policy, review_queue=review_queue, **guard_options)``.
    ``detect`` certifies pairwise questions that did not opt in (off by default).
    ``registry`` is the prometheus ``CollectorRegistry`` served at ``/metrics``;
    ``tracer_provider`` the OpenTelemetry provider for certificate spans (the global one
    when ``None``).

    ``rate_limiter`` (a :class:`~warrantguard.models.RateLimiter`, ``serve --rpm/--tpm``; shared by
    every replica with ``--redis``) limits every request sent upstream: the clients' and the
    certificates' probes alike (:mod:`._limits`).

    Monitor mode's background certificates run in one bounded runner: ``monitor_queue`` waiting at
    most (beyond that dropped and counted), ``monitor_workers`` at a time; at shutdown the pending
    ones get ``monitor_grace`` seconds to finish, the rest are recorded as dropped
    (``serve --monitor-queue/--monitor-workers/--monitor-grace``). With ``monitor_max_load`` (a
    share of one core; 0: never) new ones are shed, dropped and counted, while the process's CPU
    share is above it: the clients' requests come first (``serve --monitor-max-load``).

    Retries: the client's own request is sent once; ``retries`` (opt-in, 0 by default)
    retries it on connection errors, 429 and 5xx, except for clients that retry
    themselves (OpenAI's SDKs, which send ``x-stainless-retry-count``), so one SDK call
    is never multiplied. The Guard's probes are retried by the engine, within its bounds.

    Limits at the edge (every violation is a 4xx with an OpenAI-style body):
    ``max_body_bytes`` (413), ``max_json_depth`` (nesting of arrays and objects, 400),
    ``body_timeout`` (seconds to receive the whole body, 408), ``request_timeout``
    (seconds to answer, 504), ``max_prompt_chars`` (the longest user message that is
    certified or checked for a pairwise question; longer opted-in requests are a 400:
    question parsing holds the interpreter for ~0.5 s on 4,000 adversarial characters
    and grows quadratically, so a thread cannot keep the event loop free).
    Only the fields in :data:`~warrantguard.adapters._kernel._allowlist.ALLOWED_FIELDS`
    are accepted from clients; ``test_mode`` also accepts ``mock_response`` (tests only).
    """

    model_config = ConfigDict(arbitrary_types_allowed=True, frozen=True)

    model: str | None = None
    base_url: str | None = None
    upstream_key_env: str = UPSTREAM_KEY_ENV
    upstream_api_key: SecretStr | None = Field(default=None, repr=False)
    upstream_params: dict[str, Any] = Field(default_factory=dict, repr=False)
    api_keys: tuple[SecretStr, ...] = Field(default=(), repr=False)
    keys_file: str | None = None
    throttle: Any = None
    detect: bool = False
    max_body_bytes: int = Field(default=DEFAULT_MAX_BODY_BYTES, gt=0)
    max_json_depth: int = Field(default=64, ge=2, le=10_000)
    body_timeout: float = Field(default=30.0, gt=0)
    request_timeout: float = Field(default=300.0, gt=0)
    max_prompt_chars: int = Field(default=4096, gt=0)
    test_mode: bool = False
    retries: int = Field(default=0, ge=0, le=10)
    retry_backoff: float = Field(default=0.05, ge=0)
    timeout: float = Field(default=120.0, gt=0)
    max_connections: int = Field(default=512, gt=0)
    guard_factory: GuardFactory | None = None
    guard_options: dict[str, Any] = Field(default_factory=dict)
    policy: Any = None
    review_queue: Any = None
    registry: Any = None
    tracer_provider: Any = None
    rate_limiter: Any = None
    monitor_queue: int = Field(default=256, ge=1, le=1_000_000)
    monitor_workers: int = Field(default=2, ge=1, le=1024)
    monitor_grace: float = Field(default=5.0, ge=0, le=3600)
    monitor_max_load: float = Field(default=0.0, ge=0, le=64)

    @field_validator("base_url")
    @classmethod
    def _strip_slash(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("http://", "https://")):
            raise ValueError("base_url must start with http:// or https://")
        return value.rstrip("/") if value else value

    @model_validator(mode="before")
    @classmethod
    def _key_from_env(cls, data: Any) -> Any:
        if not isinstance(data, dict) or data.get("upstream_api_key"):
            return data
        env = data.get("upstream_key_env") or UPSTREAM_KEY_ENV
        return {**data, "upstream_api_key": os.environ.get(env) or None}

    @model_validator(mode="after")
    def _has_upstream(self) -> ProxyConfig:
        if not self.model and not self.base_url:
            raise ValueError("give an upstream: a litellm model string (model) or an OpenAI-compatible base_url")
        return self

    @property
    def upstream_key(self) -> str | None:
        """The upstream API key in clear (for the upstream call only)."""
        return self.upstream_api_key.get_secret_value() if self.upstream_api_key else None

    def client_keys(self) -> list[str]:
        """The client keys in clear (for constant-time comparison only)."""
        return [k.get_secret_value() for k in self.api_keys if k.get_secret_value()]

    def client_retry(self, retries: int | None = None) -> RetryPolicy:
        """How the client's own request is retried: ``retries`` more attempts (the config's when
        ``None``; at most 10), the engine's backoff starting at ``retry_backoff`` seconds."""
        extra = self.retries if retries is None else max(0, min(retries, 10))
        return RetryPolicy(attempts=extra + 1, initial=self.retry_backoff, maximum=max(self.retry_backoff, 2.0))

    def build_guard(self, focal: ChatModel | str) -> Guard:
        """The Guard certifying answers, from ``guard_factory`` or the default."""
        source = GuardSource(None, self.guard_factory, self.policy, self.review_queue, self.guard_options)
        defaults = {"model_params": self._litellm_params()} if isinstance(focal, str) else {}
        if self.rate_limiter is not None:  # the probes wait for the upstream's limits too
            focal = limited_focal(focal, self.rate_limiter, **defaults.get("model_params", {}))
        return source.build(focal, (focal,), **defaults)

    def _litellm_params(self) -> dict[str, Any]:
        params = dict(self.upstream_params)
        if self.upstream_key:
            params.setdefault("api_key", self.upstream_key)
        return params


def keys_from_env() -> list[str]:
    """Client keys from ``$WARRANTGUARD_PROXY_KEYS`` (comma-separated)."""
    return [k.strip() for k in os.environ.get(KEYS_ENV, "").split(",") if k.strip()]
