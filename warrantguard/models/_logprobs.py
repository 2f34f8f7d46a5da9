"""The two options' probabilities from OpenAI-format ``logprobs`` (OpenAI, Azure, vLLM, ...).

A provider that returns token log-probabilities with ``top_logprobs`` alternatives
tells, at the first token where the two options' texts part, how likely each option
was as the reply: walk the generated tokens while the reply so far fits both options
(leading white space, quotes and emphasis allowed, case ignored); at the first token
that fits only one, sum the probabilities of the alternatives there that continue
option 1 and those that continue option 2, and renormalise (alternatives there that
fit both, such as an opening quote, or neither, such as "I", are left out). Options
sharing their first tokens ("New York" / "New Jersey") part later, and the reading is
valid only because the shared prefix was generated (it is conditional on that prefix).
Anything else reads ``None`` (the engine
then samples): no logprobs, a reply that is not exactly one option, alternatives that
do not include both options, or a reply that ends before the options part.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

from warrantguard.guard.spi import ChatRequest, parse_option

__all__ = ["MAX_TOKENS", "TOP_LOGPROBS", "detect_support", "has_logprobs", "option_probabilities",
           "request_params"]

TOP_LOGPROBS = 20  # the most OpenAI (and vLLM's default max_logprobs) allow
MAX_TOKENS = 64  # enough to reach the parting token and to keep the reply text usable
_MAX_POSITIONS = 256  # token positions read from one reply
_MAX_ALTERNATIVES = 64  # alternatives read at one position
_WRAPPERS = "\"'“”‘’`*_ \t\r\n"  # what may surround an option (as in guard._answers)
_TAIL = _WRAPPERS + "."
# end-of-turn tokens some OpenAI-compatible servers list among the alternatives
_END_TOKENS = frozenset({"<|im_end|>", "<|eot_id|>", "<|endoftext|>", "</s>", "<|end|>", "<end_of_turn>",
                         "<|end_of_text|>", "<|return|>"})

Token = tuple[str, float, list[tuple[str, float]]]  # text, logprob, alternatives (text, logprob)


def detect_support(litellm: Any, model: str, params: Mapping[str, Any]) -> bool:
    """True when litellm says ``model``'s provider takes ``logprobs`` and ``top_logprobs``.

    ``local/`` models are not litellm providers (their probabilities come from elsewhere),
    and a string ``mock_response`` never carries logprobs; unknown providers are ``False``.
    """
    if model.startswith("local/") or isinstance(params.get("mock_response"), str):
        return False
    provider = params.get("custom_llm_provider")
    try:
        supported = litellm.get_supported_openai_params(
            model=model, custom_llm_provider=provider if isinstance(provider, str) else None) or []
    except Exception:
        return False
    return "logprobs" in supported and "top_logprobs" in supported


def request_params(request: ChatRequest) -> dict[str, Any]:
    """The extra ``acompletion`` arguments of a probabilities request."""
    limit = min(request.max_tokens or MAX_TOKENS, MAX_TOKENS)
    return {"logprobs": True, "top_logprobs": TOP_LOGPROBS, "max_tokens": limit}


def has_logprobs(response: Any) -> bool:
    """True when the first choice of ``response`` carries any token logprobs."""
    return bool(_tokens(response))


def option_probabilities(response: Any, choices: tuple[str, str]) -> tuple[float, float] | None:
    """``(p_first, p_second)`` read from the first choice's logprobs, or ``None`` (see the module)."""
    first, second = choices
    a, b = _option_key(first), _option_key(second)
    tokens = _tokens(response)
    if not tokens or not a or not b or a == b:
        return None
    text = "".join(t for t, _, _ in tokens)
    reading = _read(tokens, a, b)
    if reading is None:
        return None
    named, pa, pb = reading
    if parse_option(_content(response), first, second) != (first, second)[named] or parse_option(
            text, first, second) != (first, second)[named]:
        return None  # the reply as a whole is not (only) the option its parting token began
    return pa / (pa + pb), pb / (pa + pb)


def _read(tokens: list[Token], a: str, b: str) -> tuple[int, float, float] | None:
    """(which option the reply took, mass of option 1, mass of option 2) at the parting token."""
    prefix = ""
    for text, logprob, alternatives in tokens:
        fits = _fits(prefix, text, a, b)
        if fits == (True, True):
            prefix += text
            continue
        if fits == (False, False):
            return None  # the reply left both options
        if not any(t == text for t, _ in alternatives):
            alternatives = [*alternatives, (text, logprob)]
        pa, pb = _masses(prefix, alternatives, a, b)
        if pa <= 0 or pb <= 0:
            return None  # the alternatives here do not cover both options: no reading
        return (0 if fits[0] else 1), pa, pb
    return None  # the reply ended before the options parted


def _masses(prefix: str, alternatives: Iterable[tuple[str, float]], a: str, b: str) -> tuple[float, float]:
    pa = pb = 0.0
    for text, logprob in alternatives:
        fa, fb = _fits(prefix, text, a, b)
        if fa != fb:
            p = math.exp(min(logprob, 0.0))
            pa, pb = (pa + p, pb) if fa else (pa, pb + p)
    return pa, pb


def _fits(prefix: str, token: str, a: str, b: str) -> tuple[bool, bool]:
    """Whether the reply ``prefix + token`` can still be (or already is) option ``a`` / ``b``."""
    if token in _END_TOKENS:
        reply = _norm(prefix)
        return _complete(reply, a), _complete(reply, b)
    reply = _norm(prefix + token)
    return a.startswith(reply) or _complete(reply, a), b.startswith(reply) or _complete(reply, b)


def _complete(reply: str, option: str) -> bool:
    """``reply`` is ``option`` followed by nothing but closing quotes, emphasis, a full stop or space."""
    return reply.startswith(option) and not reply[len(option):].strip(_TAIL)


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.lstrip(_WRAPPERS)).casefold()


def _option_key(option: str) -> str:
    out = option.strip(_WRAPPERS)
    if out.endswith(".") and not out.endswith(".."):
        out = out[:-1].strip(_WRAPPERS)
    return re.sub(r"\s+", " ", out).casefold()


def _content(response: Any) -> str:
    choices = _get(response, "choices") or []
    message = _get(choices[0], "message") if choices else None
    content = _get(message, "content")
    return content if isinstance(content, str) else ""


def _tokens(response: Any) -> list[Token]:
    """The first choice's generated tokens with their alternatives (``[]`` when absent or malformed)."""
    choices = _get(response, "choices") or []
    content = _get(_get(choices[0], "logprobs"), "content") if choices else None
    if not isinstance(content, list):
        return []
    out: list[Token] = []
    for entry in content[:_MAX_POSITIONS]:
        token = _pair(entry)
        if token is None:
            return []
        alternatives = [p for p in map(_pair, (_get(entry, "top_logprobs") or [])[:_MAX_ALTERNATIVES]) if p]
        out.append((token[0], token[1], alternatives))
    return out


def _pair(entry: Any) -> tuple[str, float] | None:
    """(token text, logprob) of one entry, ``None`` unless the text is a string and the logprob a finite number ≤ 0."""
    text, logprob = _get(entry, "token"), _get(entry, "logprob")
    if not isinstance(text, str) or isinstance(logprob, bool) or not isinstance(logprob, int | float):
        return None
    if not math.isfinite(logprob) or logprob > 1e-6:
        return None
    return text, float(logprob)


def _get(obj: Any, name: str) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(name)
    return getattr(obj, name, None)
