"""Option probabilities from OpenAI-format ``logprobs``, through real litellm and a loopback server."""

from __future__ import annotations

import asyncio
import math

import pytest

from warrantguard.adapters.proxy import ProxyServer
from warrantguard.guard import ChatRequest, ConfigurationError
from warrantguard.models import LiteLLMModel
from warrantguard.models._logprobs import MAX_TOKENS, TOP_LOGPROBS, option_probabilities
from warrantguard.testing._logprobs_server import LogprobsUpstream

MOTO = ("motorcycle", "train")
CITY = ("New York", "New Jersey")
CAR = ("car", "car-sharing plan")


@pytest.fixture(scope="module")
def upstream():
    fake = LogprobsUpstream()
    with ProxyServer(fake) as server:
        fake.url = server.url  # type: ignore[attr-defined]
        yield fake


def _model(upstream, **kwargs):
    kwargs.setdefault("probabilities", True)
    return LiteLLMModel("openai/fake-model", api_base=upstream.url + "/v1", api_key="sk-test-logprobs", **kwargs)


def _ask(model, choices, probabilities=True, max_tokens=64):
    request = ChatRequest(messages=({"role": "user", "content": "Which is safer?"},), choices=choices,
                          probabilities=probabilities, max_tokens=max_tokens)
    return asyncio.run(model.complete(request))


def _serve(upstream, script, text=None):
    upstream.script, upstream.text = script, text
    upstream.requests.clear()


def _close(got, want):
    assert got is not None
    assert got == pytest.approx(want, abs=1e-9)


CASES = {
    # the first token decides; " train" (leading space, lower case) counts for train, "I" (neither
    # option) and an opening quote (both still possible) for neither
    "first token": (MOTO, [("Train", {"Train": 0.5, "Motor": 0.3, " train": 0.05, "I": 0.05, '"': 0.1})],
                    (0.3 / 0.85, 0.55 / 0.85)),
    "leading space": (MOTO, [(" Motorcycle", {" Motorcycle": 0.5, " motorcycle": 0.2, " Train": 0.3})], (0.7, 0.3)),
    # an opening quote fits both options: the options part at the next token
    "quoted": (MOTO, [('"', {'"': 0.5, "Train": 0.3, "Motor": 0.2}),
                      ("train", {"train": 0.5, "Train": 0.2, "motor": 0.1, "m": 0.1, "Bus": 0.1}),
                      ('"', {'"': 0.9, '".': 0.1})], (0.2 / 0.9, 0.7 / 0.9)),
    "emphasis and full stop": (MOTO, [("**", {"**": 1.0}), ("Motorcycle", {"Motorcycle": 0.8, "Train": 0.2}),
                                      ("**.", {"**.": 1.0})], (0.8, 0.2)),
    # options sharing their first token: read at " York"/" Jersey", not at "New" (where one-token
    # "New York"/"New Jersey" alternatives would give 0.8 / 0.2)
    "shared first token": (CITY, [("New", {"New": 0.5, "New York": 0.4, "New Jersey": 0.1, "Newark": 0.05}),
                                  (" Jersey", {" Jersey": 0.6, " York": 0.3, " york": 0.1})], (0.4, 0.6)),
    # one option a prefix of the other: "." and end-of-turn end "car", "-" continues the plan
    "prefix option": (CAR, [("car", {"car": 0.8, "bus": 0.2}), ("-", {"-": 0.6, ".": 0.3, "<|im_end|>": 0.1}),
                            ("sharing", {"sharing": 1.0}), (" plan", {" plan": 1.0})], (0.4, 0.6)),
    # " sharing" fits neither: "car sharing" is not how the plan is spelled
    "prefix option chosen": (CAR, [("Car", {"Car": 1.0}), (".", {".": 0.7, "-": 0.2, " sharing": 0.1})],
                             (0.7 / 0.9, 0.2 / 0.9)),
}

