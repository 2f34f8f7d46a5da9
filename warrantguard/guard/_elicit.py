"""Elicitation: ask for one option or for a number 0–100, re-asking with a reminder."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from ._answers import parse_option, parse_percent
from ._models import ChatRequest, ChatResponse, Message
from ._prompts import CONFIDENCE_QUESTION, answer_instruction, belief_question, reminder
from ._question import PairwiseQuestion

__all__ = ["Answer", "Elicitor", "listing_order"]

Ask = Callable[[ChatRequest], Awaitable[ChatResponse]]


@dataclass(frozen=True)
class Answer:
    """A parsed reply: ``value`` is the option (or number), ``None`` when still invalid."""

    value: str | int | None
    raw: str
    attempts: int


def listing_order(prompt: str, question: PairwiseQuestion) -> tuple[str, str]:
    """The two options in the order the prompt mentions them (A first when unclear)."""
    low = prompt.lower()
    ia, ib = low.find(question.option_a.lower()), low.find(question.option_b.lower())
    if ia >= 0 and ib >= 0 and ib < ia:
        return question.option_b, question.option_a
    return question.option_a, question.option_b


class Elicitor:
    """Asks the focal model; a non-conforming reply is re-asked up to ``retries`` times."""

    def __init__(self, ask: Ask, question: PairwiseQuestion, *, retries: int,
                 max_tokens: int | None, seed: int | None) -> None:
        self.ask, self.question = ask, question
        self.retries, self.max_tokens, self.seed = retries, max_tokens, seed

    async def options(self, prompt: str, temperature: float, samples: int = 1, tier: int | None = None) -> list[Answer]:
        """``samples`` answers naming one option each (listing order taken from ``prompt``)."""
        first, second = listing_order(prompt, self.question)
        messages: tuple[Message, ...] = (
            {"role": "user", "content": answer_instruction(prompt, first, second)},
        )
        request = ChatRequest(messages=messages, temperature=temperature, samples=samples,
                              choices=(first, second), max_tokens=self.max_tokens,
                              seed=self.seed if temperature == 0 else None, purpose="answer", tier=tier)
        response = await self.ask(request)
        out = []
        for text in response.texts:
            value = parse_option(text, first, second)
            if value is None:
                out.append(await self._retry(request, text, lambda t: parse_option(t, first, second)))
            else:
                out.append(Answer(value, text, 1))
        return out

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
                              max_tokens=self.max_tokens, seed=self.seed, purpose="elicit")
        response = await self.ask(request)
        text = response.texts[0] if response.texts else ""
        value = parse_percent(text)
        if value is None:
            return await self._retry(request, text, parse_percent)
        return Answer(value, text, 1)

    async def _retry(self, request: ChatRequest, bad: str,
                     parse: Callable[[str], str | int | None]) -> Answer:
        from dataclasses import replace

        kind = "option" if request.choices else "number"
        messages = list(request.messages)
        for attempt in range(2, self.retries + 2):
            messages += [{"role": "assistant", "content": bad},
                         {"role": "user", "content": reminder(kind, request.choices)}]
            retry = replace(request, messages=tuple(messages), samples=1)
            response = await self.ask(retry)
            bad = response.texts[0] if response.texts else ""
            value = parse(bad)
            if value is not None:
                return Answer(value, bad, attempt)
        return Answer(None, bad, self.retries + 1)
