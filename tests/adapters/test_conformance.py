"""One behaviour everywhere: every scenario through every adapter gives the same outcome."""

from __future__ import annotations

import pytest

from warrantguard import NotPairwiseError, ProviderError, WarrantBlocked
from warrantguard.adapters._kernel import FAILED, NOT_RUN, SUCCESS, outcome_of, warrant_payload
from warrantguard.adapters.decorator import recommendation

from .conformance import SCENARIOS, Runner, RunResult, Scenario, blocked_result, check
from .langgraph_runners import LANGGRAPH_RUNNERS
from .mcp_runners import MCP_RUNNERS
from .openai_agents.runners import AGENTS_RUNNERS
from .proxy_runners import PROXY_RUNNERS
from .pydantic_ai.runners import PYDANTIC_AI_RUNNERS
from .runners import RUNNERS


class GuardCheckRunner:
    """Plain ``Guard.check``: the guard makes the reference call itself."""

    name = "guard-check"

    def run(self, scenario: Scenario) -> RunResult:
        guard = scenario.guard()
        try:
            result = guard.check(scenario.prompt, stakes=scenario.stakes).raise_for_block()
        except NotPairwiseError as exc:
            return RunResult(NOT_RUN, warrant_payload(None, None, NOT_RUN, str(exc)), None)
        except ProviderError as exc:  # Guard.check raises: no answer passes, none is withheld
            payload = {**warrant_payload(None, None, FAILED, str(exc)), "certification": "failed_open"}
            return RunResult(FAILED, payload, None)
        except WarrantBlocked as exc:
            return blocked_result(exc)
        # what the caller may act on (the recommendation, or the answer when not certified) as an adapter reports it
        outcome = outcome_of(result.final_answer or result.recommendation or "", result)
        return RunResult(outcome.status, outcome.payload, outcome.content)


class DecoratorRunner:
    """``@guard.recommendation``: the decorated prompt function is the focal model."""

    name = "decorator"

    def run(self, scenario: Scenario) -> RunResult:
        advise = recommendation(scenario.guard(), stakes=scenario.stakes)(scenario.prompt_fn())
        try:
            out = advise(scenario.prompt)
        except WarrantBlocked as exc:
            return blocked_result(exc)
        return RunResult(out.status, out.payload, str(out))


ALL: list[Runner] = [GuardCheckRunner(), DecoratorRunner(), *RUNNERS, *PROXY_RUNNERS, *MCP_RUNNERS,
                     *LANGGRAPH_RUNNERS, *AGENTS_RUNNERS, *PYDANTIC_AI_RUNNERS]


# Guard.check raises ProviderError when certification fails: a fail-closed level has nothing to withhold.
NOT_APPLICABLE = {("failed-withheld", "guard-check"): "Guard.check raises ProviderError (its caller has no answer)"}


@pytest.mark.parametrize("runner", ALL, ids=lambda r: r.name)
@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_same_outcome_everywhere(scenario: Scenario, runner: Runner) -> None:
    if runner.name == "guard-check" and scenario.answer not in (scenario.prefer, "Paris."):
        pytest.skip("Guard.check asks for its own reference answer: a free-text app answer does not arise")
    if (scenario.name, runner.name) in NOT_APPLICABLE:
        pytest.skip(NOT_APPLICABLE[scenario.name, runner.name])
    check(scenario, runner.run(scenario))


def test_fail_open_is_never_counted_as_success() -> None:
    failing = next(s for s in SCENARIOS if s.fail)
    for runner in ALL:
        result = runner.run(failing)
        assert result.status == FAILED != SUCCESS
        assert "fail-open" in (result.payload.get("reason") or "") or runner.name == "guard-check"
