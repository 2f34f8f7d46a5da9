"""Option probabilities for the embedded local model, read where greedy decoding parts them.

The temperature-0 answer is decoded under a grammar that lets the reply be one of the
:func:`reply_texts` of either option; greedy decoding then takes, token by token, the most
probable token the grammar allows. :func:`greedy_parting` replays exactly that without
sampling anything: the chat-templated prompt is evaluated once (in batches, as decoding
does), then one token at a time the most probable allowed token, while it fits both options.
At the first position where it fits only one, the probability mass of every token that
continues option 1's reply (any tokenisation of it, not only the canonical one) is set
against the mass of those continuing option 2's, renormalised over the pair — the reading
the hosted-model logprobs path makes (:mod:`warrantguard.models._logprobs`). One forward
pass per reply token before the parting point and none after it. llama.cpp's bindings come
from :mod:`warrantguard.extras.llama_cpp` on first use, never at import; the caller passes the loaded
``Llama`` in. The logits are read in place through ctypes (no numpy).
"""

from __future__ import annotations

import ctypes
import itertools
import math
import threading
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "REPLY_PARTS",
    "Vocab",
    "chat_messages",
    "greedy_parting",
    "pair_probabilities",
    "prompt_tokens",
    "reply_texts",
    "reset_model",
    "vocab_of",
]

_SPACE = ("", " ")  # llama-cpp's json_schema_to_gbnf: ``space ::= " "?``
_OPTION = None  # where the option's string literal goes
# The replies the answer grammar allows (``root ::= "{" space answer-kv "}" space`` with
# ``answer-kv ::= "\"answer\"" space ":" space answer``): one choice per part, in order.
REPLY_PARTS: tuple[tuple[str | None, ...], ...] = (
    ("{",), _SPACE, ('"answer"',), _SPACE, (":",), _SPACE, (_OPTION,), ("}",), _SPACE,
)
_TEMPLATE_FORMAT = "chat_template.default"  # the only chat format whose prompt is rebuilt here
_UNWRITABLE = ('"', "\b", "\f")  # what the grammar's enum literal cannot spell (llama-cpp escaping)
_PIECE_BUFFER = 256  # bytes: longer than any token's text


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


def reply_texts(option: str) -> tuple[bytes, ...] | None:
    """Every reply naming ``option`` the answer grammar allows, as UTF-8 (``None``: none).

    llama-cpp writes the enum literal as ``json.dumps(option)`` read back through GBNF's own
    escapes, which is the option itself between quotes (``café`` stays ``café``); an option with
    a double quote, backspace or form feed is not written faithfully, so it is not scored.
    """
    if any(char in option for char in _UNWRITABLE):
        return None
    literal = f'"{option}"'
    choices = [parts if parts != (_OPTION,) else (literal,) for parts in REPLY_PARTS]
    return tuple("".join(str(p) for p in combo).encode("utf-8") for combo in itertools.product(*choices))


def prompt_tokens(llama: Any, messages: list[dict[str, str]]) -> list[int] | None:
    """The prompt tokens ``create_chat_completion`` would evaluate for ``messages``.

    ``None`` when the model has no GGUF chat template in use (a custom handler or a
    built-in format): then the prompt is not rebuilt and the caller reports "unknown".
    """
    formatter = _formatter(llama)
    if formatter is None:
        return None
    result = formatter(messages=messages)
    return list(llama.tokenize(result.prompt.encode("utf-8"), add_bos=not result.added_special, special=True))


_FORMATTERS: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def _formatter(llama: Any) -> Any:
    """The model's chat-template formatter (compiled once per model), ``None`` without a GGUF template."""
    template = (getattr(llama, "metadata", None) or {}).get("tokenizer.chat_template")
    if getattr(llama, "chat_handler", None) is not None or getattr(llama, "chat_format", None) \
            != _TEMPLATE_FORMAT or not template:
        return None
    found = _FORMATTERS.get(llama)
    if found is None:
        from warrantguard.extras.llama_cpp import Jinja2ChatFormatter

        found = _FORMATTERS[llama] = Jinja2ChatFormatter(
            template=template, eos_token=_token_text(llama, llama.token_eos()),
            bos_token=_token_text(llama, llama.token_bos()),
        )
    return found


