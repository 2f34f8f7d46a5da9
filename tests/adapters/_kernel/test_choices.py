"""One rule for ``n > 1`` (issue 14): every choice certified, each withheld on its own.

Before, the drop-in certified the first choice and withheld all of them, the proxy reported
``not_run`` for several choices and passed them all uncertified.
"""

from __future__ import annotations

import httpx
import litellm
import pytest

from warrantguard import Guard
from warrantguard.adapters._kernel import Certification, WarrantRequest, choices_payload, withhold_choices
from warrantguard.adapters.litellm_dropin import CertifiedStream, attach, choice_texts
from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"
HIGH = WarrantRequest(stakes="high")


def _guard() -> Guard:
    # prefers train: "train" is certified Strong, "motorcycle" has no warrant (T0 contradicts it)
    return Guard(ScriptedModel("train"), generator="lexical", policy=StakesPolicy())


async def _outcomes(answers):
    cert = await Certification.start(_guard(), Q, HIGH)
    return await cert.finish(answers)


async def test_each_choice_is_certified_and_withheld_on_its_own():
    train, moto, again, empty = await _outcomes(["train", "motorcycle", "train", None])
    assert (train.withheld, moto.withheld) == (False, True)
    assert train.certificate.recommendation == "train" and moto.certificate.recommendation == "motorcycle"
    assert again is train  # the same text is certified once
    assert empty.status == "not_run" and not empty.withheld


async def test_withholding_replaces_only_the_withheld_choices_in_dicts_and_payload():
    outcomes = await _outcomes(["train", "motorcycle"])
    choices = [{"index": i, "message": {"role": "assistant", "content": a}, "finish_reason": "stop"}
               for i, a in enumerate(["train", "motorcycle"])]
    withhold_choices(choices, outcomes)
    assert choices[0]["message"]["content"] == "train" and choices[0]["finish_reason"] == "stop"
    assert "withheld" in choices[1]["message"]["content"] and choices[1]["finish_reason"] == "content_filter"
    payload = choices_payload(outcomes)
    assert payload["status"] == "guardrail_intervened"  # the response leads with what was withheld
    assert [c["status"] for c in payload["choices"]] == ["success", "guardrail_intervened"]


async def test_the_dropin_withholds_per_choice_in_responses_and_streams():
    outcomes = await _outcomes(["train", "motorcycle"])
    response = litellm.ModelResponse(choices=[
        {"index": i, "message": {"role": "assistant", "content": a}, "finish_reason": "stop"}
        for i, a in enumerate(["train", "motorcycle"])])
    chunks = [litellm.ModelResponseStream(choices=[{"index": i, "delta": {"content": a}, "finish_reason": "stop"}])
              for i, a in enumerate(["train", "motorcycle"])]
    attach(response, outcomes)
    assert choice_texts(response)[0] == "train" and "withheld" in (choice_texts(response)[1] or "")
    stream = CertifiedStream(chunks, response, outcomes)
    deltas = [(c.index, c.delta.content) for chunk in stream for c in chunk.choices]
    assert (0, "train") in deltas and (1, "motorcycle") not in deltas
    assert any(i == 1 and "withheld" in (text or "") for i, text in deltas)


@pytest.fixture
def proxy_url():
    with ProxyServer(FakeUpstream(ScriptedModel("train"))) as up:
        config = ProxyConfig(base_url=up.url + "/v1", guard_options={"generator": "lexical"})
        with ProxyServer(create_app(config)) as proxy:
            yield proxy.url


def test_the_proxy_certifies_every_choice(proxy_url):
    body = {"model": "m", "n": 2, "messages": [{"role": "user", "content": Q}], "warrant": {"stakes": "high"}}
    data = httpx.post(proxy_url + "/v1/chat/completions", json=body, timeout=60).json()
    assert len(data["choices"]) == 2
    assert [c["status"] for c in data["warrant"]["choices"]] == ["success", "success"]
    assert data["warrant"]["tier"] == "Strong Warrant"
