"""A tier's first generated probes run while the generator writes the rest (issue 23, item 6).

The generator's first round may leave a shortfall (a paraphrase rejected by vetting): the
second request takes a round of its own. The probes kept from the first round are vetted and
capped exactly as the final list (of which they are the first), and run meanwhile; the tier
resolves only once its final list is known, so certificates are the same as when they waited.
"""

from __future__ import annotations

import asyncio
import contextlib
import json

import pytest

from tests.guard.engine.golden_cases import strip
from warrantguard import Guard, LLMGenerator
from warrantguard.guard.engine._certificate import ProbeResult
from warrantguard.guard.engine._evidence import Evidence
from warrantguard.guard.engine._schedule import Plan, Work, WorkKind, next_step
from warrantguard.guard.probes._generators import LLMGenerator as _LLMGenerator
from warrantguard.testing import ScriptedModel

PROMPT = "Which is better for a morning, tea or coffee?"
PARAPHRASES = ["For a morning, which is better, tea or coffee?", "Which one is better for a morning, tea or coffee?",
               "Which is the better pick for a morning, tea or coffee?",  # rejected: adds "pick"
               "Which would be better for a morning, tea or coffee?"]
NARROWER = [f"Which is better for a morning {q}, tea or coffee?" for q in
            ("with young children", "on a tight budget", "in bad weather", "for a first-timer")]
BROADER = [f"Which is better for a morning, tea or coffee, {f}?" for f in
           ("in general", "for most people", "in most situations", "in everyday life")]
PROBES = {1: PARAPHRASES, 2: NARROWER, 3: BROADER}


class Recording(ScriptedModel):
    """Records what was asked; the shortfall request waits (bounded) until a T1 probe is asked,
    or fails when ``fail_shortfall``."""

    def __init__(self, *args, fail_shortfall: bool = False, wait: bool = False, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fail_shortfall, self.wait = fail_shortfall, wait
        self.t1_asked = asyncio.Event()
        self.overlapped: bool | None = None

    async def complete(self, request):
        content = request.messages[0]["content"]
        if request.tier == 1 and "Respond with only" in content:
            self.t1_asked.set()
        if "Write 1 close paraphrase" in content:
            if self.fail_shortfall:
                raise ValueError("the generator broke")
            if not self.wait:
                return await super().complete(request)
            with contextlib.suppress(TimeoutError):  # bounded: the old engine never asks meanwhile
                await asyncio.wait_for(self.t1_asked.wait(), 5)
            self.overlapped = self.t1_asked.is_set()
        return await super().complete(request)


def _certify(model: ScriptedModel, strategy: str = "fast") -> dict:
    guard = Guard(model, generator=LLMGenerator(lexical_fill=False),
                  strategy="fast" if strategy == "exhaustive" else strategy, exhaustive=strategy == "exhaustive")
    cert = asyncio.run(guard.acheck(PROMPT)).certificate
    data = cert.model_dump(mode="json")
    data.pop("usage")
    return strip(data)


def test_the_first_probes_are_asked_while_the_shortfall_is_written() -> None:
    model = Recording("coffee", generator_probes=PROBES, wait=True)
    cert = _certify(model)
    assert model.overlapped is True
    assert cert["warrant"] == 3 and cert["tiers"][1]["planned"] == 6  # 3 structural, 3 paraphrases kept


@pytest.mark.parametrize("strategy", ["fast", "frugal", "exhaustive"])
@pytest.mark.parametrize("planted", [{}, {"reversals": {PARAPHRASES[3]: "tea"}}, {"position_bias": "first"},
                                     {"reversals": {"with young children": "tea"}}])
@pytest.mark.parametrize("fail", [False, True])
def test_certificates_are_those_of_an_engine_that_waits(monkeypatch, strategy, planted, fail) -> None:
    early = _certify(Recording("coffee", generator_probes=PROBES, fail_shortfall=fail, **planted), strategy)
    monkeypatch.setattr(_LLMGenerator, "early_probes", False)
    waited = _certify(Recording("coffee", generator_probes=PROBES, fail_shortfall=fail, **planted), strategy)
    assert json.dumps(early, sort_keys=True) == json.dumps(waited, sort_keys=True)


def test_a_failed_shortfall_drops_the_early_probes_as_the_waiting_engine_did() -> None:
    cert = _certify(Recording("coffee", generator_probes=PROBES, fail_shortfall=True))
    t1 = cert["tiers"][1]
    assert t1["planned"] == 0 and t1["results"] == [] and t1["status"] == "unassessed"


def test_a_growing_tier_never_resolves_before_its_plan_is_fixed() -> None:
    ev = Evidence()
    ev.reference = "a"
    ev.provisionally(1, 2)
    assert not ev.tiers[1].resolved
    def result(answer: str) -> ProbeResult:
        return ProbeResult(tier=1, kind="paraphrase", prompt="p", answer=answer, mapped_answer=answer, valid=True)

    assert ev.record(1, 0, result("a")) and ev.record(1, 1, result("b"))
    assert not ev.tiers[1].resolved and ev.status(1) is None  # a reversal, but the list is not final
    ev.plan(1, 3, kept=1)  # slot 1's probe changed: its answer is dropped
    assert ev.tiers[1].planned == 3 and set(ev.tiers[1].results) == {0}
    assert not ev.tiers[1].resolved


def test_the_schedule_runs_a_growing_tiers_slots_and_keeps_its_generator() -> None:
    ev = Evidence()
    for tier in (0, 2, 3):
        ev.plan(tier, 0)
    ev.provisionally(1, 2)
    generate = Work(WorkKind.GENERATE, 1)
    step = next_step(ev, Plan(side=()), running={generate}, finished=set())
    assert generate not in step.cancel
    assert {Work(WorkKind.PROBE, 1, 0), Work(WorkKind.PROBE, 1, 1)} <= set(step.start)


class InversionWaits(ScriptedModel):
    """The inversion request waits (bounded) until the first paraphrase request has arrived."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.paraphrases_asked = asyncio.Event()
        self.together: bool | None = None

    async def complete(self, request):
        content = request.messages[0]["content"]
        if "close paraphrases" in content:
            self.paraphrases_asked.set()
        if "Invert the valence" in content:
            with contextlib.suppress(TimeoutError):  # bounded: an engine asking one after the other never asks
                await asyncio.wait_for(self.paraphrases_asked.wait(), 5)
            self.together = self.paraphrases_asked.is_set()
        return await super().complete(request)


def test_t1s_inversion_and_first_paraphrase_requests_go_out_together() -> None:
    prompt = "Which should I drink in the morning, tea or coffee?"  # no lexicon term: the inversion is asked for
    model = InversionWaits("coffee", generator_probes={1: ["Which should I have in the morning, tea or coffee?"]})
    guard = Guard(model, generator=LLMGenerator(lexical_fill=False))
    cert = asyncio.run(guard.acheck(prompt)).certificate
    assert model.together is True
    assert cert.formed and cert.tier(1).planned >= 1