_HEADS: weakref.WeakKeyDictionary[Any, tuple[int, ...]] = weakref.WeakKeyDictionary()


def reset_model(llama: Any) -> None:
    """``llama.reset()``, forgetting the head kept for scoring (call it before any other evaluation)."""
    _HEADS.pop(llama, None)
    llama.reset()


def _evaluate(llama: Any, messages: list[dict[str, str]], prompt: list[int]) -> None:
    """Evaluate ``prompt`` as two batches, the template's head then the rest, keeping the head.

    The head is what the prompt shares with the same conversation whose last message is empty
    (the system prompt and the turn's opening). It stays in the KV cache for the next scoring;
    being always evaluated alone, a kept head holds the values a fresh one would, so the logits
    never depend on what the model evaluated before.
    """
    empty = prompt_tokens(llama, [*messages[:-1], {**messages[-1], "content": ""}]) or []
    shared = next((i for i, (a, b) in enumerate(zip(prompt, empty, strict=False)) if a != b),
                  min(len(prompt), len(empty)))
    head = tuple(prompt[: min(shared, len(prompt) - 1)])
    kept = _HEADS.get(llama) == head and llama.n_tokens >= len(head) \
        and tuple(int(t) for t in llama.input_ids[: len(head)]) == head
    if kept:
        llama.n_tokens = len(head)
    else:
        reset_model(llama)
        llama.eval(list(head))
        _HEADS[llama] = head
    llama.eval(list(prompt[len(head):]))


def _token_text(llama: Any, token: int) -> str:
    """A special token's text, as ``Llama`` passes it to the chat template (``""`` for none)."""
    return "" if token == -1 else bytes(llama.detokenize([token], special=True)).decode("utf-8", "replace")


@dataclass(frozen=True)
class Vocab:
    """Each token's text as the grammar matches it, indexed by text, and the end-of-generation
    tokens (allowed by the grammar only once a reply is complete)."""

    pieces: tuple[bytes, ...]
    by_piece: dict[bytes, tuple[int, ...]]
    eog: frozenset[int]
    longest: int

    @classmethod
    def of(cls, pieces: Sequence[bytes], eog: Iterable[int]) -> Vocab:
        """The vocabulary from token texts (by id) and the end-of-generation token ids."""
        ends, index = frozenset(eog), dict[bytes, list[int]]()
        for token, piece in enumerate(pieces):
            if piece and token not in ends:  # the grammar never allows an empty piece
                index.setdefault(piece, []).append(token)
        by_piece = {piece: tuple(ids) for piece, ids in index.items()}
        return cls(tuple(pieces), by_piece, ends, max(map(len, by_piece), default=0))


_VOCABS: weakref.WeakKeyDictionary[Any, Vocab] = weakref.WeakKeyDictionary()
_VOCABS_LOCK = threading.Lock()


def vocab_of(llama: Any) -> Vocab:
    """The :class:`Vocab` of a loaded ``Llama`` (read once per model, ~0.2 s)."""
    with _VOCABS_LOCK:
        found = _VOCABS.get(llama)
        if found is None:
            found = _VOCABS[llama] = _read_vocab(llama)
        return found


def _read_vocab(llama: Any) -> Vocab:
    from warrantguard.extras.llama_cpp import llama_cpp

    vocab = llama_cpp.llama_model_get_vocab(llama.model)
    buffer = ctypes.create_string_buffer(_PIECE_BUFFER)
    pieces = []
    for token in range(int(llama.n_vocab())):  # special=True: the grammar's token_to_piece cache
        size = llama_cpp.llama_token_to_piece(vocab, token, buffer, _PIECE_BUFFER, 0, True)
        pieces.append(buffer.raw[:size] if 0 <= size <= _PIECE_BUFFER else b"")
    eog = [token for token in range(len(pieces)) if llama_cpp.llama_vocab_is_eog(vocab, token)]
    return Vocab.of(pieces, eog)


