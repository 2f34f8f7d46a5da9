"""Label values and small helpers shared by the metrics and the traces (no dependencies)."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from typing import Any

from warrantguard.guard.spi import Certificate, ProbeResult, Warrant

__all__ = [
    "CERTIFICATION",
    "CERTIFICATION_KINDS",
    "NAME_PATTERN",
    "OTHER",
    "WARRANT_NAMES",
    "BoundedLabel",
    "certification_label",
    "probe_outcome",
    "safe_explanation",
    "warrant_name",
]

OTHER = "other"
#: The span attribute saying what happened to a call's certificate (a metric's ``kind`` label too).
CERTIFICATION = "warrantguard.certification"
#: fresh, reused, not certified (sampled out), pending in the background, failed, dropped from the queue
CERTIFICATION_KINDS = frozenset({"certified", "reused", "sampled_out", "monitor", "failed", "monitor_dropped"})
WARRANT_NAMES = {w: w.name.lower() for w in Warrant}  # none, conditional, basic, strong


def warrant_name(warrant: int) -> str:
    """The metric label of a warrant: ``none``, ``conditional``, ``basic`` or ``strong``."""
    return WARRANT_NAMES[Warrant(warrant)]


def certification_label(kind: str) -> str:
    """The label of a call's certification: one of :data:`CERTIFICATION_KINDS`, else ``other``."""
    return kind if kind in CERTIFICATION_KINDS else OTHER


def probe_outcome(result: ProbeResult) -> str:
    """``agree``, ``violate`` or ``invalid``."""
    if not result.valid:
        return "invalid"
    return "violate" if result.violation else "agree"


#: What a model name or stakes level looks like (``openai/gpt-4o-mini``, ``anthropic.claude-v2:1``, ``high``).
NAME_PATTERN = re.compile(r"[\w][\w.:/@+=-]{0,127}")


class BoundedLabel:
    """Passes the first ``limit`` distinct values of a label and maps later ones to ``other``.

    Model names and stakes levels are bounded in practice; this keeps a misconfigured
    caller (a model string per request) from exploding the number of time series.
    A value that does not look like a name (:data:`NAME_PATTERN`: over 128 characters,
    spaces, quotes, braces, control characters) is ``other`` too.
    """

    def __init__(self, limit: int, seed: Iterable[str] = ()) -> None:
        self.limit = limit
        self._seen: set[str] = set(seed)
        self._lock = threading.Lock()

    def __call__(self, value: Any) -> str:
        """The label value for ``value`` (``none`` for ``None``)."""
        text = str(value) if value is not None else "none"
        if text in self._seen:
            return text
        if not NAME_PATTERN.fullmatch(text):
            return OTHER
        with self._lock:
            if len(self._seen) < self.limit:
                self._seen.add(text)
                return text
        return OTHER


def safe_explanation(certificate: Certificate, decision: Any | None) -> str:
    """An explanation that holds no prompt or answer text.

    The certificate's rule names tiers and counts only; a decision adds its action,
    stakes and triggers. (The decision's own ``reason`` quotes reversal contexts taken
    from the prompts, so it is only used when content capture is on.)
    """
    text = certificate.rule
    if decision is not None:
        triggers = ", ".join(getattr(decision, "triggers", None) or []) or "none"
        text += f"; action {decision.action} at stakes {decision.stakes} (triggers: {triggers})"
    return text
