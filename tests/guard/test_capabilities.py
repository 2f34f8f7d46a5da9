"""Capabilities are declared on the model (``ChatModel.capabilities``), never probed (issue 21, item 3)."""

from __future__ import annotations

import warnings

import pytest

from warrantguard import Guard
from warrantguard.guard import ChatResponse, FunctionModel, ModelCapabilities, as_model
from warrantguard.testing import FaultyModel, JitteryModel, ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


class Plain:
    """A model that declares nothing: name and complete only."""

    name = "plain"

    def __init__(self):
        self.requests = []

    async def complete(self, request):
        self.requests.append(request)
        return ChatResponse(texts=["train"] * request.samples)


class Old(Plain):
    """A model written before ModelCapabilities: its capabilities as attributes."""

    supports_samples = True
    cache_identity = "plain@old"


def test_a_callable_and_an_undeclared_model_promise_nothing():
    assert FunctionModel(lambda messages, temperature: "train").capabilities == ModelCapabilities()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # declaring nothing is no deprecation
        model = as_model(Plain())
    assert model.capabilities == ModelCapabilities() and model.name == "plain"


def test_an_undeclared_model_is_asked_one_sample_per_call():
    inner = Plain()
    cert = Guard(inner, generator=None, t0_samples=3).check(Q).certificate
    assert cert.formed and max(r.samples for r in inner.requests) == 1


def test_old_capability_attributes_still_count_with_a_deprecation_warning():
    with pytest.warns(DeprecationWarning, match="capabilities"):
        model = as_model(Old())
    assert model.capabilities == ModelCapabilities(samples=True, cache_identity="plain@old")
    inner = model.model
    Guard(model, generator=None, t0_samples=3).check(Q)
    assert max(r.samples for r in inner.requests) == 3  # T0 in one request


def test_a_declared_model_is_used_as_it_is():
    model = ScriptedModel("train", probability=0.9, supports_samples=False)
    assert as_model(model) is model
    assert model.capabilities == ModelCapabilities(samples=False, probabilities=True)


@pytest.mark.parametrize("wrap", [lambda m: FaultyModel(m, rate=0.0), lambda m: JitteryModel(m, high=0.0)])
def test_wrappers_forward_the_wrapped_models_capabilities(wrap):
    inner = ScriptedModel("train", probability=0.9)
    assert wrap(inner).capabilities == inner.capabilities == ModelCapabilities(samples=True, probabilities=True)


def test_the_price_is_a_capability():
    priced = ModelCapabilities(price=lambda prompt, completion: (prompt + completion) / 1000)
    assert priced.cost(600, 400) == 1.0
    assert ModelCapabilities().cost(600, 400) is None
    assert ModelCapabilities(price=lambda p, c: 1 / 0).cost(1, 1) is None  # a broken price table: unpriced
