"""The rules' readings of recent prompts are remembered, bounded, and never change what a parse gives."""

from __future__ import annotations

import asyncio
import threading

import pytest

from warrantguard.guard import Guard, NotPairwiseError, PairwiseQuestion
from warrantguard.guard import _guard as guard_module
from warrantguard.guard.question import _question, forget_readings, recalled
from warrantguard.guard.question._readings import MAX_PROMPT_CHARS, Readings
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by on the coast road, motorcycle or train?"
NOT_PAIRWISE = "What is the capital of France?"


@pytest.fixture
def readings_counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The prompts the rules read (each call of the reader)."""
    read: list[str] = []
    real = _question._located

    def counted(prompt: str) -> tuple[str, str]:
        read.append(prompt)
        return real(prompt)

    monkeypatch.setattr(_question, "_located", counted)
    return read


def test_a_prompt_asked_again_is_not_read_again(readings_counted: list[str]) -> None:
    first = PairwiseQuestion.parse(QUESTION)
    again = PairwiseQuestion.parse(QUESTION)
    assert again == first and again.options == ("motorcycle", "train") and again.found_by == "rules"
    assert readings_counted == [QUESTION]
    assert recalled(QUESTION) == first


def test_a_refusal_is_remembered_with_its_reason(readings_counted: list[str]) -> None:
    with pytest.raises(NotPairwiseError) as first:
        PairwiseQuestion.parse(NOT_PAIRWISE)
    with pytest.raises(NotPairwiseError) as again:
        PairwiseQuestion.parse(NOT_PAIRWISE)
    assert str(again.value) == str(first.value) and "pass options=(A, B)" in str(again.value)
    with pytest.raises(NotPairwiseError, match="pass options"):
        recalled(NOT_PAIRWISE)
    assert readings_counted == [NOT_PAIRWISE]


def test_the_context_given_is_part_of_the_key(readings_counted: list[str]) -> None:
    plain = PairwiseQuestion.parse(QUESTION)
    given = PairwiseQuestion.parse(QUESTION, context="a holiday")
    assert plain.context == "travel by" and given.context == "a holiday"
    assert PairwiseQuestion.parse(QUESTION, context="a holiday") == given
    assert len(readings_counted) == 2


def test_options_given_are_never_read_or_remembered(readings_counted: list[str]) -> None:
    question = PairwiseQuestion.parse(QUESTION, options=("bus", "train"))
    assert question.options == ("bus", "train") and question.found_by == "given"
    assert readings_counted == [] and recalled(QUESTION) is None


def test_forgetting_reads_again(readings_counted: list[str]) -> None:
    PairwiseQuestion.parse(QUESTION)
    forget_readings()
    assert recalled(QUESTION) is None
    PairwiseQuestion.parse(QUESTION)
    assert readings_counted == [QUESTION, QUESTION]


def test_the_memory_is_bounded_in_entries_and_characters() -> None:
    by_entries: Readings[str] = Readings(max_entries=3, max_chars=10_000)
    for k in range(10):
        by_entries.put(f"prompt {k}", None, f"reading {k}")
    assert len(by_entries) == 3
    assert [by_entries.get(f"prompt {k}", None) for k in (6, 7, 8, 9)] == [None, "reading 7", "reading 8", "reading 9"]
    by_chars: Readings[str] = Readings(max_entries=100, max_chars=50)
    for k in range(10):
        by_chars.put(f"{k} " + "x" * 18, None, "r")  # 20 characters each
    assert len(by_chars) == 2 and by_chars.chars == 40
    by_chars.put("y" * (MAX_PROMPT_CHARS + 1), None, "r")
    assert by_chars.get("y" * (MAX_PROMPT_CHARS + 1), None) is None


def test_the_least_recently_used_goes_first() -> None:
    memo: Readings[str] = Readings(max_entries=2)
    memo.put("a", None, "A")
    memo.put("b", None, "B")
    assert memo.get("a", None) == "A"  # "a" used: "b" is now the oldest
    memo.put("c", None, "C")
    assert memo.get("b", None) is None and memo.get("a", None) == "A" and memo.get("c", None) == "C"


def test_a_long_prompt_is_read_each_time(readings_counted: list[str]) -> None:
    prompt = "Background: " + "the coast road is busy in summer. " * 130 + QUESTION
    assert len(prompt) > MAX_PROMPT_CHARS
    for _ in range(2):
        with pytest.raises(NotPairwiseError, match="longer than"):
            PairwiseQuestion.parse(prompt)
    assert len(readings_counted) == 2 and recalled(prompt) is None


def test_readings_from_many_threads_agree_with_reading_alone() -> None:
    prompts = [f"Which is safer to travel by on road {k}, motorcycle or train?" for k in range(60)] + [NOT_PAIRWISE]

    def reading(prompt: str) -> object:
        try:
            return PairwiseQuestion.parse(prompt)
        except NotPairwiseError as exc:
            return str(exc)

    alone = [reading(p) for p in prompts]
    forget_readings()
    seen: list[list[object]] = []

    def worker() -> None:
        seen.append([reading(p) for p in prompts])

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(seen) == 8 and all(one == alone for one in seen)


def test_a_remembered_prompt_is_not_handed_to_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """``aprepare`` reads a prompt in a worker thread; once its reading is remembered, the lookup
    runs on the loop (the hand-off would cost more than it)."""
    guard = Guard(ScriptedModel("train"), generator="lexical")
    handed: list[object] = []
    real = asyncio.to_thread

    async def to_thread(fn: object, *args: object, **kwargs: object) -> object:
        handed.append(args[0] if args else fn)
        return await real(fn, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(guard_module.asyncio, "to_thread", to_thread)

    async def main() -> tuple[PairwiseQuestion, PairwiseQuestion]:
        first = await guard.aquestion(QUESTION, inline=False)
        return first, await guard.aquestion(QUESTION, inline=False)

    first, again = asyncio.run(main())
    assert first == again and handed == [QUESTION]
