"""The proxy's edge: reading a body within a size and a time limit, parsing it safely, bounded handling.

Nothing here imports FastAPI: a request is read through its ASGI ``receive`` callable
(Starlette's ``Request.stream`` and ``Request.receive``), so the limits can be unit-tested.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Mapping
from typing import Any, TypeVar

from warrantguard.adapters.proxy._errors import ProxyError
from warrantguard.adapters.proxy._validate import validate_chat

__all__ = ["bounded", "dumps", "nesting_exceeds", "parse_chat", "read_body"]

T = TypeVar("T")
#: Bytes that are not JSON brackets (removed before the depth scan); ``{}`` are folded into ``[]``.
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_FOLD = bytes.maketrans(b"{}", b"[]")
#: How many non-disconnect messages the watcher tolerates before it stops watching.
_MAX_MESSAGES = 64


def nesting_exceeds(raw: bytes, limit: int) -> bool:
    """True when the JSON text ``raw`` nests arrays and objects deeper than ``limit`` (no parsing).

    Escapes and string contents are removed first (backslash pairs, then escaped quotes,
    then everything between quotes), so brackets inside strings do not count; then
    every pass removes the innermost ``[]`` pairs, one level per pass, at most
    ``limit`` passes of C-speed ``bytes.replace``. Exact for valid JSON; for text
    whose brackets do not balance, the unclosed openers count as levels.
    """
    text = raw.replace(b"\\\\", b"").replace(b'\\"', b"")
    outside = b"".join(text.split(b'"')[::2])
    brackets = outside.translate(_FOLD, _NOT_BRACKETS)
    for passes in range(limit):
        shorter = brackets.replace(b"[]", b"")
        if len(shorter) == len(brackets):  # empty, or no innermost pair left (unbalanced)
            return passes + brackets.count(b"[") > limit
        brackets = shorter
    return bool(brackets)  # still nested after ``limit`` levels were removed


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def parse_chat(raw: bytes, *, max_depth: int, test_mode: bool = False) -> dict[str, Any]:
    """The validated request body (CPU work: call it in a thread); malformed input is a 400."""
    if nesting_exceeds(raw, max_depth):
        raise ProxyError(400, f"The JSON body nests deeper than {max_depth} levels.", code="json_too_deep")
    try:
        body = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        raise ProxyError(400, "We could not parse the JSON body of your request.", code="invalid_json") from None
    validate_chat(body, test_mode=test_mode)
    dumps(body)  # text the upstream could not be sent (lone surrogates) is the client's mistake
    return body


def dumps(body: Mapping[str, Any]) -> bytes:
    """``body`` as UTF-8 JSON for the upstream; text that cannot be encoded (lone surrogates) is a 400."""
    try:
        return json.dumps(body, ensure_ascii=False).encode()
    except UnicodeEncodeError:
        raise ProxyError(400, "The request contains text that is not valid Unicode.", code="invalid_json") from None


async def read_body(chunks: AsyncIterator[bytes], declared: str, *, limit: int, timeout: float) -> bytes:
    """The whole body, at most ``limit`` bytes (else 413), within ``timeout`` seconds (else 408)."""
    if declared.isdigit() and int(declared) > limit:
        raise ProxyError(413, f"request body exceeds {limit} bytes", code="request_too_large")
    parts, size = [], 0
    try:
        async with asyncio.timeout(timeout):
            async for chunk in chunks:
                size += len(chunk)
                if size > limit:
                    raise ProxyError(413, f"request body exceeds {limit} bytes", code="request_too_large")
                parts.append(chunk)
    except TimeoutError:
        raise ProxyError(408, f"the request body was not received within {timeout:g} s",
                         code="request_timeout") from None
    return b"".join(parts)


async def _disconnected(receive: Callable[[], Awaitable[Mapping[str, Any]]]) -> bool:
    """Wait for the client to go away (the body must have been read); False if the watch gives up."""
    for _ in range(_MAX_MESSAGES):
        message = await receive()
        if message.get("type") == "http.disconnect":
            return True
    return False


async def bounded(work: Coroutine[Any, Any, T], receive: Callable[[], Awaitable[Mapping[str, Any]]], *,
                  timeout: float) -> T:
    """Run ``work`` until it ends, ``timeout`` passes (504) or the client disconnects (cancelled, 499)."""
    task = asyncio.ensure_future(work)
    watch = asyncio.ensure_future(_disconnected(receive))
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    try:
        done, _ = await asyncio.wait({task, watch}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if watch in done and not watch.result() and task not in done:  # a chattering client: stop watching
            done, _ = await asyncio.wait({task}, timeout=max(0.0, end - loop.time()))
        if task in done:
            return task.result()
        if watch in done and watch.result():
            raise ProxyError(499, "the client closed the connection", code="client_closed_request")
        raise ProxyError(504, f"the request was not answered within {timeout:g} s", code="request_timeout")
    finally:
        for pending in (task, watch):
            pending.cancel()
        await asyncio.gather(task, watch, return_exceptions=True)
