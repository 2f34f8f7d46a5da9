"""Option probabilities for the embedded local model by log-likelihood (no decoding).

Each option is scored as the whole assistant reply the grammar-constrained answer would
produce (:data:`REPLY_FORMAT`, ending in the end-of-turn token): the chat-templated prompt
and the tokens both replies share are evaluated once, then each reply's remaining tokens
from that point (the KV cache is cut back to the shared prefix between the two). The two
log-likelihoods are renormalised over the pair. No llama.cpp import here: the caller passes
the loaded ``Llama`` in.
"""

from __future__ import annotations

import ctypes
import json
import math
from collections.abc import Sequence
from typing import Any

__all__ = [
    "REPLY_FORMAT",
    "chat_messages",
    "option_logprobs",
    "pair_probabilities",
    "prompt_tokens",
    "reply_text",
    "reply_tokens",
]

# The reply scored for an option (its JSON string literal substituted for ``{}``), as the
# json_schema grammar path writes it; chosen by measured agreement (bench/local_probabilities.py).
REPLY_FORMAT = '{{ "answer" : {}}}'
_TEMPLATE_FORMAT = "chat_template.default"  # the only chat format whose prompt is rebuilt here
_MAX_REPLY_TOKENS = 256  # an option longer than this is not scored (the engine samples instead)


def _text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, list):  # OpenAI content parts: keep the text ones
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return str(content)


def chat_messages(messages: list[Any]) -> list[dict[str, str]]:
    """OpenAI-style messages as the plain role/content dicts llama-cpp's chat template takes."""
    roles = {"developer": "system"}
    return [
        {"role": roles.get(m.get("role"), m.get("role") or "user"), "content": _text(m.get("content"))}
        for m in messages
    ]


def reply_text(option: str, reply_format: str = REPLY_FORMAT) -> str:
    """The assistant reply naming ``option`` (JSON-escaped like the grammar's enum literal)."""
    return reply_format.format(json.dumps(option))


def prompt_tokens(llama: Any, messages: list[dict[str, str]]) -> list[int] | None:
    """The prompt tokens ``create_chat_completion`` would evaluate for ``messages``.

    ``None`` when the model has no GGUF chat template in use (a custom handler or a
    built-in format): then the prompt is not rebuilt and the caller reports "unknown".
    """
    template = (getattr(llama, "metadata", None) or {}).get("tokenizer.chat_template")
    if getattr(llama, "chat_handler", None) is not None or getattr(llama, "chat_format", None) \
            != _TEMPLATE_FORMAT or not template:
        return None
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    formatter = Jinja2ChatFormatter(
        template=template, eos_token=_token_text(llama, llama.token_eos()),
        bos_token=_token_text(llama, llama.token_bos()),
    )
    result = formatter(messages=messages)  # type: ignore[arg-type]  # role/content dicts
    return list(llama.tokenize(result.prompt.encode("utf-8"), add_bos=not result.added_special, special=True))


def _token_text(llama: Any, token: int) -> str:
    """A special token's text, as ``Llama`` passes it to the chat template (``""`` for none)."""
    return "" if token == -1 else bytes(llama.detokenize([token], special=True)).decode("utf-8", "replace")


def reply_tokens(llama: Any, option: str, reply_format: str = REPLY_FORMAT) -> list[int]:
    """The tokens of the reply naming ``option``, followed by the end-of-turn token."""
    tokens = list(llama.tokenize(reply_text(option, reply_format).encode("utf-8"), add_bos=False, special=False))
    return [*tokens, int(llama.token_eos())]


def _log_softmax_last(llama: Any) -> Any:
    """Log-probabilities of the next token after the last evaluated one."""
    import llama_cpp
    import numpy as np

    pointer = llama_cpp.llama_get_logits_ith(llama.ctx, -1)
    logits = np.ctypeslib.as_array(ctypes.cast(pointer, ctypes.POINTER(ctypes.c_float)),
                                   shape=(llama.n_vocab(),)).astype(np.float64)
    top = float(logits.max())
    return logits - (top + math.log(float(np.exp(logits - top).sum())))


def _shared(first: Sequence[int], second: Sequence[int]) -> int:
    """The length of the common prefix of two token lists."""
    n = 0
    for a, b in zip(first, second, strict=False):
        if a != b:
            break
        n += 1
    return n


def _continue(llama: Any, start: int, base: Any, rest: Sequence[int]) -> float:
    """Sum of log p(token) over ``rest`` after the first ``start`` evaluated tokens."""
    llama.n_tokens = start  # eval() drops the KV cache beyond n_tokens
    logprobs, total = base, 0.0
    for index, token in enumerate(rest):
        total += float(logprobs[token])
        if index + 1 < len(rest):
            llama.eval([token])
            logprobs = _log_softmax_last(llama)
    return total


def option_logprobs(llama: Any, prompt: Sequence[int], replies: tuple[Sequence[int], Sequence[int]]) \
        -> tuple[float, float]:
    """Log-likelihoods of the two replies after ``prompt``, each summed over the tokens after
    the part they share (the shared tokens add the same to both). Caller holds the model lock."""
    shared = _shared(*replies)
    if shared >= min(len(replies[0]), len(replies[1])):  # one reply is a prefix of the other
        shared = min(len(replies[0]), len(replies[1])) - 1
    llama.reset()
    llama.eval(list(prompt))
    for token in replies[0][:shared]:  # one at a time, as decoding does: batched logits differ slightly
        llama.eval([token])
    start, base = int(llama.n_tokens), _log_softmax_last(llama)
    return (_continue(llama, start, base, replies[0][shared:]), _continue(llama, start, base, replies[1][shared:]))


def pair_probabilities(llama: Any, messages: list[dict[str, str]], choices: tuple[str, str],
                       reply_format: str = REPLY_FORMAT) -> tuple[tuple[float, float], int] | None:
    """``((p_first, p_second), prompt_tokens)`` for two options as the whole reply, or ``None``
    when they cannot be scored (no chat template, the options tokenise alike, too long).

    The caller holds the model lock; llama.cpp errors propagate (``ValueError``/``RuntimeError``).
    """
    prompt = prompt_tokens(llama, messages)
    if prompt is None:
        return None
    replies = (reply_tokens(llama, choices[0], reply_format), reply_tokens(llama, choices[1], reply_format))
    if replies[0] == replies[1] or max(map(len, replies)) > _MAX_REPLY_TOKENS \
            or len(prompt) + max(map(len, replies)) > int(llama.n_ctx()):
        return None
    probabilities = _renormalise(*option_logprobs(llama, prompt, replies))
    return None if probabilities is None else (probabilities, len(prompt))


def _renormalise(first: float, second: float) -> tuple[float, float] | None:
    """``(e^a, e^b) / (e^a + e^b)``, computed stably; ``None`` unless both are finite."""
    if not (math.isfinite(first) and math.isfinite(second)):
        return None
    small = math.exp(-abs(first - second))  # never overflows
    high, low = 1.0 / (1.0 + small), small / (1.0 + small)
    return (high, low) if first >= second else (low, high)