NONE_CASES = {
    "alternatives cover one option": (MOTO, [("Train", {"Train": 0.9, " train": 0.05, "I": 0.05})]),
    "neither option": (MOTO, [("I", {"I": 0.6, "Train": 0.3, "Motor": 0.1}), (" recommend", {" recommend": 1.0}),
                              (" the", {" the": 1.0}), (" train", {" train": 1.0})]),
    "option then more": (MOTO, [("Train", {"Train": 0.7, "Motor": 0.3}), (" is", {" is": 1.0}),
                                (" safer", {" safer": 1.0})]),
    "neither word": (MOTO, [("Neither", {"Neither": 0.5, "Train": 0.3, "Motor": 0.2})]),
    # the reply ends where "car" and "car-sharing plan" part: nothing was read there
    "ends before the options part": (CAR, [("car", {"car": 0.9, "bus": 0.1})]),
    "shared prefix left": (CITY, [("Newark", {"Newark": 0.5, "New": 0.5})]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_probabilities_read_at_the_parting_token(upstream, name):
    choices, script, want = CASES[name]
    _serve(upstream, script)
    response = _ask(_model(upstream), choices)
    _close(response.probabilities, want)
    assert response.texts == ["".join(t for t, _ in script)]
    assert math.isclose(sum(response.probabilities), 1.0)


@pytest.mark.parametrize("name", sorted(NONE_CASES))
def test_no_reading_falls_back(upstream, name):
    choices, script = NONE_CASES[name]
    _serve(upstream, script)
    response = _ask(_model(upstream), choices)
    assert response.probabilities is None
    assert response.texts == ["".join(t for t, _ in script)]  # the text is still there for the sampling path


def test_options_in_either_order(upstream):
    _serve(upstream, CASES["first token"][1])
    _close(_ask(_model(upstream), ("train", "motorcycle")).probabilities, (0.55 / 0.85, 0.3 / 0.85))


def test_the_request_asks_for_logprobs_and_few_tokens(upstream):
    _serve(upstream, CASES["first token"][1])
    _ask(_model(upstream), MOTO, max_tokens=500)
    body = upstream.requests[-1]
    assert body["logprobs"] is True and body["top_logprobs"] == TOP_LOGPROBS
    assert body["max_tokens"] == MAX_TOKENS
    assert "probabilities" not in body  # the constructor's flag is not a provider parameter


def test_plain_requests_do_not_ask_for_logprobs(upstream):
    _serve(upstream, CASES["first token"][1])
    response = _ask(_model(upstream), MOTO, probabilities=False)
    assert response.probabilities is None and response.texts == ["Train"]
    assert "logprobs" not in upstream.requests[-1] and "top_logprobs" not in upstream.requests[-1]


def test_explicitly_unsupported_never_asks(upstream):
    _serve(upstream, CASES["first token"][1])
    model = _model(upstream, probabilities=False)
    assert model.capabilities.probabilities is False
    assert _ask(model, MOTO).probabilities is None
    assert "logprobs" not in upstream.requests[-1]


def test_content_disagreeing_with_the_tokens_reads_nothing(upstream):
    _serve(upstream, CASES["first token"][1], text="motorcycle")
    assert _ask(_model(upstream), MOTO).probabilities is None


def test_absent_logprobs_read_none_and_stop_an_auto_detected_model_asking(upstream):
    _serve(upstream, None, text="train")
    explicit = _model(upstream)
    response = _ask(explicit, MOTO)
    assert response.probabilities is None and response.texts == ["train"]
    assert explicit.capabilities.probabilities  # told so: keeps asking
    auto = _model(upstream, probabilities=None)
    assert auto.capabilities.probabilities  # litellm lists logprobs for openai/
    assert _ask(auto, MOTO).probabilities is None
    assert auto.capabilities.probabilities is False  # the endpoint sends none: the engine samples from now on


@pytest.mark.parametrize(("model", "params", "expected"), [
    ("openai/gpt-4o-mini", {}, True),
    ("azure/gpt-4o", {}, True),
    ("hosted_vllm/my-llama", {"api_base": "http://127.0.0.1:9/v1"}, True),
    ("anthropic/claude-haiku-4-5", {}, False),
    ("gemini/gemini-1.5-flash", {}, False),  # logprobs but no top_logprobs
    ("notaprovider/some-model", {}, False),  # unknown: sampling
    ("my-served-model", {"custom_llm_provider": "hosted_vllm"}, True),
    ("my-served-model", {}, False),
    ("openai/gpt-4o-mini", {"mock_response": "train"}, False),  # a mock string carries no logprobs
    ("anthropic/claude-haiku-4-5", {"probabilities": True}, True),  # told so
    ("openai/gpt-4o-mini", {"probabilities": False}, False),
])
def test_capability_detection(model, params, expected):
    assert LiteLLMModel(model, **params).capabilities.probabilities is expected


def test_local_models_are_left_to_their_own_provider():
    import litellm

    from warrantguard.models._logprobs import detect_support

    assert detect_support(litellm, "local/smollm2", {}) is False


def test_probabilities_flag_must_be_a_bool():
    with pytest.raises(ConfigurationError):
        LiteLLMModel("openai/gpt-4o-mini", probabilities="yes")


def test_mock_response_dict_carries_logprobs():
    fake = LogprobsUpstream(CASES["shared first token"][1])
    model = LiteLLMModel("openai/gpt-4o-mini", mock_response=fake.reply())
    assert model.capabilities.probabilities
    _close(_ask(model, CITY).probabilities, (0.4, 0.6))


def test_malformed_logprobs_read_none():
    body = LogprobsUpstream(CASES["first token"][1]).reply()
    body["choices"][0]["logprobs"]["content"][0]["logprob"] = float("nan")
    assert option_probabilities(body, MOTO) is None
    body["choices"][0]["logprobs"]["content"] = "not a list"
    assert option_probabilities(body, MOTO) is None
    assert option_probabilities({"choices": []}, MOTO) is None
    assert option_probabilities(LogprobsUpstream(CASES["first token"][1]).reply(), ("train", "Train")) is None


def test_a_guard_on_a_logprobs_endpoint_draws_t0_from_the_read_probabilities(upstream):
    from warrantguard import Guard

    _serve(upstream, CASES["first token"][1])
    guard = Guard(_model(upstream, probabilities=None), generator="lexical", confidence=False, belief=False,
                  strategy="frugal")
    cert = guard.check("Which is safer to travel by, motorcycle or train?").certificate
    assert cert.recommendation == "train"
    assert upstream.requests and all(r.get("logprobs") is True for r in upstream.requests)
    assert cert.t0_pass_probability == pytest.approx((0.55 / 0.85) ** 10)  # ten draws all naming train
