"""The report reads a frozen Findings value, never the driver (issue 21, item 3)."""

from __future__ import annotations

import dataclasses

import pytest

from warrantguard.guard import CertificateSettings, PairwiseQuestion, Usage, Warrant
from warrantguard.guard.engine._elicit import Answer
from warrantguard.guard.engine._evidence import Evidence
from warrantguard.guard.engine._findings import Findings, RunState
from warrantguard.guard.engine._report import build_certificate

Q = PairwiseQuestion("Which is safer to travel by, motorcycle or train?", "motorcycle", "train")


def _findings(evidence: Evidence, state: RunState) -> Findings:
    settings = CertificateSettings(t0_samples=0, t1_paraphrases=0)
    return Findings.of(id="r1", model="m", question=Q, settings=settings, usage=Usage(calls=2, seconds=1.5),
                       state=state, evidence=evidence, nominal=settings.planned())


def test_no_reference_forms_no_certificate_and_says_why():
    evidence = Evidence()
    evidence.reference_failed = "no valid reference answer"
    found = _findings(evidence, RunState(notes=["a note"]))
    cert = build_certificate(found)
    assert not cert.formed and cert.rule == "no valid reference answer, so no certificate was formed"
    assert cert.notes[0] == "a note" and cert.usage.calls == 2 and cert.id == "r1"


def test_a_certificate_from_the_findings_alone():
    evidence = Evidence()
    evidence.reference = "train"
    for tier in range(4):
        evidence.plan(tier, 0, ["no probes"] if tier else [])
    state = RunState(reference=Answer("train", "The train.", 1), confidence=Answer(90, "90", 1))
    found = _findings(evidence, state)
    state.notes.append("written after the findings were taken")  # the findings do not see it
    cert = build_certificate(found)
    assert cert.formed and cert.recommendation == "train" and cert.answer == "The train."
    assert cert.warrant is Warrant.NONE and not cert.complete  # T0 had no samples: capped, incomplete
    assert cert.rule.startswith("T0 (stochastic stability) could not be assessed")
    assert cert.confidence == 90 and cert.overconfident
    assert "written after the findings were taken" not in cert.notes


def test_findings_are_frozen():
    found = _findings(Evidence(), RunState())
    with pytest.raises(dataclasses.FrozenInstanceError):
        found.reference = "train"  # type: ignore[misc]
    with pytest.raises(TypeError):
        found.tier_notes[0] = ("x",)  # type: ignore[index]
