"""Option probabilities of the embedded local model, read where greedy decoding parts the options."""

from __future__ import annotations

import json
import math
import os
from collections.abc import Mapping
from typing import Any

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from warrantguard.guard import ChatRequest, as_model
from warrantguard.guard._prompts import answer_instruction
from warrantguard.models import LiteLLMModel, local
from warrantguard.models.local import _scores as _local_scores
from warrantguard.models.local._grammar import schema_gbnf

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


@pytest.mark.local_model
def test_capability_is_explicit() -> None:
    """``local/`` models score options (a registered scorer); unknown providers do not."""
    assert LiteLLMModel(MODEL).capabilities.probabilities is True
    assert LiteLLMModel("nonexistent-provider/some-model").capabilities.probabilities is False


@pytest.mark.local_model
async def test_probabilities_come_without_decoding(model: LiteLLMModel) -> None:
    """A probabilities request answers with two renormalised probabilities and no text."""
    response = await model.complete(_request(*PROBES[0], probabilities=True))
    assert response.texts == [] and response.completion_tokens == 0 and response.prompt_tokens > 0
    assert response.probabilities is not None
    assert all(0.0 <= p <= 1.0 for p in response.probabilities)
    assert abs(sum(response.probabilities) - 1.0) < 1e-9


@pytest.mark.local_model
async def test_without_probabilities_the_answer_is_decoded(model: LiteLLMModel) -> None:
    """The same request without ``probabilities`` is an ordinary grammar-constrained answer."""
    response = await model.complete(_request(*PROBES[0], probabilities=False))
    assert response.probabilities is None
    assert json.loads(response.texts[0])["answer"] in PROBES[0][1]


@pytest.mark.local_model
async def test_likelihood_agrees_with_the_greedy_grammar_answer(model: LiteLLMModel) -> None:
    """The more probable option is the temperature-0 constrained answer wherever the model is not
    torn: the probabilities are read where greedy decoding parts the options.

    16 of the 50 probes (the first eight questions, both orders) keep the suite short; issue 15's
    measure over all 50 is ``python bench/local_probabilities.py --probes 50`` (49/50, the miss the
    near-tie rent | buy at 0.44/0.56: greedy's single most probable token names one option while the
    other option's tokenisations together weigh more). A disagreement is allowed only at such a tie.
    """
    disagreements: list[Any] = []
    for question, pair in PROBES[:16]:
        scored = await model.complete(_request(question, pair, probabilities=True))
        answer = json.loads((await model.complete(_request(question, pair, probabilities=False))).texts[0])["answer"]
        assert scored.probabilities is not None
        likely = pair[0] if scored.probabilities[0] >= scored.probabilities[1] else pair[1]
        if likely != answer:
            disagreements.append((pair, answer, scored.probabilities))
    assert len(disagreements) <= 1, disagreements
    assert all(abs(p[0] - 0.5) < 0.1 for _, _, p in disagreements), f"not a near-tie: {disagreements}"


@pytest.mark.local_model
def test_options_sharing_their_first_tokens() -> None:
    """"car" vs "car-sharing plan": the shorter option is not favoured for being a prefix, and
    the order of the options only swaps the probabilities."""
    question = "Which is more eco-friendly, a car or a car-sharing plan?"
    first, second = _local_scores.reply_texts("car"), _local_scores.reply_texts("car-sharing plan")
    assert first is not None and second is not None
    assert second[0].startswith(first[0][:-2])  # they part only after "car" (before its closing "})
    messages = [{"role": "user", "content": answer_instruction(question, "car-sharing plan", "car")}]
    scored = local.option_probabilities(MODEL, messages, ("car-sharing plan", "car"))
    swapped = local.option_probabilities(MODEL, messages, ("car", "car-sharing plan"))
    assert scored is not None and swapped is not None
    assert scored[0][0] > 0.5  # the model's greedy answer here is the longer option
    assert abs(scored[0][0] - swapped[0][1]) < 1e-9


# The parting logic on a fake vocabulary with planted logits (no model).
PIECES = ["<eos>", "{", " ", ' "', '"', "answer", '"answer"', " :", ":", "rent", "re", "nt", "r", "buy", "bu", "b", "y",
          "car", "ca", "c", "-", "-sh", '"}', "}", "ab", "abc"]
VOCAB = _local_scores.Vocab.of([p.encode() for p in PIECES], [0])
PREFIX = '{ "answer" : "'


def _logits(planted: Mapping[str, float]) -> list[float]:
    """Next-token logits: the planted pieces (the first id of each), every other token far below."""
    out = [-30.0] * len(PIECES)
    for piece, logit in planted.items():
        out[PIECES.index(piece)] = logit
    return out


def _walk(steps: Mapping[str, Mapping[str, float]], replies: tuple[Any, Any]) -> tuple[Any, list[str]]:
    """``greedy_parting`` on the fake model whose logits after each reply prefix are ``steps[prefix]``."""
    taken: list[str] = []

    def advance(token: int) -> list[float]:
        taken.append(PIECES[token])
        return _logits(steps["".join(taken)])

    return _local_scores.greedy_parting(VOCAB, replies, _logits(steps[""]), advance, 64), taken


