"""One Action: the engine defines it, the policies package and the root export that same object."""

from __future__ import annotations

import pytest

import warrantguard
import warrantguard.guard
import warrantguard.policies
from warrantguard.policies import Action, Decision


def test_there_is_one_action():
    assert warrantguard.Action is warrantguard.policies.Action
    assert warrantguard.guard.Action is warrantguard.policies.Action


def test_its_wire_form_is_todays_string():
    assert [a.value for a in Action] == ["allow", "annotate", "review", "block"]
    assert Action("review") is Action.REVIEW and f"{Action.BLOCK}" == "block"
    decision = Decision(action="review", reason="r", stakes="high", rule="default")
    assert decision.action is Action.REVIEW
    assert decision.model_dump(mode="json")["action"] == "review"


@pytest.mark.parametrize(("action", "withholds"), [("allow", False), ("annotate", False),
                                                   ("review", True), ("block", True)])
def test_review_and_block_withhold_the_answer(action, withholds):
    assert Action(action).withholds is withholds
