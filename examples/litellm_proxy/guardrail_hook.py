"""Drive the LiteLLM Proxy guardrail's hooks as the proxy does (offline).

Run: python examples/litellm_proxy/guardrail_hook.py
"""

import asyncio
import os
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import litellm
import yaml
from litellm.proxy._types import UserAPIKeyAuth

from warrantguard import Guard
from warrantguard.adapters.litellm_proxy import WarrantGuardrail
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"


async def main() -> None:
    config = yaml.safe_load((Path(__file__).parent / "config.yaml").read_text())
    params = dict(config["guardrails"][0]["litellm_params"])
    # Offline: a scripted model answers the probes (the proxy would use its router).
    guard = Guard(ScriptedModel("train", reversals={"journey": "motorcycle"}), generator="lexical",
                  policy=StakesPolicy())
    guardrail = WarrantGuardrail(guard, guardrail_name="warrant", default_on=params["default_on"],
                                 stakes=params["stakes"])
    data = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": QUESTION}],
            "metadata": {"warrant": {"stakes": "high"}}}
    response = await litellm.acompletion(model="openai/gpt-4o-mini", messages=data["messages"],
                                         mock_response="train")
    auth = UserAPIKeyAuth(api_key="sk-example")
    response = await guardrail.async_post_call_success_hook(data, auth, response)
    headers = await guardrail.async_post_call_response_headers_hook(data, auth, response)
    print("content:", response.choices[0].message.content)
    print("headers:", headers)


if __name__ == "__main__":
    asyncio.run(main())
