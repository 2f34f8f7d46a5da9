"""Option probabilities of the embedded local model (log-likelihood scoring, no decoding)."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from warrantguard.adapters import _local_scores, local
from warrantguard.guard import ChatRequest, as_model
from warrantguard.guard._prompts import answer_instruction
from warrantguard.providers import LiteLLMModel

pytestmark = pytest.mark.local_model

MODEL = "local/smollm2"
QUESTIONS = [
    ("Which is safer to travel by, motorcycle or train?", "motorcycle", "train"),
    ("Which is better for children: milk or juice?", "milk", "juice"),
    ("Should I hire a contractor or a full-time employee for a short project?", "contractor", "full-time employee"),
    ("Which is cheaper in winter, heating with gas or electricity?", "gas", "electricity"),
    ("Is it better to rent or buy a home in a big city?", "rent", "buy"),
    ("Which is healthier for breakfast, oatmeal or donuts?", "oatmeal", "donuts"),
    ("Which pet is easier for a busy person, a cat or a dog?", "cat", "dog"),
    ("Which is faster for crossing a city at rush hour, a bicycle or a car?", "bicycle", "car"),
    ("Which language should a beginner learn first, Python or C++?", "Python", "C++"),
    ("Which is better for long-term savings, stocks or cash?", "stocks", "cash"),
    ("Which should I approve, vendor A or vendor B?", "vendor A", "vendor B"),
    ("Which is more reliable for backups, a cloud service or a USB stick?", "cloud service", "USB stick"),
    ("Which is safer for a toddler's room, a gas heater or an electric radiator?", "gas heater", "electric radiator"),
    ("Which is more eco-friendly, a car or a car-sharing plan?", "car", "car-sharing plan"),
    ("Which is better for a sore throat, hot tea or ice cream?", "hot tea", "ice cream"),
    ("Which is the better first aid for a burn, cold water or butter?", "cold water", "butter"),
    ("Which is better for studying, a quiet library or a noisy cafe?", "library", "cafe"),
    ("Which is more secure, a long passphrase or a short password?", "long passphrase", "short password"),
    ("Which fuel is cleaner, coal or natural gas?", "coal", "natural gas"),
    ("Which is better for a small team, Slack or email?", "Slack", "email"),
    ("Which is better exercise for bad knees, swimming or running?", "swimming", "running"),
    ("Which should a student choose for a laptop, a Chromebook or a MacBook?", "Chromebook", "MacBook"),
    ("Which is safer to eat, well-cooked chicken or raw chicken?", "well-cooked chicken", "raw chicken"),
    ("Which is better for a rainy trip, an umbrella or a raincoat?", "umbrella", "raincoat"),
    ("Which database suits a small web app better, SQLite or PostgreSQL?", "SQLite", "PostgreSQL"),
]
PROBES = [(q, pair) for q, a, b in QUESTIONS for pair in ((a, b), (b, a))]  # 50 probes, both orders


def _request(question: str, pair: tuple[str, str], probabilities: bool) -> ChatRequest:
    """The engine's temperature-0 answer request for one probe."""
    messages = ({"role": "user", "content": answer_instruction(question, *pair)},)
    return ChatRequest(messages=messages, temperature=0.0, choices=pair, purpose="answer", probabilities=probabilities)


@pytest.fixture(scope="module")
def model() -> LiteLLMModel:
    """The local model through the engine's litellm path, loaded once."""
    local.register()
    local.load_model(local.bundled_model_path())
    found = as_model(MODEL)
    assert isinstance(found, LiteLLMModel)
    return found


def test_capability_is_explicit() -> None:
    """``local/`` models score options (a registered scorer); unknown providers do not."""
    assert LiteLLMModel(MODEL).supports_probabilities is True
    assert LiteLLMModel("nonexistent-provider/some-model").supports_probabilities is False


async def test_probabilities_come_without_decoding(model: LiteLLMModel) -> None:
    """A probabilities request answers with two renormalised probabilities and no text."""
    response = await model.complete(_request(*PROBES[0], probabilities=True))
    assert response.texts == [] and response.completion_tokens == 0 and response.prompt_tokens > 0
    assert response.probabilities is not None
    assert all(0.0 <= p <= 1.0 for p in response.probabilities)
    assert abs(sum(response.probabilities) - 1.0) < 1e-9


async def test_without_probabilities_the_answer_is_decoded(model: LiteLLMModel) -> None:
    """The same request without ``probabilities`` is an ordinary grammar-constrained answer."""
    response = await model.complete(_request(*PROBES[0], probabilities=False))
    assert response.probabilities is None
    assert json.loads(response.texts[0])["answer"] in PROBES[0][1]


async def test_likelihood_agrees_with_the_greedy_grammar_answer(model: LiteLLMModel) -> None:
    """On most of 50 probes the more probable option is the temperature-0 constrained answer.

    Issue 15's goal is 95%; measured 86-90%: the misses are near-ties that greedy decoding decides
    on the first option token alone, after a prefix it tokenises its own way (``a n sw e r``) and
    with single-token numerics. The bound here (80%) guards against regressions only.
    """
    disagreements: list[Any] = []
    for question, pair in PROBES:
        scored = await model.complete(_request(question, pair, probabilities=True))
        answer = json.loads((await model.complete(_request(question, pair, probabilities=False))).texts[0])["answer"]
        assert scored.probabilities is not None
        likely = pair[0] if scored.probabilities[0] >= scored.probabilities[1] else pair[1]
        if likely != answer:
            disagreements.append((pair, answer, scored.probabilities))
    print("disagreements:", disagreements)
    assert len(disagreements) <= len(PROBES) // 5, disagreements


def test_options_sharing_their_first_tokens() -> None:
    """"car" vs "car-sharing plan": the shorter option is not favoured for being a prefix, and
    the order of the options only swaps the probabilities."""
    question = "Which is more eco-friendly, a car or a car-sharing plan?"
    llama = local.load_model(local.bundled_model_path()).llama
    first = _local_scores.reply_tokens(llama, "car")
    second = _local_scores.reply_tokens(llama, "car-sharing plan")
    assert first[:2] == second[:2]  # they share tokens before they part
    messages = [{"role": "user", "content": answer_instruction(question, "car-sharing plan", "car")}]
    scored = local.option_probabilities(MODEL, messages, ("car-sharing plan", "car"))
    swapped = local.option_probabilities(MODEL, messages, ("car", "car-sharing plan"))
    assert scored is not None and swapped is not None
    assert scored[0][0] > 0.5  # the model's greedy answer here is the longer option
    assert abs(scored[0][0] - swapped[0][1]) < 1e-9
