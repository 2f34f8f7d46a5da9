"""The certificate engine: the evidence and its rule (:func:`classify`), the schedule and the
driver that runs probes under a budget (:class:`Run`, :class:`Session`), the report that turns
evidence into a :class:`Certificate`, and the certificate's types.

This ``__init__`` is the subpackage's interface: other parts of warrantguard import these names
from here, never from its underscore modules.
"""

from __future__ import annotations

from warrantguard.guard.engine._certificate import (
    TIER_NAMES,
    Certificate,
    ProbeResult,
    Reversal,
    TierOutcome,
    TierStatus,
    Usage,
    Warrant,
)
from warrantguard.guard.engine._driver import Run
from warrantguard.guard.engine._elicit import listing_order
from warrantguard.guard.engine._evidence import classify
from warrantguard.guard.engine._faults import describe, is_transient
from warrantguard.guard.engine._hooks import Hook, HookSet
from warrantguard.guard.engine._reversal_text import kind_label
from warrantguard.guard.engine._session import Session

__all__ = [
    "TIER_NAMES",
    "Certificate",
    "Hook",
    "HookSet",
    "ProbeResult",
    "Reversal",
    "Run",
    "Session",
    "TierOutcome",
    "TierStatus",
    "Usage",
    "Warrant",
    "classify",
    "describe",
    "is_transient",
    "kind_label",
    "listing_order",
]
