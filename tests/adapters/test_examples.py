"""Each adapter example runs offline and prints its certified outcome."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXPECTED = {
    "examples/decorator.py": ["answer: train", "warrant: Conditional Warrant", "action: annotate"],
    "examples/litellm_dropin.py": ["content: The train.", "warrant: Conditional Warrant / annotate", "status: success"],
    "examples/litellm_proxy/guardrail_hook.py": ["withheld pending human review", "'x-warrant-tier': 'No Warrant'",
                                                 "'x-warrant-action': 'review'"],
    "examples/langchain_wrapper.py": ["content: train", "warrant: Conditional Warrant / annotate"],
    "examples/openai_agents.py": ["streamed: The train.", "warrant: Conditional Warrant / annotate",
                                  "paused on: ['call_1'] review item: No Warrant",
                                  "resumed: ['booked: train'] again: []"],
    "examples/pydantic_ai_agent.py": ["streamed: The train.", "warrant: Conditional Warrant / annotate",
                                      "approval required: No Warrant", "resumed: ['booked: train'] again: []"],
    "examples/mcp_server.py": ["tools: ['certify_recommendation', 'check_answer'] with outputSchema: True",
                               "warrant: Conditional Warrant / annotate status: success",
                               "proxy: isError - The recommendation is withheld",
                               "proxy warrant: Conditional Warrant / block"],
    "examples/langgraph_node.py": ["paused: No Warrant / review - the user sees: The recommendation is withheld",
                                   "resumed: ['Take the train: it is far safer.']",
                                   "again: [] - probe calls while resuming: 0"],
    "examples/langgraph_review.py": ["paused: No Warrant / review", "resumed: Take the train: it is far safer.",
                                     "again: None - model calls while resuming: 0"],
}


@pytest.mark.parametrize("script", sorted(EXPECTED))
def test_example_runs(script: str) -> None:
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(ROOT / script)], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=240)
    assert done.returncode == 0, done.stderr[-3000:]
    for line in EXPECTED[script]:
        assert line in done.stdout, done.stdout


def test_proxy_config_names_the_guardrail() -> None:
    import yaml

    config = yaml.safe_load((ROOT / "examples/litellm_proxy/config.yaml").read_text())
    params = config["guardrails"][0]["litellm_params"]
    assert params["guardrail"] == "warrantguard.adapters.litellm_proxy.WarrantGuardrail"
    assert params["mode"] == "post_call"
