"""The embedded model as litellm's ``local`` provider: completions and streams generated on the model's own thread
under its lock (``response_format`` enforced by a llama.cpp grammar), litellm's error type, and the option scoring
``LiteLLMModel`` asks for with ``probabilities=True``."""

from __future__ import annotations

import asyncio
import contextvars
import functools
import json
import threading
from collections.abc import AsyncIterator, Callable, Generator, Iterator
from typing import Any, TypeVar

from warrantguard.guard.spi import ChatRequest, ChatResponse
from warrantguard.models._relay import relay, relay_async
from warrantguard.models.local._grammar import schema_gbnf, schema_of
from warrantguard.models.local._loading import (
    PROVIDER,
    LoadedModel,
    LocalModelError,
    import_llama,
    load_named,
)
from warrantguard.models.local._scores import chat_messages as _chat_messages
from warrantguard.models.local._scores import pair_probabilities, reset_model
from warrantguard.models.local._shapes import fill_response, stream_chunk

__all__ = ["DEFAULT_MAX_TOKENS", "option_probabilities", "probabilities_hook", "provider_handler", "register"]

DEFAULT_MAX_TOKENS = 512  # completion cap when the caller sets none (a tiny model rambles)

_SAMPLING = ("temperature", "top_p", "seed", "stop", "presence_penalty", "frequency_penalty")
_T = TypeVar("_T")
_REGISTER_LOCK = threading.Lock()


@functools.lru_cache(maxsize=64)
def _grammar_for(schema_json: str) -> Any:
    """A ``LlamaGrammar`` forcing output that matches a JSON schema (cached per schema)."""
    llama_cpp = import_llama()
    schema = json.loads(schema_json)
    gbnf = llama_cpp.llama_grammar.JSON_GBNF
    try:
        gbnf = schema_gbnf(llama_cpp, schema) if schema else gbnf
        return llama_cpp.LlamaGrammar.from_string(gbnf, verbose=False)
    except Exception as exc:  # the converter raises bare Exceptions on unsupported schemas
        raise LocalModelError(
            f"the local model cannot be constrained to this JSON schema: {exc}", cause=exc
        ) from exc


def _sampling_kwargs(params: dict[str, Any]) -> dict[str, Any]:
    """``create_chat_completion`` arguments from litellm's ``optional_params``."""
    kwargs = {key: params[key] for key in _SAMPLING if params.get(key) is not None}
    limit = params.get("max_tokens") or params.get("max_completion_tokens")
    kwargs["max_tokens"] = limit or DEFAULT_MAX_TOKENS
    schema = schema_of(params.get("response_format"))
    if schema is not None:
        kwargs["grammar"] = _grammar_for(json.dumps(schema, sort_keys=True))
    return kwargs


def _generate(
    loaded: LoadedModel, messages: list[dict[str, str]], params: dict[str, Any]
) -> list[dict[str, Any]]:
    """Blocking: ``n`` chat completions (seed, seed+1, ...) under the model's lock."""
    kwargs = _sampling_kwargs(params)
    results = []
    with loaded.lock:
        for index in range(max(1, int(params.get("n") or 1))):
            if index and kwargs.get("seed") is not None:
                kwargs["seed"] += 1
            try:
                reset_model(loaded.llama)  # no KV-cache reuse: same request, same output
                results.append(loaded.llama.create_chat_completion(messages=messages, **kwargs))
            except (ValueError, RuntimeError) as exc:  # e.g. prompt longer than the context
                raise LocalModelError(
                    f"local model {loaded.path.name} failed: {exc}", cause=exc
                ) from exc
    return results


@functools.cache
def _litellm_error_class() -> type[LocalModelError]:
    """A :class:`LocalModelError` that litellm re-raises as is (it passes its own types through)."""
    from litellm.exceptions import OpenAIError

    class LocalProviderError(LocalModelError, OpenAIError):
        """:class:`LocalModelError` as raised through litellm."""

        def __init__(self, message: str, *, cause: BaseException | None = None) -> None:
            LocalModelError.__init__(self, message, cause=cause)
            self.args = (message,)
            self.message = message
            self.llm_provider = PROVIDER

    return LocalProviderError


def _for_litellm(exc: LocalModelError) -> LocalModelError:
    return _litellm_error_class()(str(exc), cause=exc.cause or exc)


def _complete_sync(call: dict[str, Any]) -> Any:
    """litellm's sync path: load (once) and generate in the calling thread."""
    try:
        loaded = load_named(call["model"])
        messages = _chat_messages(call["messages"])
        results = _generate(loaded, messages, dict(call.get("optional_params") or {}))
    except LocalModelError as exc:
        raise _for_litellm(exc) from exc
    return fill_response(call.get("model_response"), f"{PROVIDER}/{call['model']}", results)


async def _in_worker(loaded: LoadedModel, fn: Callable[[], _T]) -> _T:
    """Run ``fn`` on the model's own thread, keeping context vars; the loop never blocks.

    Not the default pool: queued calls must not hold the threads DNS lookups etc. need.
    """
    loop = asyncio.get_running_loop()
    context = contextvars.copy_context()
    return await loop.run_in_executor(loaded.executor, functools.partial(context.run, fn))


async def _complete_async(call: dict[str, Any]) -> Any:
    """litellm's async path: load and generate off the event loop."""
    try:
        loaded = await asyncio.to_thread(load_named, call["model"])
        messages = _chat_messages(call["messages"])
        params = dict(call.get("optional_params") or {})
        results = await _in_worker(loaded, functools.partial(_generate, loaded, messages, params))
    except LocalModelError as exc:
        raise _for_litellm(exc) from exc
    return fill_response(call.get("model_response"), f"{PROVIDER}/{call['model']}", results)


