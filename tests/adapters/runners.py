"""Conformance runners for the litellm drop-in, the LiteLLM Proxy guardrail and LangChain.

Each runner makes the real client call with the scenario's answer mocked
(``mock_response``, a fake chat model) and lets ``scenario.guard()`` answer the probes.
"""

from __future__ import annotations

import asyncio
from typing import Any

from warrantguard.adapters.litellm_dropin import acompletion, completion

from .conformance import Runner, RunResult, Scenario

MODEL = "openai/gpt-4o-mini"


def _call(scenario: Scenario) -> dict[str, Any]:
    return {"model": MODEL, "messages": [{"role": "user", "content": scenario.prompt}],
            "mock_response": scenario.answer, "warrant": scenario.warrant, "guard": scenario.guard()}


def _from_response(response: Any) -> RunResult:
    payload = dict(getattr(response, "warrant", None) or {})
    return RunResult(str(payload.get("status")), payload, response.choices[0].message.content)


class DropInRunner:
    """``warrantguard.completion`` around ``litellm.completion(mock_response=...)``."""

    name = "litellm-dropin"

    def run(self, scenario: Scenario) -> RunResult:
        return _from_response(completion(**_call(scenario)))


class AsyncDropInRunner:
    """``warrantguard.acompletion`` around ``litellm.acompletion(mock_response=...)``."""

    name = "litellm-dropin-async"

    def run(self, scenario: Scenario) -> RunResult:
        return _from_response(asyncio.run(acompletion(**_call(scenario))))


RUNNERS: list[Runner] = [DropInRunner(), AsyncDropInRunner()]
