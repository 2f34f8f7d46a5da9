"""A fake OpenAI-compatible chat server that answers with scripted token ``logprobs`` (for tests).

Serve it on loopback (``warrantguard.adapters.proxy.ProxyServer``) and call it through
litellm with ``api_base=url + "/v1"``. ``script`` is the reply as token positions, each
``(generated_token, {alternative: probability, ...})``; the content is the generated
tokens joined (or ``text``), and ``script=None`` answers without logprobs, as providers
that ignore the parameter do. Every request body is recorded in ``requests``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Awaitable, Callable, Mapping, MutableMapping, Sequence
from typing import Any

__all__ = ["LogprobsUpstream", "Position"]

Position = tuple[str, Mapping[str, float]]
Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
_MAX_BODY = 1 << 20


class LogprobsUpstream:
    """An ASGI app answering ``POST /v1/chat/completions`` with the scripted reply and its logprobs."""

    def __init__(self, script: Sequence[Position] | None = None, *, text: str | None = None,
                 model_name: str = "fake-model") -> None:
        self.script, self.text, self.model_name = script, text, model_name
        self.requests: list[dict[str, Any]] = []

    def reply(self) -> dict[str, Any]:
        """The completion body for the current script."""
        tokens = [token for token, _ in self.script or ()]
        content = self.text if self.text is not None else "".join(tokens)
        logprobs = None if self.script is None else {"content": [_entry(t, alts) for t, alts in self.script],
                                                     "refusal": None}
        usage = {"prompt_tokens": 10, "completion_tokens": len(tokens), "total_tokens": 10 + len(tokens)}
        return {"id": "chatcmpl-logprobs", "object": "chat.completion", "created": 0, "model": self.model_name,
                "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                             "finish_reason": "stop", "logprobs": logprobs}], "usage": usage}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await _lifespan(receive, send)
            return
        body = await _read(receive)
        if (scope["method"], scope["path"].rstrip("/")) != ("POST", "/v1/chat/completions"):
            await _json(send, 404, {"error": {"message": "not found", "type": "invalid_request_error"}})
            return
        try:
            self.requests.append(json.loads(body))
        except ValueError:
            await _json(send, 400, {"error": {"message": "bad request", "type": "invalid_request_error"}})
            return
        await _json(send, 200, self.reply())


def _entry(token: str, alternatives: Mapping[str, float]) -> dict[str, Any]:
    """One position: the generated token's logprob and its alternatives (the token itself included)."""
    probs = {token: alternatives.get(token, 0.0), **alternatives}
    top = [{"token": t, "logprob": _log(p), "bytes": list(t.encode())}
           for t, p in sorted(probs.items(), key=lambda kv: -kv[1])]
    return {"token": token, "logprob": _log(probs[token]), "bytes": list(token.encode()), "top_logprobs": top}


def _log(p: float) -> float:
    return math.log(p) if p > 0 else -9999.0


async def _read(receive: Receive) -> bytes:
    chunks: list[bytes] = []
    for _ in range(10_000):
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body") or sum(map(len, chunks)) > _MAX_BODY:
            break
    return b"".join(chunks)


async def _json(send: Send, status: int, data: dict[str, Any]) -> None:
    body = json.dumps(data).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


async def _lifespan(receive: Receive, send: Send) -> None:
    for _ in range(10):
        message = await receive()
        if message["type"] == "lifespan.startup":
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            await send({"type": "lifespan.shutdown.complete"})
            return
