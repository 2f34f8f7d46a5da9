"""The schedule: a pure function from the evidence to the work still wanted.

Like tenacity's ``iter()`` returning the next action, :func:`next_step` looks at the
evidence and at what is already running and says what to start, what to cancel and
whether the certificate is done; a thin driver (:mod:`._engine`) carries it out.
Because the rule (:mod:`._evidence`) only reads resolved tiers, the certificate
depends on the answers alone; the schedule only decides how much work that takes.

* ``fast``: every tier the rule may still need runs at once; once a tier is known
  not to pass, work above it is cancelled.
* ``frugal``: one tier at a time, in order (at most ``wave`` probes in flight).
* ``exhaustive``: every probe of every tier, whatever the category.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from warrantguard.guard.engine._evidence import TIERS, Evidence

__all__ = ["Plan", "Step", "Work", "WorkKind", "next_step"]


class WorkKind(StrEnum):
    """What a unit of work does (the value names it in the certificate's notes)."""

    REFERENCE = "reference"  # the recommendation itself (or the mapping of the caller's answer)
    CONFIDENCE = "confidence"  # the verbalised confidence
    BELIEF = "belief"  # the stated belief
    GENERATE = "generate"  # writing a tier's probes
    PROBE = "probe"  # one probe of a tier (``tier``, ``slot``)
    SAMPLES = "samples"  # T0's ``count`` samples in one request


@dataclass(frozen=True, order=True)
class Work:
    """One unit of work: a probe is ``(PROBE, tier, slot)``; T0 drawn at once is ``(SAMPLES, 0, count=n)``."""

    kind: WorkKind
    tier: int = -1
    slot: int = -1
    count: int = 0

    def __post_init__(self) -> None:
        if type(self.kind) is not WorkKind:  # built from its value
            object.__setattr__(self, "kind", WorkKind(self.kind))

    def __hash__(self) -> int:
        """The fields' hash, the kind by its value (its enum hash is a call more, for every set the
        schedule builds): equal works have the same kind, so the same hash."""
        return hash((self.kind._value_, self.tier, self.slot, self.count))


REFERENCE = Work(WorkKind.REFERENCE)


@dataclass(frozen=True)
class Plan:
    """What the schedule needs to know of the settings."""

    strategy: str = "fast"
    exhaustive: bool = False
    wave: int = 3
    batch_t0: bool = False  # one multi-sample request for T0
    side: tuple[WorkKind, ...] = (WorkKind.CONFIDENCE, WorkKind.BELIEF)


@dataclass(frozen=True)
class Step:
    """The driver's next action: start these, cancel those; ``done`` ends the certificate."""

    start: tuple[Work, ...] = ()
    cancel: tuple[Work, ...] = ()
    done: bool = False


def next_step(evidence: Evidence, plan: Plan, running: Collection[Work], finished: Collection[Work]) -> Step:
    """What to do now, given the evidence, the work running and the work finished."""
    if evidence.reference_failed:
        return Step(cancel=_ordered(running), done=True)
    wanted = _wanted(evidence, plan, finished)
    start = _ordered(w for w in wanted if w not in running and w not in finished)
    cancel = _ordered(w for w in running if w not in wanted)
    tiers_done = (all(evidence.tiers[k].resolved for k in TIERS) if plan.exhaustive
                  else evidence.verdict() is not None)
    side_done = all(w in finished for w in _fixed_work(plan.side))
    done = tiers_done and side_done
    return Step(start=() if done else start, cancel=_ordered(running) if done else cancel, done=done)


def _ordered(works: Iterable[Work]) -> tuple[Work, ...]:
    """``works`` in :class:`Work`'s order, each compared by its field tuple in C (not ``Work.__lt__``)."""
    return tuple(sorted(works, key=_fields))


def _fields(work: Work) -> tuple[str, int, int, int]:
    return work.kind, work.tier, work.slot, work.count


def _wanted(evidence: Evidence, plan: Plan, finished: Collection[Work]) -> set[Work]:
    wanted = set(_fixed_work(plan.side))
    for tier in _active_tiers(evidence, plan):
        wanted |= _tier_work(evidence, plan, tier, finished)
    return wanted


@lru_cache(maxsize=8)
def _fixed_work(side: tuple[WorkKind, ...]) -> tuple[Work, ...]:
    """The reference and the side work (confidence, belief): wanted until finished, whatever the tiers."""
    return tuple(Work(kind) for kind in (REFERENCE.kind, *side))


def _active_tiers(evidence: Evidence, plan: Plan) -> tuple[int, ...]:
    needed = TIERS if plan.exhaustive else evidence.needed()
    if plan.strategy != "frugal":
        return needed
    pending = [k for k in needed if not evidence.tiers[k].resolved]
    return tuple(pending[:1])


def _tier_work(evidence: Evidence, plan: Plan, tier: int, finished: Collection[Work]) -> set[Work]:
    state = evidence.tiers[tier]
    if state.planned is None:
        return {Work(WorkKind.GENERATE, tier)}
    writing = {Work(WorkKind.GENERATE, tier)} if state.growing else set()  # its first probes run meanwhile
    if tier == 0 and plan.batch_t0:
        return set() if state.resolved else {Work(WorkKind.SAMPLES, 0, count=state.planned)}
    open_work = [work for work in (Work(WorkKind.PROBE, tier, s) for s in range(state.planned)
                                   if s not in state.results and s not in state.not_run) if work not in finished]
    if plan.strategy == "frugal":
        open_work = open_work[: max(1, plan.wave)]
    return writing | set(open_work)
