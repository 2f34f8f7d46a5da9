"""The local model keeps the chat template's head in its KV cache across scorings, without changing a number.

Every probe prompt starts with the same template head (SmolLM2's system prompt and the user
turn's opening: 24 of a probe's ~60 tokens). Scoring evaluates the head and the rest as two
batches, always the same two, so a head kept from an earlier scoring gives the same logits
bit for bit: a probability never depends on what the model did before.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from warrantguard.guard._prompts import answer_instruction
from warrantguard.models import local
from warrantguard.models.local import _provider
from warrantguard.models.local import _scores as _local_scores

pytestmark = pytest.mark.local_model

A = answer_instruction("Which is safer to travel by, motorcycle or train?", "motorcycle", "train")
B = answer_instruction("Which is better for children: milk or juice?", "milk", "juice")


@pytest.fixture(scope="module")
def loaded() -> Any:
    local.register()
    return local.load_model(local.bundled_model_path())


class EvalCounter:
    """Counts the tokens the model evaluates (wraps ``Llama.eval``)."""

    def __init__(self, llama: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.tokens = 0
        original = llama.eval

        def counting(tokens: Any) -> None:
            self.tokens += len(tokens)
            original(tokens)

        monkeypatch.setattr(llama, "eval", counting)


def score(loaded: Any, text: str, pair: tuple[str, str]) -> Any:
    with loaded.lock:
        return _local_scores.pair_probabilities(loaded.llama, [{"role": "user", "content": text}], pair)


def test_a_second_scoring_evaluates_only_what_follows_the_head(loaded: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    score(loaded, A, ("motorcycle", "train"))
    counter = EvalCounter(loaded.llama, monkeypatch)
    (_, prompt_tokens) = score(loaded, B, ("milk", "juice"))
    head = len(_local_scores.prompt_tokens(loaded.llama, [{"role": "user", "content": ""}]) or [])
    assert 0 < counter.tokens < prompt_tokens  # the head was not evaluated again
    assert head >= 10


def test_the_probabilities_do_not_depend_on_what_ran_before(loaded: Any) -> None:
    with loaded.lock:
        _local_scores.reset_model(loaded.llama)
    fresh = score(loaded, A, ("motorcycle", "train"))
    score(loaded, B, ("milk", "juice"))
    after_another = score(loaded, A, ("motorcycle", "train"))
    _provider._generate(loaded, [{"role": "user", "content": B}], {"max_tokens": 4, "temperature": 0.0})
    after_a_generation = score(loaded, A, ("motorcycle", "train"))
    assert fresh == after_another == after_a_generation  # exactly, not approximately
