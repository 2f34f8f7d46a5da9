"""A failed certification gets what its stakes level says, in every adapter, streaming included.

A provider error while probing used to release the answer everywhere (fail-open), even at
``critical`` stakes whose level says ``fail_closed``. Now a ``fail_closed`` level withholds it
(``guardrail_intervened``, the trigger ``certification_failed``); a ``fail_open`` level still
passes it (``guardrail_failed_to_respond``, covered by the conformance suite). Incomplete
certificates (budget exhausted) are withheld at ``fail_closed`` levels too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from warrantguard import Guard, RetryPolicy, WarrantBlocked
from warrantguard.adapters._kernel import FAILED, INTERVENED, certify_answer
from warrantguard.adapters.decorator import recommendation
from warrantguard.adapters.litellm_dropin import acompletion, completion
from warrantguard.policies import StakesPolicy, StakesRule

from .conformance import POLICY, QUESTION, AuthenticationError, Runner, Scenario, check
from .runners import stream_text
from .test_conformance import ALL

ADAPTERS: list[Runner] = [r for r in ALL if r.name != "guard-check"]  # Guard.check raises ProviderError itself
MODEL = "openai/gpt-4o-mini"


@dataclass(frozen=True)
class Starved(Scenario):
    """A scenario whose certificate runs out of budget after two calls (incomplete)."""

    def guard(self, focal: Any = None) -> Guard:
        """The scenario's Guard with ``max_calls=2``."""
        return Guard(focal if focal is not None else self.model(), generator="lexical", policy=POLICY,
                     exhaustive=True, max_calls=2)


FAIL_CLOSED = (
    Scenario("failure-critical-blocks", INTERVENED, action="block", stakes="critical", fail=True),
    Scenario("failure-high-withholds", INTERVENED, action="review", stakes="high", fail=True),
    Starved("incomplete-critical-blocks", INTERVENED, "No Warrant", "block", "critical"),
    Starved("incomplete-high-withholds", INTERVENED, "No Warrant", "review", "high"),
)


@pytest.mark.parametrize("runner", ADAPTERS, ids=lambda r: r.name)
@pytest.mark.parametrize("scenario", FAIL_CLOSED, ids=lambda s: s.name)
def test_fail_closed_withholds_in_every_adapter(scenario: Scenario, runner: Runner) -> None:
    result = runner.run(scenario)
    check(scenario, result, same_evidence=not isinstance(scenario, Starved))
    assert result.content is None or (result.content != scenario.answer and "withheld" in result.content)


def failing(prompt: str, *, temperature: float = 0.0) -> str:
    """The decorated focal function: answers the user, then every probe fails."""
    if prompt == QUESTION:
        return "Take the train."
    raise AuthenticationError("401 invalid api key")


def test_decorator_blocks_a_failed_certification_at_critical_stakes() -> None:
    guard = Guard(generator="lexical", policy=StakesPolicy())
    with pytest.raises(WarrantBlocked) as info:
        recommendation(guard, stakes="critical")(failing)(QUESTION)
    assert info.value.decision.action == "block" and "certification_failed" in info.value.decision.triggers
    out = recommendation(guard, stakes="critical", on_block="withhold")(failing)(QUESTION)
    assert out.withheld and str(out) != "Take the train." and "could not be certified" in out
    assert out.status == INTERVENED and out.answer == "Take the train."


def test_decorator_still_fails_open_where_the_level_says_so() -> None:
    out = recommendation(Guard(generator="lexical", policy=StakesPolicy()), stakes="low")(failing)(QUESTION)
    assert str(out) == "Take the train." and out.status == FAILED and "fail-open" in (out.outcome.reason or "")


def test_rule_assigned_stakes_apply_to_a_failed_certification() -> None:
    policy = StakesPolicy(rules=[StakesRule(name="safety", stakes="critical", keywords=["safer"])])
    out = recommendation(Guard(generator="lexical", policy=policy), on_block="withhold")(failing)(QUESTION)
    assert out.withheld and out.decision is not None and out.decision.stakes == "critical"
    assert out.decision.rule == "safety"


class Unreachable:
    """A focal model whose every probe fails: a rejected key, or (``transient``) a provider that is down."""

    name = "unreachable"

    def __init__(self, transient: bool = False) -> None:
        self.transient = transient

    def __call__(self, messages: list[dict[str, str]], *, temperature: float = 0.0) -> str:
        if self.transient:
            raise ConnectionError("upstream unreachable")
        raise AuthenticationError("401 invalid api key")


def guard(transient: bool = False) -> Guard:
    return Guard(Unreachable(transient), generator="lexical", policy=StakesPolicy(),
                 retry=RetryPolicy(attempts=1, initial=0.001, maximum=0.002))


def test_litellm_dropin_withholds_a_failed_certification() -> None:
    response = completion(model=MODEL, messages=[{"role": "user", "content": QUESTION}], mock_response="train",
                          warrant={"stakes": "critical"}, guard=guard())
    assert response.choices[0].message.content != "train" and response.choices[0].finish_reason == "content_filter"
    assert response.warrant["status"] == INTERVENED and response.warrant["decision"]["action"] == "block"
    assert "certification_failed" in response.warrant["decision"]["triggers"]


async def test_litellm_dropin_stream_withholds_a_failed_certification() -> None:
    stream = await acompletion(model=MODEL, messages=[{"role": "user", "content": QUESTION}],
                               mock_response="The train.", stream=True, warrant={"stakes": "high"}, guard=guard())
    chunks = [chunk async for chunk in stream]
    assert "train" not in stream_text(chunks) and "withheld" in stream_text(chunks)
    assert chunks[0].choices[0].finish_reason == "content_filter"
    assert stream.warrant["status"] == INTERVENED and stream.warrant["decision"]["action"] == "review"


@pytest.mark.parametrize("stakes", ["high", "critical"])
def test_a_provider_that_is_down_is_withheld_too(stakes: str) -> None:
    response = completion(model=MODEL, messages=[{"role": "user", "content": QUESTION}], mock_response="train",
                          warrant={"stakes": stakes}, guard=guard(transient=True))
    assert response.choices[0].message.content != "train" and response.choices[0].finish_reason == "content_filter"
    assert response.warrant["status"] == INTERVENED


def test_litellm_dropin_fails_open_at_a_fail_open_level() -> None:
    response = completion(model=MODEL, messages=[{"role": "user", "content": QUESTION}], mock_response="train",
                          warrant={"stakes": "medium"}, guard=guard())
    assert response.choices[0].message.content == "train" and response.warrant["status"] == FAILED


async def test_certify_answer_without_a_policy_fails_open() -> None:
    outcome = await certify_answer(Guard(Unreachable(), generator="lexical"), QUESTION, "train")
    assert outcome.status == FAILED and not outcome.withheld and outcome.content == "train"