def _fitting(vocab: Vocab, text: bytes, replies: Sequence[bytes]) -> set[int]:
    """The tokens that, after ``text``, keep to one of ``replies`` (end of generation: once one is complete)."""
    out: set[int] = set()
    for reply in replies:
        if not reply.startswith(text):
            continue
        rest = reply[len(text):]
        if not rest:
            out |= vocab.eog
        for size in range(1, min(len(rest), vocab.longest) + 1):
            out.update(vocab.by_piece.get(rest[:size], ()))
    return out


def greedy_parting(vocab: Vocab, replies: tuple[Sequence[bytes], Sequence[bytes]], logits: Any,
                   advance: Callable[[int], Any], limit: int) -> tuple[float, float] | None:
    """Two-option probabilities where grammar-constrained greedy decoding parts the options.

    ``logits`` are the next-token logits after the prompt; ``advance(token)`` evaluates one more
    token and returns the next logits. While the most probable token the grammar allows (the
    lowest id on a tie, as llama.cpp's greedy sampler) fits both options' ``replies`` it is taken;
    at the first that fits only one, the masses of the tokens fitting only option 1 and only
    option 2 there are renormalised. ``None`` if the replies never part within ``limit`` tokens.
    """
    text = b""
    for _ in range(limit):
        first, second = _fitting(vocab, text, replies[0]), _fitting(vocab, text, replies[1])
        allowed = sorted(first | second)
        if not allowed:
            return None
        best = max(allowed, key=lambda token: float(logits[token]))
        if best not in first or best not in second:
            return _masses(logits, first - second, second - first)
        if best in vocab.eog:
            return None  # both replies complete: the options read alike
        text += vocab.pieces[best]
        logits = advance(best)
    return None


def _masses(logits: Any, first: set[int], second: set[int]) -> tuple[float, float] | None:
    """The renormalised probability masses of two sets of tokens under ``logits``."""
    return _renormalise(_logsumexp([float(logits[t]) for t in first]), _logsumexp([float(logits[t]) for t in second]))


def _logsumexp(values: Sequence[float]) -> float:
    if not values:
        return -math.inf
    top = max(values)
    if not math.isfinite(top):
        return top
    return top + math.log(sum(math.exp(v - top) for v in values))


def _last_logits(llama: Any) -> Any:
    """The logits of the next token after the last evaluated one (a ctypes view of llama.cpp's
    buffer, indexed by token, valid until the next eval)."""
    from warrantguard.extras.llama_cpp import llama_cpp

    pointer = llama_cpp.llama_get_logits_ith(llama.ctx, -1)
    return ctypes.cast(pointer, ctypes.POINTER(ctypes.c_float * int(llama.n_vocab()))).contents


def pair_probabilities(llama: Any, messages: list[dict[str, str]], choices: tuple[str, str]) \
        -> tuple[tuple[float, float], int] | None:
    """``((p_first, p_second), prompt_tokens)`` for two options where greedy decoding parts them,
    or ``None`` when they cannot be scored (no chat template, options the grammar cannot
    write or that read alike, a prompt that leaves no room in the context).

    The caller holds the model lock; llama.cpp errors propagate (``ValueError``/``RuntimeError``).
    """
    prompt = prompt_tokens(llama, messages)
    replies = reply_texts(choices[0]), reply_texts(choices[1])
    if prompt is None or replies[0] is None or replies[1] is None or replies[0] == replies[1] \
            or len(prompt) >= int(llama.n_ctx()):
        return None
    vocab = vocab_of(llama)
    _evaluate(llama, messages, prompt)  # then one token at a time, as decoding does

    def advance(token: int) -> Any:
        llama.eval([token])
        return _last_logits(llama)

    probabilities = greedy_parting(vocab, (replies[0], replies[1]), _last_logits(llama), advance,
                                   int(llama.n_ctx()) - len(prompt))
    return None if probabilities is None else (probabilities, len(prompt))


def _renormalise(first: float, second: float) -> tuple[float, float] | None:
    """``(e^a, e^b) / (e^a + e^b)``, computed stably; ``None`` unless both are finite."""
    if not (math.isfinite(first) and math.isfinite(second)):
        return None
    small = math.exp(-abs(first - second))  # never overflows
    high, low = 1.0 / (1.0 + small), small / (1.0 + small)
    return (high, low) if first >= second else (low, high)
