"""Tenant rules inside a real LiteLLM Proxy process: the guardrail's post-call hook receives the
key's and team's metadata in ``user_api_key_dict`` (issue 23, item 4).

The proxy authenticates with a ``custom_auth`` function (no database) that returns, per key,
the ``UserAPIKeyAuth`` a virtual key created with ``/key/generate`` and a team created with
``/team/new`` would have: ``metadata`` and ``team_metadata`` carrying ``warrantguard`` entries.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("litellm.proxy.proxy_server", reason="the LiteLLM Proxy's own dependencies are not installed")

import openai

from .test_server import _port, _wait_until_up

pytestmark = [pytest.mark.timeout(300), pytest.mark.litellm_proxy]

QUESTION = "Is a train or a motorcycle better for commuting?"
MASTER_KEY = "sk-" + "4f0c9a2e7b1d6c3e8a5f2b9d0e7c4a1f6b3d8e5c2a9f0b7d4e1c6a3f8b5d2e9c"
CONFIG = """\
model_list:
  - model_name: advisor
    litellm_params:
      model: openai/gpt-4o-mini
      api_key: sk-not-used
      mock_response: "The train."
guardrails:
  - guardrail_name: warrant
    litellm_params:
      guardrail: warrantguard.adapters.litellm_proxy.WarrantGuardrail
      mode: post_call
      default_on: true
      policy: {home}/loose.yaml
      policies: {{strict: {home}/strict.yaml}}
      settings: {{generator: lexical}}
general_settings:
  custom_auth: tenants_auth.user_api_key_auth
  master_key: os.environ/LITELLM_MASTER_KEY
"""
AUTH = """\
from litellm.proxy._types import UserAPIKeyAuth

KEYS = {
    "sk-plain-0123456789": {},
    "sk-acme-0123456789": {"team_id": "acme", "team_metadata": {"warrantguard": {"stakes_floor": "critical"}}},
    "sk-strict-0123456789": {"metadata": {"warrantguard": {"policy": "strict"}}},
    "sk-capped-0123456789": {"metadata": {"warrantguard": {"stakes_ceiling": "medium"}},
                             "team_id": "acme", "team_metadata": {"warrantguard": {"stakes_floor": ""}}},
}


async def user_api_key_auth(request, api_key):
    if api_key not in KEYS:
        raise Exception("unknown key")
    return UserAPIKeyAuth(api_key=api_key, **KEYS[api_key])
"""


@pytest.fixture(scope="module")
def proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A LiteLLM Proxy with the warrant guardrail and tenant metadata on its keys; its URL."""
    home = tmp_path_factory.mktemp("litellm-tenants")
    (home / "loose.yaml").write_text("default: low\n")
    (home / "strict.yaml").write_text("default: critical\n")
    (home / "config.yaml").write_text(CONFIG.format(home=home))
    (home / "tenants_auth.py").write_text(AUTH)
    port = _port()
    exe = shutil.which("litellm", path=str(Path(sys.executable).parent)) or shutil.which("litellm")
    assert exe, "the litellm command is not installed"
    root = str(Path(__file__).resolve().parents[3])
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_MASTER_KEY": MASTER_KEY,
           "PYTHONPATH": os.pathsep.join([str(home), root, os.environ.get("PYTHONPATH", "")])}
    log = (home / "proxy.log").open("w")
    process = subprocess.Popen([exe, "--config", str(home / "config.yaml"), "--host", "127.0.0.1",
                                "--port", str(port)], cwd=home, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(url, process, home / "proxy.log")
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def ask(url: str, key: str, stakes: str | None = None) -> Any:
    client = openai.OpenAI(base_url=url, api_key=key, max_retries=0, timeout=120)
    extra = {"metadata": {"warrant": {"stakes": stakes}}} if stakes else {}
    return client.chat.completions.create(model="advisor", messages=[{"role": "user", "content": QUESTION}],
                                          extra_body=extra)


def test_the_guardrails_default_policy_without_metadata(proxy: str) -> None:
    assert ask(proxy, "sk-plain-0123456789").warrant["decision"]["stakes"] == "low"


def test_the_teams_floor_holds_a_request_asking_for_low_stakes(proxy: str) -> None:
    with pytest.raises(openai.BadRequestError) as caught:  # No Warrant at critical stakes: blocked
        ask(proxy, "sk-acme-0123456789", "low")
    assert "at critical stakes" in str(caught.value)


def test_the_keys_named_policy(proxy: str) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        ask(proxy, "sk-strict-0123456789")
    assert "at critical stakes" in str(caught.value)


def test_stakes_above_the_keys_ceiling_are_refused(proxy: str) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        ask(proxy, "sk-capped-0123456789", "critical")
    assert "above the ceiling 'medium'" in str(caught.value)
    assert ask(proxy, "sk-capped-0123456789", "medium").warrant["decision"]["stakes"] == "medium"
