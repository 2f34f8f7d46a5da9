"""Hooks: plain sinks that observe certificates (metrics, traces, progress bars, yours).

Subclass :class:`Hook` and override what you need; every method is a no-op by
default. Hooks are called synchronously on the event loop and must be quick; an
exception raised by a hook is swallowed so that telemetry never breaks a call.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from warrantguard.guard._models import ChatRequest, ChatResponse
from warrantguard.guard.engine._certificate import Certificate, ProbeResult
from warrantguard.guard.question import PairwiseQuestion

__all__ = ["Hook", "HookSet"]

log = logging.getLogger("warrantguard")


class Hook:
    """Observer of the certificate life cycle. All methods are optional no-ops."""

    def certificate_started(self, run_id: str, question: PairwiseQuestion, model: str, planned: dict[int, int]) -> None:
        """A certificate began; ``planned`` maps tier to planned probe count (T1–T3 grow later)."""

    def tier_planned(self, run_id: str, tier: int, count: int) -> None:
        """Probes for ``tier`` were generated (``count`` of them)."""

    def llm_call(
        self, run_id: str, model: str, request: ChatRequest, response: ChatResponse | None,
        start: float, end: float, error: BaseException | None,
    ) -> None:
        """One provider call ended (``start``/``end`` are ``time.time()`` seconds)."""

    def probe_finished(self, run_id: str, result: ProbeResult) -> None:
        """A probe got its (possibly invalid) answer."""

    def certificate_finished(self, run_id: str, certificate: Certificate, start: float, end: float) -> None:
        """A certificate was formed."""

    def certificate_failed(self, run_id: str, error: BaseException, start: float, end: float) -> None:
        """A certificate could not be formed (provider failure, cancellation)."""

    def decision_made(self, certificate: Certificate, decision: Any) -> None:
        """A stakes policy decided about a certificate (again after a review timeout)."""

    def review_decided(self, item_id: str, outcome: Any) -> None:
        """A reviewer decided a queued item."""

    def certification(self, kind: str, model: str, stakes: str | None) -> None:
        """What a call's certification was: ``certified`` (fresh), ``reused``, ``sampled_out``,
        ``monitor`` (answered at once, certified in the background), ``failed`` (a provider error);
        from the monitor runner ``monitor_dropped`` (the background queue was full or shut down)."""


class HookSet(Hook):
    """Several hooks called in order, each shielded from the others' errors."""

    def __init__(self, hooks: Sequence[Hook] = ()) -> None:
        self.hooks = list(hooks)

    def _each(self, name: str, *args: Any) -> None:
        for hook in self.hooks:
            try:
                getattr(hook, name)(*args)
            except Exception:  # telemetry must never break a call
                log.exception("warrantguard hook %s.%s failed", type(hook).__name__, name)


_EVENTS = ("certificate_started", "tier_planned", "llm_call", "probe_finished", "certificate_finished",
           "certificate_failed", "decision_made", "review_decided", "certification")


def _fan_out(name: str) -> Any:
    def method(self: HookSet, *args: Any) -> None:
        self._each(name, *args)

    method.__name__ = name
    method.__doc__ = f"Call ``{name}`` on every hook."
    return method


for _name in _EVENTS:
    setattr(HookSet, _name, _fan_out(_name))
