"""Rejected probes, for the certificate's notes: one log per tier, found through a context variable.

:func:`validate_probes` runs inside generators as well as in the tier's own pass; the tier
sets a :class:`RejectionLog` with :func:`collecting` around both, so every rejection, also
one inside a generator's retries, is recorded for that tier (and only that tier: each tier
is generated in its own task, and asyncio tasks copy the context they start in).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from warrantguard.guard.probes._chars import invisible
from warrantguard.guard.probes._probe import Probe
from warrantguard.guard.question import PairwiseQuestion, normalize

__all__ = ["RejectionLog", "collecting", "current_log", "excerpt"]


@dataclass
class RejectionLog:
    """The probes rejected (or re-read) while one tier's probes were made: all counted,
    the first ``limit`` named by how they differ from the focal prompt, with the reason."""

    question: PairwiseQuestion
    limit: int = 5
    rejected: int = 0
    named: list[str] = field(default_factory=list)
    _seen: set[str] = field(default_factory=set)

    def add(self, probe: Probe, reason: str | None, *, kept: bool = False) -> None:
        """Record one rejected probe (``kept``: one kept under another reading)."""
        key = ("kept:" if kept else "") + normalize(probe.prompt)[:500]
        if key in self._seen or len(self._seen) > 10_000:
            return
        self._seen.add(key)
        self.rejected += not kept
        if len(self.named) < self.limit:
            whose = "the caller's probe" if probe.source == "user" else "generated probe"
            verb = "kept" if kept else "rejected"
            self.named.append(f"{verb} {whose} {excerpt(self.question.prompt, probe.prompt)}: {reason}")

    def notes(self) -> list[str]:
        """The named rejections, then how many more there were."""
        unnamed = self.rejected - sum(n.startswith("rejected") for n in self.named)
        return [*self.named, *([f"{unnamed} more probes rejected (not named)"] if unnamed > 0 else [])]


_LOG: ContextVar[RejectionLog | None] = ContextVar("warrantguard_rejected_probes", default=None)


@contextmanager
def collecting(log: RejectionLog) -> Iterator[RejectionLog]:
    """Within the block (and the tasks it starts), rejections are recorded in ``log``."""
    token = _LOG.set(log)
    try:
        yield log
    finally:
        _LOG.reset(token)


def current_log() -> RejectionLog | None:
    """The log of the tier being generated, if any."""
    return _LOG.get()


def excerpt(focal: str, text: str, width: int = 60) -> str:
    """``text`` shown by where it differs from ``focal`` (quoted, one line, at most ``width``)."""
    clean = "".join(" " if invisible(c) else c for c in text)
    low, flow = clean.lower(), focal.lower()
    i = 0
    while i < min(len(low), len(flow)) and low[i] == flow[i]:
        i += 1
    i = clean.rfind(" ", 0, i) + 1 if i < len(clean) else 0
    j = 0
    while j < min(len(low), len(flow)) - i and low[-1 - j] == flow[-1 - j]:
        j += 1
    middle = " ".join(clean[i : len(clean) - j].split())
    if not middle:
        i, j, middle = 0, 0, " ".join(clean.split())
    shown = ("…" if i else "") + middle + ("…" if j else "")
    return f'"{shown if len(shown) <= width else shown[: width - 1] + "…"}"'
