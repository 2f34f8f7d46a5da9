"""litellm shapes of the local model's results: a filled ``ModelResponse`` and streaming chunks."""

from __future__ import annotations

import time
from typing import Any

__all__ = ["fill_response", "stream_chunk"]


def fill_response(response: Any, model: str, results: list[dict[str, Any]]) -> Any:
    """Put llama-cpp's OpenAI-shaped results into litellm's ``ModelResponse``."""
    from litellm.types.utils import Choices, Message, ModelResponse, Usage

    if response is None:
        response = ModelResponse()
    response.choices.clear()
    for index, result in enumerate(results):
        choice = result["choices"][0]
        message = Message(role="assistant", content=choice["message"].get("content") or "")
        finish = choice.get("finish_reason") or "stop"
        response.choices.append(Choices(index=index, finish_reason=finish, message=message))
    prompt = int(results[0]["usage"]["prompt_tokens"])
    completion = sum(int(r["usage"]["completion_tokens"]) for r in results)
    total = prompt + completion
    usage = Usage(prompt_tokens=prompt, completion_tokens=completion, total_tokens=total)
    setattr(response, "usage", usage)  # noqa: B010 - usage is not a declared ModelResponse field
    response.model = model  # "local/<name>": a bare name makes litellm's cost lookup print noise
    response.created = int(time.time())
    hidden = getattr(response, "_hidden_params", None)
    if isinstance(hidden, dict):  # a provider-reported cost: litellm logs 0.0 instead of None
        hidden.setdefault("additional_headers", {})["llm_provider-x-litellm-response-cost"] = 0.0
    return response


def stream_chunk(text: str, finish: str | None = None, usage: dict[str, int] | None = None) -> dict[str, Any]:
    """A litellm ``GenericStreamingChunk``."""
    return {"text": text, "tool_use": None, "is_finished": finish is not None, "finish_reason": finish or "",
            "usage": usage, "index": 0}
