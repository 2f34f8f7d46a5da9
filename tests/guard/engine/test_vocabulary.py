"""One vocabulary (issue 21, item 3): work kinds and request purposes are enums whose values are
today's strings, and T1's structural probe count is defined once."""

from __future__ import annotations

import pytest

from warrantguard.guard import CertificateSettings, ChatRequest, ConfigurationError, Purpose
from warrantguard.guard._settings import STRUCTURAL_T1_PROBES
from warrantguard.guard.engine._schedule import Work, WorkKind


def test_work_kinds_are_enums_and_samples_carry_a_count():
    work = Work("samples", 0, count=10)
    assert work.kind is WorkKind.SAMPLES and work.count == 10 and work.slot == -1
    assert Work(WorkKind.PROBE, 1, 2) == Work("probe", 1, 2)
    assert f"{WorkKind.GENERATE} failed" == "generate failed"  # the note's wording is unchanged
    with pytest.raises(ValueError):
        Work("nonsense")


def test_request_purposes_are_enums_with_todays_labels():
    assert ChatRequest(messages=()).purpose is Purpose.PROBE
    request = ChatRequest(messages=(), purpose="answer")
    assert request.purpose is Purpose.ANSWER and request.purpose.value == "answer"
    with pytest.raises(ConfigurationError):
        ChatRequest(messages=(), purpose="gossip")


def test_the_structural_t1_probes_are_counted_once():
    settings = CertificateSettings(t1_paraphrases=2)
    assert STRUCTURAL_T1_PROBES == 3
    assert settings.planned()[1] == STRUCTURAL_T1_PROBES + 2
