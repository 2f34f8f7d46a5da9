"""Elicitation: ask for one option or for a number 0–100, re-asking with a reminder.

Every loop here is bounded: an answer gets at most ``1 + retries`` requests. A reply
that is missing (no completion, ``None`` content) is asked again as it was; an
off-format one gets the paper's reminder in the same conversation. Provider errors
and budget signals propagate to the caller (the driver decides what they mean).
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from warrantguard.guard._models import ChatRequest, ChatResponse, Message, Purpose
from warrantguard.guard._prompts import (
    CONFIDENCE_QUESTION,
    answer_instruction,
    belief_question,
    mapping_question,
    reminder,
)
from warrantguard.guard.question import PairwiseQuestion, parse_option, parse_percent, said_neither

__all__ = ["Answer", "Elicitor", "listing_order"]

Ask = Callable[[ChatRequest], Awaitable[ChatResponse]]
Parse = Callable[[str | None], str | int | None]


@dataclass(frozen=True)
class Answer:
    """A parsed reply: ``value`` is the option (or number), ``None`` when still invalid."""

    value: str | int | None
    raw: str | None
    attempts: int
    declined: bool = False  # the model said its answer recommends neither option


def listing_order(prompt: str, question: PairwiseQuestion) -> tuple[str, str]:
    """The two options in the order the prompt mentions them (A first when unclear)."""
    low = prompt.lower()
    ia, ib = low.find(question.option_a.lower()), low.find(question.option_b.lower())
    if ia >= 0 and ib >= 0 and ib < ia:
        return question.option_b, question.option_a
    return question.option_a, question.option_b


Distribution = dict[str, float]


def valid_probabilities(probs: object) -> tuple[float, float] | None:
    """Two finite, non-negative numbers with a positive sum, renormalised; else ``None``."""
    if not isinstance(probs, tuple | list) or len(probs) != 2:
        return None
    try:
        a, b = (float(p) for p in probs)
    except (TypeError, ValueError):
        return None
    if not (math.isfinite(a) and math.isfinite(b)) or a < 0 or b < 0 or a + b <= 0:
        return None
    return a / (a + b), b / (a + b)


def first_text(response: ChatResponse) -> str | None:
    """The first completion, or ``None`` when there is none."""
    return response.texts[0] if response.texts else None


_READ = 512  # short replies whose reading is remembered: a model names an option in the same words again and again
_READ_CHARS = 200  # a longer reply is read afresh


def read_option(text: str | None, first: str, second: str) -> str | None:
    """:func:`parse_option` (a pure function of its arguments), remembered for the last few short replies."""
    if type(text) is str and len(text) <= _READ_CHARS and type(first) is str and type(second) is str:
        return _read(text, first, second)
    return parse_option(text, first, second)


_read = lru_cache(maxsize=_READ)(parse_option)


class Elicitor:
    """Asks the focal model; a non-conforming reply is re-asked up to ``retries`` times."""

    def __init__(self, ask: Ask, question: PairwiseQuestion, *, retries: int,
                 max_tokens: int | None, seed: int | None) -> None:
        self.ask, self.question = ask, question
        self.retries, self.max_tokens, self.seed = retries, max_tokens, seed

    def option_request(self, prompt: str, temperature: float, samples: int = 1,
                       tier: int | None = None) -> ChatRequest:
        """The request naming one option of ``prompt`` (listing order taken from the prompt)."""
        first, second = listing_order(prompt, self.question)
        messages: tuple[Message, ...] = ({"role": "user", "content": answer_instruction(prompt, first, second)},)
        return ChatRequest(messages=messages, temperature=temperature, samples=samples,
                           choices=(first, second), max_tokens=self.max_tokens,
                           seed=self.seed if temperature == 0 else None, purpose=Purpose.ANSWER, tier=tier)

    async def option(self, prompt: str, temperature: float, tier: int | None = None) -> Answer:
        """One answer naming one option (``value`` ``None`` when still invalid after the retries)."""
        request = self.option_request(prompt, temperature, tier=tier)
        text, parse = first_text(await self.ask(request)), self._option_parser(request)
        value = parse(text)  # what :meth:`_settle` reads first: a valid reply settles at once
        return Answer(value, text, 1) if value is not None else await self._settle(request, text, parse)

    async def option_distribution(self, prompt: str, tier: int | None = None) -> tuple[Answer, Distribution | None]:
        """The answer as the argmax of the model's two option probabilities, with those
        probabilities as ``{option: p}``; when the model gives none, the ordinary answer
        (its text, re-asked while off-format) and ``None``."""
        request = replace(self.option_request(prompt, 0.0, tier=tier), probabilities=True)
        response = await self.ask(request)
        first, second = request.choices or ("", "")
        probs = valid_probabilities(response.probabilities)
        if probs is not None:
            value = first if probs[0] >= probs[1] else second
            return Answer(value, value, 1), {first: probs[0], second: probs[1]}
        plain = replace(request, probabilities=False)
        return await self._settle(plain, first_text(response), self._option_parser(plain)), None

    async def option_samples(self, prompt: str, samples: int, tier: int | None = 0) -> list[Answer]:
        """Exactly ``samples`` answers at temperature 1 from one multi-sample request.

        Extra completions are ignored; missing or off-format ones are asked for again,
        one at a time, within the same bound as any answer.
        """
        request = self.option_request(prompt, 1.0, samples=samples, tier=tier)
        texts: list[str | None] = list((await self.ask(request)).texts[:samples])
        texts += [None] * (samples - len(texts))
        parse = self._option_parser(request)
        answers: list[Answer] = []
        for text in texts:  # a valid reply settles at once (as in :meth:`_settle`), an invalid one is asked again
            value = parse(text)
            answers.append(Answer(value, text, 1) if value is not None
                           else await self._settle(replace(request, samples=1), text, parse))
        return answers

    @staticmethod
    def _option_parser(request: ChatRequest) -> Parse:
        first, second = request.choices or ("", "")
        return lambda text: read_option(text, first, second)

    async def map_answer(self, prompt: str, answer: str) -> Answer:
        """Which option a free-text ``answer`` to ``prompt`` recommends, asked of the focal model in
        the same conversation (re-asked with the reminder while off-format). ``declined`` when the
        model says it recommends neither."""
        first, second = listing_order(prompt, self.question)
        messages: tuple[Message, ...] = (
            {"role": "user", "content": prompt},
            {"role": "assistant", "content": answer},
            {"role": "user", "content": mapping_question(first, second)},
        )
        request = ChatRequest(messages=messages, temperature=0.0, max_tokens=self.max_tokens, seed=self.seed,
                              purpose=Purpose.MAP)
        text = first_text(await self.ask(request))
        parse = self._option_parser(replace(request, choices=(first, second)))
        if said_neither(text):
            return Answer(None, text, 1, declined=True)
        settled = await self._settle(replace(request, choices=(first, second)), text, parse)
        return replace(settled, declined=settled.value is None and said_neither(settled.raw))

    async def confidence(self, prompt: str, reference_raw: str) -> Answer:
        """The paper's follow-up confidence question, in the reference conversation."""
        first, second = listing_order(prompt, self.question)
        messages: tuple[Message, ...] = (
            {"role": "user", "content": answer_instruction(prompt, first, second)},
            {"role": "assistant", "content": reference_raw},
            {"role": "user", "content": CONFIDENCE_QUESTION},
        )
        return await self._number(messages)

    async def belief(self) -> Answer:
        """A separate query: P(option A is the better answer), 0–100."""
        q = self.question
        messages: tuple[Message, ...] = (
            {"role": "user", "content": belief_question(q.prompt, q.option_a, q.option_b)},
        )
        return await self._number(messages)

    async def _number(self, messages: tuple[Message, ...]) -> Answer:
        request = ChatRequest(messages=messages, temperature=0.0, number=True,
                              max_tokens=self.max_tokens, seed=self.seed, purpose=Purpose.ELICIT)
        return await self._settle(request, first_text(await self.ask(request)), parse_percent)

    async def _settle(self, request: ChatRequest, text: str | None, parse: Parse) -> Answer:
        """Parse ``text``; re-ask (bounded) while it is missing or off-format."""
        value = parse(text)
        if value is not None:  # the common case: valid at once
            return Answer(value, text, 1)
        attempt = 1
        kind = "option" if request.choices else "number"
        messages = list(request.messages)
        while value is None and attempt <= self.retries:
            if text is not None:  # off-format: the reminder, in the same conversation
                messages += [{"role": "assistant", "content": text},
                             {"role": "user", "content": reminder(kind, request.choices)}]
            attempt += 1
            text = first_text(await self.ask(replace(request, messages=tuple(messages), samples=1)))
            value = parse(text)
        return Answer(value, text, attempt)
