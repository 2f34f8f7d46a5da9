"""The certifying proxy in one file: a fake upstream, the proxy, and one openai-SDK call.

Everything runs in this process on 127.0.0.1 (no API key, no network): the fake
upstream answers like an OpenAI-compatible server with a planted preference for
"train", and the proxy certifies the answer through the same upstream.

    python examples/proxy_client.py

Against a real deployment, start ``warrantguard serve --base-url URL`` (or
``--model openai/gpt-4o-mini``) and point ``openai.OpenAI(base_url=...)`` at it.
"""

from __future__ import annotations

import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import openai

from warrantguard.adapters.proxy import ProxyConfig, ProxyServer, create_app
from warrantguard.testing import FakeUpstream, ScriptedModel


def main() -> None:
    """Ask one pairwise question through the proxy and print the answer and its warrant."""
    with ProxyServer(FakeUpstream(ScriptedModel("train"))) as upstream:
        config = ProxyConfig(base_url=upstream.url + "/v1", api_keys=("demo-key-0123456789abcdef",),
                             guard_options={"generator": "lexical"})
        with ProxyServer(create_app(config)) as proxy:
            client = openai.OpenAI(base_url=proxy.url + "/v1", api_key="demo-key-0123456789abcdef")
            completion = client.chat.completions.create(
                model="any-model",
                messages=[{"role": "user", "content": "Which is safer to travel by, motorcycle or train?"}],
                extra_body={"warrant": {"options": ["motorcycle", "train"], "stakes": "high"}},
            )
    warrant = (completion.model_extra or {})["warrant"]
    print("answer:", completion.choices[0].message.content)
    print("warrant:", json.dumps({k: warrant[k] for k in ("status", "tier", "recommendation", "confidence")}))


if __name__ == "__main__":
    main()
