"""Where an adapter gets the Guard for a call, and the policy and review queue it is configured with."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from warrantguard.guard import ConfigurationError, Guard

__all__ = ["GuardSource", "policy_from", "review_queue_from"]

_OWN_PARTS = frozenset({"model", "policy", "review_queue"})  # what build() passes itself


@dataclass(frozen=True)
class GuardSource:
    """Where an adapter gets the Guard for a call: the Guard it was given, else its factory, else a default.

    The default is a Guard on the call's focal model with the configured policy, review
    queue and certificate ``settings``; the adapter's own ``defaults`` (the probes' model
    parameters, a generator) apply where the settings say nothing.
    """

    guard: Guard | None = None
    factory: Callable[..., Guard] | None = None
    policy: Any = None
    review_queue: Any = None
    settings: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for key in _OWN_PARTS.intersection(self.settings):
            raise ConfigurationError(f"'{key}' is not a Guard setting here: pass {key}= on its own (or a guard)")

    def build(self, focal: Any, factory_args: Sequence[Any] = (), **defaults: Any) -> Guard:
        """The Guard for a call on ``focal`` (``factory_args``: what the adapter's factory takes)."""
        if self.guard is not None:
            return self.guard
        if self.factory is not None:
            return self.factory(*factory_args)
        return Guard(focal, policy=self.policy, review_queue=self.review_queue, **{**defaults, **self.settings})


def policy_from(policy: Any) -> Any:
    """A configured stakes policy: ``None`` or a policy (anything with ``decide``) as given, else
    the policy file (or mapping) at ``policy`` loaded (:func:`~warrantguard.policies.load_policy`)."""
    if policy is None or hasattr(policy, "decide"):
        return policy
    from warrantguard.policies import load_policy

    return load_policy(policy)


def review_queue_from(queue: Any) -> Any:
    """A configured review queue: ``None`` or a queue (anything with ``aenqueue``) as given, else
    the queue at ``queue`` opened (a SQLite path or a PostgreSQL URL)."""
    if queue is None or hasattr(queue, "aenqueue"):
        return queue
    from warrantguard.policies import ReviewQueue

    return ReviewQueue(queue)
