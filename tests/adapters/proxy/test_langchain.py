"""LangChain's OpenAI chat model pointed at the proxy."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import KEY, QUESTION

langchain_openai = pytest.importorskip("langchain_openai")


def chat(url: str, **kwargs: object) -> object:
    return langchain_openai.ChatOpenAI(base_url=url, api_key=KEY, model="m", max_retries=0, timeout=30, **kwargs)


def test_plain_invoke_passes_through(make_proxy: Callable[..., str]) -> None:
    reply = chat(make_proxy()).invoke("Say hello.")  # type: ignore[attr-defined]
    assert reply.content == "You said: Say hello."


def test_certified_invoke_returns_the_answer(make_proxy: Callable[..., str]) -> None:
    model = chat(make_proxy(), extra_body={"warrant": {"options": ["motorcycle", "train"]}})
    reply = model.invoke(QUESTION)  # type: ignore[attr-defined]
    assert reply.content == "I recommend train."


def test_streamed_certified_invoke(make_proxy: Callable[..., str]) -> None:
    model = chat(make_proxy(), extra_body={"warrant": {}}, streaming=True)
    text = "".join(str(chunk.content) for chunk in model.stream(QUESTION))  # type: ignore[attr-defined]
    assert text == "I recommend train."


def test_detection_with_plain_langchain_client(make_proxy: Callable[..., str]) -> None:
    reply = chat(make_proxy(detect=True)).invoke(QUESTION)  # type: ignore[attr-defined]
    assert reply.content == "I recommend train."
