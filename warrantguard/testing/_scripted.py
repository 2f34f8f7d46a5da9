"""Scripted models for tests: planted preferences per prompt, no network.

``ScriptedModel`` understands the engine's own prompts (answer instruction,
confidence follow-up, belief query, generator requests) and answers them from the
preferences you plant; ``CoinFlipModel`` answers at random (seeded).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import threading
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from warrantguard.guard.spi import (
    ANSWER_MARKER,
    BELIEF_MARKER,
    CONFIDENCE_QUESTION,
    GENERATOR_MARKER,
    MAPPING_MARKER,
    NEGATIVE_WORDS,
    ChatRequest,
    ChatResponse,
    Message,
    ModelCapabilities,
)

if TYPE_CHECKING:
    from warrantguard.guard import Clock

__all__ = ["CoinFlipModel", "ScriptedModel", "split_answer_request"]

_OPTIONS = re.compile(re.escape(ANSWER_MARKER) + r': "(.+)" or "(.+)"\. Respond', re.S)


def split_answer_request(content: str) -> tuple[str, str, str] | None:
    """``(probe_prompt, first_listed, second_listed)`` of an answer request, else ``None``."""
    if ANSWER_MARKER not in content:
        return None
    m = _OPTIONS.search(content)
    if not m:
        return None
    return content.split("\n\n" + ANSWER_MARKER)[0], m.group(1), m.group(2)


class _Base:
    """Shared protocol plumbing: ``complete`` for the engine, ``__call__`` as a plain function."""

    name = "scripted"
    capabilities = ModelCapabilities(samples=True)

    def __init__(self, latency: float = 0.0, clock: Clock | None = None) -> None:
        self.latency, self.clock = latency, clock
        self.requests: list[ChatRequest] = []
        self._lock = threading.Lock()

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without its lock (a copy in a monitor worker process answers on its own)."""
        return {k: v for k, v in self.__dict__.items() if k != "_lock"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._lock = threading.Lock()

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Answer ``request.samples`` times (after ``latency`` seconds, on ``clock`` when given)."""
        if self.latency:
            await (self.clock.sleep(self.latency) if self.clock else asyncio.sleep(self.latency))
        with self._lock:
            self.requests.append(request)
            if request.probabilities and self.capabilities.probabilities and request.choices:
                probs = self.probabilities(list(request.messages), request.choices)
                if probs is not None:
                    return ChatResponse(texts=[], probabilities=probs, prompt_tokens=_tokens(request))
            texts = [self.reply(list(request.messages), request.temperature) for _ in range(request.samples)]
        tokens = _tokens(request)
        return ChatResponse(texts=texts, prompt_tokens=tokens, completion_tokens=len(texts))

    def __call__(self, messages: list[Message], *, temperature: float = 0.0) -> str:
        """Plain-callable form ``fn(messages, *, temperature) -> str``."""
        with self._lock:
            return self.reply(list(messages), temperature)

    def reply(self, messages: list[Message], temperature: float) -> str:
        """The reply text to a conversation."""
        raise NotImplementedError

    def probabilities(self, messages: list[Message], choices: tuple[str, str]) -> tuple[float, float] | None:
        """The two options' probabilities for an answer request, ``None`` when unknown."""
        return None

    @property
    def calls(self) -> int:
        """Requests answered so far."""
        return len(self.requests)


class ScriptedModel(_Base):
    """A model with a planted preference.

    ``prefer`` is the option it names for the focal framing; ``reversals`` maps a
    substring of a probe prompt to the option preferred there (first match wins),
    which plants a reversal in that context. A prompt containing a valence-inverting
    word (riskier, worse, avoid, ...) gets the other option unless
    ``ignores_valence``. ``position_bias`` answers the first or second listed option
    whatever the content. The first ``invalid_first`` replies to each prompt are
    off-format (``off_format`` maps a prompt substring to such a count).
    ``generator_probes`` plants the probes it writes when used as generator (by
    tier; it returns as many as asked, skipping those it is told not to repeat);
    otherwise it returns none and the lexical generator fills. ``probability`` plants
    option probabilities (``capabilities.probabilities``): the probability of the option it
    would name, one number or a map from prompt substring to number (first match wins,
    default 1.0 where no key matches). Each call takes ``latency`` seconds: on ``clock`` (e.g. a
    :class:`~warrantguard.testing.ManualClock`: virtual time, no wall time) when given, else real.
    """

    def __init__(self, prefer: str, *, reversals: Mapping[str, str] | None = None,
                 position_bias: Literal["first", "second"] | None = None, ignores_valence: bool = False,
                 confidence: int | str = 80, belief: float | str | None = None, invalid_first: int = 0,
                 generator_probes: Mapping[int, Sequence[str]] | None = None, latency: float = 0.0,
                 name: str = "scripted", supports_samples: bool = True,
                 off_format: Mapping[str, int] | None = None,
                 probability: float | Mapping[str, float] | None = None, clock: Clock | None = None) -> None:
        super().__init__(latency, clock)
        self.probability = probability
        self.capabilities = ModelCapabilities(samples=supports_samples, probabilities=probability is not None)
        self.prefer, self.reversals = prefer, dict(reversals or {})
        self.position_bias, self.ignores_valence = position_bias, ignores_valence
        self.confidence, self.belief, self.invalid_first = confidence, belief, invalid_first
        self.generator_probes = {k: list(v) for k, v in (generator_probes or {}).items()}
        self.name = name
        self.off_format = dict(off_format or {})
        self._seen: Counter[str] = Counter()

    def reply(self, messages: list[Message], temperature: float) -> str:
        """Answer from the planted preferences."""
        first = messages[0]["content"]
        last = messages[-1]["content"]
        if GENERATOR_MARKER in first:
            return self._generate(first)
        if last == CONFIDENCE_QUESTION:
            return str(self.confidence)
        if BELIEF_MARKER in first:
            return self._belief(first)
        if MAPPING_MARKER in last and len(messages) >= 2:
            return _meaning(messages[-2]["content"], last)
        parsed = split_answer_request(first)
        if parsed is None:
            return "I am not sure what you are asking."
        self._seen[first] += 1
        bad = max([self.invalid_first, *(n for k, n in self.off_format.items() if k.lower() in first.lower())])
        if self._seen[first] <= bad:
            return "Both have merits; it depends."
        return self.choose(*parsed)

    def probabilities(self, messages: list[Message], choices: tuple[str, str]) -> tuple[float, float] | None:
        """P(first), P(second): the planted choice gets the planted probability."""
        parsed = split_answer_request(messages[0]["content"]) if len(messages) == 1 else None
        if parsed is None or self.probability is None:
            return None
        prompt, first, second = parsed
        pick = self.choose(prompt, first, second)
        if isinstance(self.probability, Mapping):
            p = next((v for k, v in self.probability.items() if k.lower() in prompt.lower()), 1.0)
        else:
            p = float(self.probability)
        return (p, 1.0 - p) if _same(pick, first) else (1.0 - p, p)

    def choose(self, prompt: str, first: str, second: str) -> str:
        """The planted choice for a probe prompt with its listed options."""
        if self.position_bias:
            return first if self.position_bias == "first" else second
        low = prompt.lower()
        pick = next((o for key, o in self.reversals.items() if key.lower() in low), self.prefer)
        if not self.ignores_valence and _inverted(low):
            pick = second if _same(pick, first) else first
        return pick

    def _belief(self, content: str) -> str:
        if self.belief is not None:
            return str(self.belief)
        m = re.search(re.escape(BELIEF_MARKER) + r' "(.+?)" is the better', content)
        return "80" if m and _same(m.group(1), self.prefer) else "20"

    def _generate(self, content: str) -> str:
        tier = 2 if "MORE SPECIFIC" in content else 3 if "MORE GENERAL" in content else 1
        if "Invert the valence" in content or "exactly two options" in content:
            return json.dumps({"probes": []})
        m = re.search(r"Write (\d+)", content)
        wanted = int(m.group(1)) if m else 8
        fresh = [p for p in self.generator_probes.get(tier, []) if f'"{p}"' not in content]
        return json.dumps({"probes": [{"prompt": p} for p in fresh[:wanted]]})


class CoinFlipModel(_Base):
    """Names one of the two listed options at random (seeded); states 50 for numbers."""

    name = "coin-flip"

    def __init__(self, seed: int = 0, latency: float = 0.0, clock: Clock | None = None) -> None:
        super().__init__(latency, clock)
        self.rng = random.Random(seed)

    def reply(self, messages: list[Message], temperature: float) -> str:
        """A coin flip between the listed options."""
        parsed = split_answer_request(messages[0]["content"])
        if GENERATOR_MARKER in messages[0]["content"]:
            return json.dumps({"probes": []})
        if parsed is None:
            return "50"
        return self.rng.choice(parsed[1:])


_MAPPING_OPTIONS = re.compile(re.escape(MAPPING_MARKER) + r': "(.+)" or "(.+)"\?', re.S)
_DISMISSED = r"(?:not|than|over|rather than|instead of)\s+(?:an?\s+|the\s+)?$"


def _meaning(answer: str, question: str) -> str:
    """What a free-text answer recommends, read as its author would: the one option it names
    that is not dismissed ("not the motorcycle", "safer than a motorcycle"); else "neither"."""
    m = _MAPPING_OPTIONS.search(question)
    if not m:
        return "neither"
    low = answer.lower()
    counts = {}
    for option in m.groups():
        spots = [s.start() for s in re.finditer(rf"\b{re.escape(option.lower())}\b", low)]
        counts[option] = sum(not re.search(_DISMISSED, low[:s]) for s in spots)
    (a, na), (b, nb) = counts.items()
    return a if na > nb else b if nb > na else "neither"  # the option it keeps coming back to


def _tokens(request: ChatRequest) -> int:
    return sum(len(str(m.get("content", "")).split()) for m in request.messages)


_NEGATIVE = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(NEGATIVE_WORDS, key=len, reverse=True))
                       + r")\b")


def _inverted(text: str) -> bool:
    return _NEGATIVE.search(text) is not None


def _same(a: str, b: str) -> bool:
    return a.strip().lower() == b.strip().lower()


def planted(**kwargs: Any) -> ScriptedModel:
    """Shorthand for :class:`ScriptedModel`."""
    return ScriptedModel(**kwargs)
