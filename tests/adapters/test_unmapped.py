"""Issue 22, item 4: an answer that names an option but cannot be mapped never slips past a policy.

The conformance suite runs the critical-stakes scenarios through every adapter; these tests pin
the kernel's rule at each kind of level, and where "no recommendation" still stands.
"""

from __future__ import annotations

import pytest

from warrantguard.adapters._kernel import FAILED, INTERVENED, NOT_RUN, WarrantRequest, certify_answer
from warrantguard.guard import run_sync

from .conformance import UNMAPPED, Scenario

PROSE = "The train, as I said above."


def _outcome(answer: str, stakes: str | None, mapping: str | None = PROSE):
    scenario = Scenario("unit", NOT_RUN, stakes=stakes, answer=answer, mapping=mapping)
    request = WarrantRequest.from_json(scenario.warrant)
    return run_sync(certify_answer(scenario.guard(), scenario.prompt, scenario.answer, request))


@pytest.mark.parametrize(("stakes", "action"), [("critical", "block"), ("high", "review")])
@pytest.mark.parametrize("mapping", [PROSE, "neither", "Neither option."])
def test_fail_closed_levels_withhold_an_unmapped_answer(stakes, action, mapping):
    out = _outcome(UNMAPPED, stakes, mapping)
    assert out.status == INTERVENED and out.withheld and out.decision is not None
    assert out.decision.action == action and "certification_failed" in out.decision.triggers
    assert out.content != UNMAPPED and "withheld" in out.content
    assert "names an option" in (out.reason or "")
    assert out.certificate is not None and not out.certificate.formed  # kept, and says why


def test_a_fail_open_level_passes_it_counted_as_a_failure_not_a_success():
    out = _outcome(UNMAPPED, "medium")
    assert out.status == FAILED and not out.withheld and out.content == UNMAPPED
    assert "fail-open" in (out.reason or "")


@pytest.mark.parametrize("answer", [
    "It depends on your needs and the distance.",               # names neither option
    "It depends: the train is safer, the motorcycle is faster.",  # names both, says it depends
    "Honestly, both are fine for most people.",
])
def test_no_recommendation_stands_only_without_an_option_or_when_it_depends(answer):
    out = _outcome(answer, "critical", mapping="neither")
    assert out.status == NOT_RUN and not out.withheld and out.decision is None
    assert "recommends neither option" in (out.reason or "") or "could not be determined" in (out.reason or "")


def test_a_neither_mapping_of_an_answer_naming_an_option_is_not_no_recommendation():
    out = _outcome(UNMAPPED, "critical", mapping="neither")
    assert out.certificate is not None
    assert "recommends neither" not in out.certificate.rule and "could not be determined" in out.certificate.rule
