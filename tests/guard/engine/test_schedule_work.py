"""A unit of work hashes by its fields (its kind by value): the schedule's sets and the driver's
``running``/``finished`` find a work however it was built, and tell different works apart."""

from __future__ import annotations

import itertools

from warrantguard.guard.engine._evidence import Evidence
from warrantguard.guard.engine._schedule import Plan, Work, WorkKind, next_step


def test_equal_works_hash_alike_and_different_ones_stay_apart() -> None:
    works = [Work(kind, tier, slot) for kind, tier, slot in itertools.product(WorkKind, (-1, 0, 1), (-1, 0, 2))]
    rebuilt = {Work(w.kind.value, w.tier, w.slot, w.count) for w in works}  # from the kind's value
    assert rebuilt == set(works) and len(rebuilt) == len(works)
    assert all(hash(Work(w.kind.value, w.tier, w.slot)) == hash(w) for w in works)


def test_the_side_work_is_wanted_until_finished_then_the_certificate_is_done() -> None:
    evidence = Evidence()
    evidence.reference = "a"
    for tier in range(4):
        evidence.plan(tier, 0)
    plan = Plan(side=(WorkKind.CONFIDENCE,))
    step = next_step(evidence, plan, running=(), finished=set())
    assert set(step.start) == {Work(WorkKind.REFERENCE), Work(WorkKind.CONFIDENCE)} and not step.done
    finished = {Work("reference"), Work("confidence")}
    assert next_step(evidence, plan, running=(), finished=finished).done
    assert not next_step(evidence, Plan(), running=(), finished={Work("reference")}).done  # belief is side work too