def _stream(loaded: LoadedModel, messages: list[dict[str, str]],
            params: dict[str, Any]) -> Generator[dict[str, Any], None, None]:
    """Blocking: one completion as streaming chunks, the model locked until it ends (or is closed)."""
    kwargs = _sampling_kwargs(params)
    finish, sent = "stop", 0
    with loaded.lock:
        try:
            reset_model(loaded.llama)
            for part in loaded.llama.create_chat_completion(messages=messages, stream=True, **kwargs):
                choice = part["choices"][0]
                finish = choice.get("finish_reason") or finish
                text = (choice.get("delta") or {}).get("content") or ""
                if text:
                    sent += 1  # llama.cpp streams one token per chunk
                    yield stream_chunk(text)
            total = int(loaded.llama.n_tokens)
        except (ValueError, RuntimeError) as exc:
            raise LocalModelError(f"local model {loaded.path.name} failed: {exc}", cause=exc) from exc
    # the context holds the prompt and every token fed back: all but a last one cut off by max_tokens
    prompt = max(total - sent + (finish == "length"), 0)
    usage = {"prompt_tokens": prompt, "completion_tokens": sent, "total_tokens": prompt + sent}
    yield stream_chunk("", finish, usage)


def _streamable(call: dict[str, Any]) -> dict[str, Any]:
    """``call``, checked before the stream starts (an error inside it reaches the caller wrapped)."""
    if int((call.get("optional_params") or {}).get("n") or 1) != 1:
        raise _for_litellm(LocalModelError("the local model streams one choice: n must be 1"))
    return call


def _stream_sync(call: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """litellm's sync streaming path: the model's thread produces, the caller reads."""
    try:
        loaded = load_named(call["model"])
        chunks = _stream(loaded, _chat_messages(call["messages"]), dict(call.get("optional_params") or {}))
        context = contextvars.copy_context()
        yield from relay(chunks, lambda fn: loaded.executor.submit(context.run, fn))
    except LocalModelError as exc:
        raise _for_litellm(exc) from exc


async def _stream_async(call: dict[str, Any]) -> AsyncIterator[dict[str, Any]]:
    """litellm's async streaming path: the model's thread produces, the event loop relays."""
    try:
        loaded = await asyncio.to_thread(load_named, call["model"])
        chunks = _stream(loaded, _chat_messages(call["messages"]), dict(call.get("optional_params") or {}))
        async for chunk in relay_async(chunks, functools.partial(_in_worker, loaded)):
            yield chunk
    except LocalModelError as exc:
        raise _for_litellm(exc) from exc


@functools.cache
def provider_handler() -> Any:
    """The process-wide ``litellm.CustomLLM`` instance serving the ``local`` provider."""
    from litellm.llms.custom_llm import CustomLLM

    class LocalLLM(CustomLLM):
        """litellm custom provider running GGUF models in-process with llama.cpp."""

        def completion(self, *args: Any, **kwargs: Any) -> Any:
            """Blocking chat completion (litellm's sync path)."""
            return _complete_sync(kwargs)

        async def acompletion(self, *args: Any, **kwargs: Any) -> Any:
            """Chat completion run off the event loop (litellm's async path)."""
            return await _complete_async(kwargs)

        def streaming(self, *args: Any, **kwargs: Any) -> Iterator[Any]:
            """Streamed chat completion, token by token (``stream=True``)."""
            return _stream_sync(_streamable(kwargs))

        def astreaming(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:  # type: ignore[override]
            """Streamed chat completion produced off the event loop (``acompletion(stream=True)``)."""
            return _stream_async(_streamable(kwargs))

    return LocalLLM()


def register() -> None:
    """Add the ``local`` provider to litellm; idempotent, and does not import llama.cpp."""
    import litellm

    with _REGISTER_LOCK:
        if not any(item.get("provider") == PROVIDER for item in litellm.custom_provider_map):
            handler = provider_handler()
            litellm.custom_provider_map.append({"provider": PROVIDER, "custom_handler": handler})
        setup = getattr(litellm.utils, "custom_llm_setup", None)
        if setup is not None:
            setup()  # adds the name to litellm.provider_list and its custom-provider list
        elif PROVIDER not in litellm.provider_list:
            litellm.provider_list.append(PROVIDER)


def option_probabilities(model: str, messages: list[Any], choices: tuple[str, str]) \
        -> tuple[tuple[float, float], int] | None:
    """Blocking: ``((p_first, p_second), prompt_tokens)`` for two options of ``local/...``, read
    where grammar-constrained greedy decoding parts them (no sampling: :mod:`._local_scores`),
    under the model's lock; ``None`` when this model cannot tell."""
    loaded = load_named(model.removeprefix(f"{PROVIDER}/"))
    with loaded.lock:
        try:
            return pair_probabilities(loaded.llama, _chat_messages(messages), choices)
        except (ValueError, RuntimeError) as exc:
            raise LocalModelError(f"local model {loaded.path.name} failed: {exc}", cause=exc) from exc


async def probabilities_hook(model: str, request: ChatRequest) -> ChatResponse | None:
    """``LiteLLMModel``'s answer to a ``probabilities=True`` request, scored on the model's thread."""
    if not request.choices:
        return None
    loaded = await asyncio.to_thread(load_named, model.removeprefix(f"{PROVIDER}/"))
    call = functools.partial(option_probabilities, model, list(request.messages), request.choices)
    scored = await _in_worker(loaded, call)
    return None if scored is None else ChatResponse(texts=[], prompt_tokens=scored[1], probabilities=scored[0])
