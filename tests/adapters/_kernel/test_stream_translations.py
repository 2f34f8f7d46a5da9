"""Each framework's translation of the kernel's finished-answer frames (issue 14).

The proxy's server-sent events and LangChain's message chunks: content first, the warrant
where the answer finishes, usage last, and never the text of a withheld choice.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from warrantguard.adapters._kernel import NOT_RUN, Outcome, withhold_choices
from warrantguard.adapters.proxy._certify import completion_events

WARRANT = {"status": "guardrail_intervened"}
SECRET = "motorcycle, definitely"


def _chunks(events: list[bytes]) -> list[dict[str, Any]]:
    assert events[-1] == b"data: [DONE]\n\n"
    return [json.loads(e.removeprefix(b"data: ")) for e in events[:-1]]


def _completion() -> dict[str, Any]:
    choices = [{"index": i, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}
               for i, text in enumerate(["train", SECRET])]
    withhold_choices(choices, [Outcome(NOT_RUN, "train", False), Outcome(NOT_RUN, SECRET, True)])
    return {"id": "c1", "created": 1, "model": "m", "choices": choices, "warrant": WARRANT,
            "usage": {"total_tokens": 9}}


@pytest.mark.parametrize("include_usage", [False, True])
def test_the_proxy_streams_content_then_the_finish_with_the_warrant_then_usage(include_usage: bool) -> None:
    events = completion_events(_completion(), include_usage)
    assert SECRET.encode() not in b"".join(events)
    content, finish, *rest = _chunks(events)
    assert [(c["index"], c["delta"]["role"], c["finish_reason"]) for c in content["choices"]] == [
        (0, "assistant", None), (1, "assistant", None)]
    assert content["choices"][0]["delta"]["content"] == "train" and "warrant" not in content
    assert [(c["index"], c["finish_reason"]) for c in finish["choices"]] == [(0, "stop"), (1, "content_filter")]
    assert finish["warrant"] == WARRANT
    if include_usage:
        assert rest == [{**content, "choices": [], "usage": {"total_tokens": 9}}]
        assert content["usage"] is None and finish["usage"] is None
    else:
        assert rest == [] and "usage" not in content and "usage" not in finish


def test_the_proxy_streams_tool_calls_with_their_indices_on_the_content() -> None:
    calls = [{"id": "a", "type": "function", "function": {"name": "f", "arguments": "{}"}}, {"id": "b"}]
    data = {"choices": [{"message": {"content": None, "tool_calls": calls}, "finish_reason": "tool_calls"}]}
    content, finish = _chunks(completion_events(data))
    assert content["choices"][0]["delta"]["tool_calls"] == [{**calls[0], "index": 0}, {**calls[1], "index": 1}]
    assert finish["choices"] == [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]


def test_langchain_replays_word_by_word_and_finishes_on_the_last_chunk() -> None:
    messages = pytest.importorskip("langchain_core.messages")
    from warrantguard.adapters.langchain._common import message_chunks

    usage = {"input_tokens": 2, "output_tokens": 3, "total_tokens": 5}
    message = messages.AIMessage(content="take the train", id="m1", usage_metadata=usage,
                                 response_metadata={"warrant": WARRANT},
                                 tool_calls=[{"name": "f", "args": {"x": 1}, "id": "t1"}])
    chunks = [c.message for c in message_chunks(message)]
    assert [c.content for c in chunks] == ["take ", "the ", "train"]
    assert all(not c.response_metadata and not c.usage_metadata and not c.tool_call_chunks for c in chunks[:-1])
    last = chunks[-1]
    assert last.response_metadata["warrant"] == WARRANT and last.chunk_position == "last"
    full = chunks[0]
    for chunk in chunks[1:]:
        full = full + chunk
    assert full.content == "take the train" and full.usage_metadata == usage
    assert [(c["name"], c["args"]) for c in full.tool_calls] == [("f", {"x": 1})]
