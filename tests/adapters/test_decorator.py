"""``@guard.recommendation``: the decorated function is the focal model."""

from __future__ import annotations

import asyncio
import inspect
import typing
from typing import Any

import pytest

from warrantguard import Guard, WarrantBlocked
from warrantguard.adapters.decorator import Recommendation, messages_to_prompt, recommendation
from warrantguard.policies import StakesPolicy

from .conformance import QUESTION, Scenario


def decorate(guard: Guard, **kw: Any) -> Any:
    """The module function (``Guard.recommendation`` is its deprecated alias)."""
    return recommendation(guard, **kw)


def planted(**kw: Any) -> Scenario:
    return Scenario("t", "success", **kw)


def test_sync_function_is_certified_and_probed_with_its_kwargs() -> None:
    ask = planted(reversals={"in bad weather": "motorcycle"}).prompt_fn()
    calls: list[dict[str, Any]] = []

    def advise(prompt: str, *, style: str = "short", temperature: float = 0.0) -> str:
        """Advise on a travel choice."""
        calls.append({"style": style, "temperature": temperature})
        return "Take the train." if prompt == QUESTION else ask(prompt, temperature=temperature)

    guarded = decorate(Guard(generator="lexical", policy=StakesPolicy()), stakes="medium")(advise)
    out = guarded(QUESTION, style="terse")
    assert isinstance(out, Recommendation) and isinstance(out, str)
    assert str(out) == "Take the train." == out.answer and not out.withheld
    assert out.certificate is not None and out.certificate.warrant.label == "Conditional Warrant"
    assert out.decision is not None and out.decision.action == "annotate" and out.status == "success"
    assert out.payload["tier"] == "Conditional Warrant"
    assert len(calls) > 10 and all(c["style"] == "terse" for c in calls)
    assert {c["temperature"] for c in calls[1:]} == {0.0, 1.0}  # T0 samples at temperature 1


def test_signature_name_doc_and_hints_are_preserved() -> None:
    def advise(prompt: str, *, style: str = "short") -> str:
        """Advise."""
        return prompt

    guarded = decorate(Guard(generator="lexical"))(advise)
    assert inspect.signature(guarded) == inspect.signature(advise)
    assert guarded.__name__ == "advise" and guarded.__doc__ == "Advise."
    assert typing.get_type_hints(guarded) == {"prompt": str, "style": str, "return": str}


async def test_async_function_and_function_without_temperature() -> None:
    ask = planted().prompt_fn()
    temperatures: list[Any] = []

    async def advise(prompt: str, **kwargs: Any) -> str:
        temperatures.append(kwargs.get("temperature"))
        return "train" if prompt == QUESTION else ask(prompt)

    def plain(prompt: str) -> str:
        return "train" if prompt == QUESTION else ask(prompt)

    guard = Guard(generator="lexical")
    out = await decorate(guard)(advise)(QUESTION)
    assert out.certificate.warrant.label == "Strong Warrant" and out.decision is None
    assert 1.0 in temperatures  # **kwargs accepts temperature
    # a sync function's wrapper refuses to block a running loop: from async code, run it in a thread
    assert (await asyncio.to_thread(decorate(guard)(plain), QUESTION)).certificate.warrant.label == "Strong Warrant"


def test_block_raises_and_withhold_returns_the_notice() -> None:
    scenario = planted(reversals={"in bad weather": "motorcycle"})
    guard = Guard(generator="lexical", policy=StakesPolicy())
    with pytest.raises(WarrantBlocked) as info:
        decorate(guard, stakes="critical")(scenario.prompt_fn())(QUESTION)
    assert info.value.decision.action == "block"
    out = decorate(guard, stakes="critical", on_block="withhold")(scenario.prompt_fn())(QUESTION)
    assert out.withheld and "withheld" in out and out.answer == "train"


def test_not_pairwise_passes_with_not_run() -> None:
    out = decorate(Guard(generator="lexical"))(lambda prompt: "Paris.")("What is the capital of France?")
    assert out == "Paris." and out.status == "not_run" and out.certificate is None


def test_options_name_the_choice() -> None:
    def advise(prompt: str) -> str:
        return "tram"

    out = decorate(Guard(generator="lexical"), options=("ride", "tram"))(advise)("How should I commute?")
    assert out.certificate.recommendation == "tram"


def test_messages_to_prompt() -> None:
    assert messages_to_prompt([{"role": "user", "content": "Q"}]) == "Q"
    turns = [{"role": "user", "content": "Q"}, {"role": "assistant", "content": "A"}, {"role": "user", "content": "C"}]
    assert messages_to_prompt(turns) == "Q\n\nAssistant: A\n\nUser: C"


def test_agent_tool_output_is_certified_before_the_agent_sees_it() -> None:
    tools = pytest.importorskip("langchain_core.tools")
    ask = planted(reversals={"journey": "motorcycle"}).prompt_fn()
    guard = Guard(generator="lexical", policy=StakesPolicy())

    @tools.tool
    @decorate(guard, stakes="high", on_block="withhold")
    def travel_advice(question: str) -> str:
        """Recommend one of two ways to travel."""
        return "train" if question == QUESTION else ask(question)

    assert travel_advice.name == "travel_advice" and "question" in travel_advice.args
    seen = travel_advice.invoke({"question": QUESTION})
    assert "withheld pending human review" in seen


def test_the_deprecated_method_still_decorates_and_warns():
    from warrantguard import Guard
    from warrantguard.testing import ScriptedModel

    guard = Guard(ScriptedModel({}), generator="lexical")
    with pytest.warns(DeprecationWarning, match="adapters.decorator.recommendation"):
        decorate = guard.recommendation(options=["tram", "bus"])
    assert callable(decorate)