def _greedy_prefix(**parting: float) -> dict[str, dict[str, float]]:
    """A fake model that writes ``{ "answer" : "`` in its own tokens (``{``, `` "``, ``answer``, ``"``,
    `` :``, `` "``), beating the other tokenisations the grammar allows, then ``parting``."""
    return {"": {"{": 5.0}, "{": {' "': 4.0, " ": 3.0, '"answer"': 1.0}, '{ "': {"answer": 3.0},
            '{ "answer': {'"': 3.0}, '{ "answer"': {" :": 2.0, ":": 1.9},
            '{ "answer" :': {' "': 2.0, " ": 1.0}, PREFIX: parting}


def _share(first: tuple[float, ...], second: tuple[float, ...]) -> tuple[float, float]:
    """The two options' renormalised masses from the logits of the tokens continuing each."""
    total = sum(map(math.exp, first)), sum(map(math.exp, second))
    return total[0] / sum(total), total[1] / sum(total)


def test_parting_follows_greedy_and_weighs_every_tokenisation() -> None:
    """Greedy's own prefix is replayed token by token; at the parting token the mass of every
    token continuing each option counts ("re" for "rent", "bu" and "b" for "buy")."""
    replies = (_local_scores.reply_texts("rent"), _local_scores.reply_texts("buy"))
    probabilities, taken = _walk(_greedy_prefix(rent=1.0, re=0.6, buy=0.9, bu=-0.5, b=-2.0, r=-1.0), replies)
    assert taken == ["{", ' "', "answer", '"', " :", ' "']
    expected = _share((1.0, 0.6, -1.0), (0.9, -0.5, -2.0))
    assert probabilities is not None and all(abs(p - e) < 1e-12 for p, e in zip(probabilities, expected, strict=True))


def test_the_first_parting_token_decides_a_near_tie() -> None:
    """A near tie ("rent" 1.0 against "buy" 0.95) is decided where greedy decides it, on the
    first parting token, whatever would follow: nothing after it is evaluated."""
    replies = (_local_scores.reply_texts("rent"), _local_scores.reply_texts("buy"))
    probabilities, taken = _walk(_greedy_prefix(rent=1.0, buy=0.95), replies)
    assert probabilities is not None and probabilities[0] > probabilities[1]
    assert "".join(taken) == PREFIX  # no forward pass beyond the parting point


def test_options_part_after_their_shared_tokens() -> None:
    """"car" vs "car-sharing plan": the shared "car" is taken, and the parting weighs the
    closing quote of the one against the hyphen of the other."""
    replies = (_local_scores.reply_texts("car"), _local_scores.reply_texts("car-sharing plan"))
    steps = {**_greedy_prefix(car=2.0, ca=1.0, c=0.5), PREFIX + "car": {'"}': 1.0, '"': 0.5, "-": 1.5, "-sh": 0.2}}
    probabilities, taken = _walk(steps, replies)
    assert taken[-1] == "car"
    expected = _share((1.0, 0.5), (1.5, 0.2))
    assert probabilities is not None and all(abs(p - e) < 1e-12 for p, e in zip(probabilities, expected, strict=True))


def test_a_complete_reply_parts_on_the_end_of_generation() -> None:
    """A reply that is a prefix of the other is weighed by its end-of-generation token."""
    probabilities, taken = _walk({"": {"ab": 3.0, "abc": 1.0}, "ab": {"<eos>": 0.0, "c": 1.0}}, ((b"ab",), (b"abc",)))
    assert taken == ["ab"]
    assert probabilities is not None and abs(probabilities[1] - 1 / (1 + math.exp(-1.0))) < 1e-12


def test_replies_as_the_grammar_writes_them() -> None:
    """Every reply the answer grammar allows, the option as is (not JSON-escaped); options the
    grammar cannot spell are not scored."""
    replies = _local_scores.reply_texts("café")
    assert replies is not None and len(replies) == 16 and len(set(replies)) == 16
    assert '{ "answer" : "café"}'.encode() in replies and '{"answer":"café"} '.encode() in replies
    assert _local_scores.reply_texts('say "hi"') is None


def test_the_reply_parts_match_llama_cpps_answer_grammar() -> None:
    """:data:`REPLY_PARTS` is the grammar llama-cpp builds for the engine's answer schema."""
    llama_cpp = pytest.importorskip("llama_cpp")
    schema = {"type": "object", "properties": {"answer": {"type": "string", "enum": ["a", "b"]}},
              "required": ["answer"]}
    rules = set(schema_gbnf(llama_cpp, schema).splitlines())
    assert {'root ::= "{" space answer-kv "}" space', 'answer-kv ::= "\\"answer\\"" space ":" space answer',
            'space ::= " "?'} <= rules
