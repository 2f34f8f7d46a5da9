"""A stream the upstream breaks says it was cut: an OpenAI-style error event, never a quiet end.

OpenAI's API ends a stream that fails midway with ``data: {"error": {...}}``; the ``openai``
SDK raises an ``APIError`` on it. Without this, a pass-through stream whose upstream dropped
the connection (or closed it cleanly before ``data: [DONE]``) ended with status 200 and no
error: the client could not tell a cut answer from a finished one.

:func:`guarded_events` relays a server-sent-event stream whole events at a time (the bytes
unchanged; a partial event is held until its blank line arrives, at most
:data:`MAX_PENDING` bytes), and when the upstream raises, or ends without ``[DONE]``, drops
the partial event and ends with the error event, reporting the cut once (``on_cut(reason)``).
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Callable

__all__ = ["CUT_CODE", "MAX_PENDING", "cut_event", "guarded_events"]

CUT_CODE = "upstream_stream_cut"
#: The longest partial event held back (a larger one is a broken stream).
MAX_PENDING = 4 * 1024 * 1024
_DONE = re.compile(rb"(?:^|\n)data: ?\[DONE\]\r?\n\r?\n?$")
_REASONS = {"error": "the upstream broke the stream", "no_done": "the upstream ended the stream before [DONE]",
            "too_large": "the upstream sent an event larger than the proxy relays"}


def cut_event(reason: str) -> bytes:
    """The error event ending a cut stream (``reason``: ``error``, ``no_done`` or ``too_large``)."""
    message = f"{_REASONS.get(reason, reason)}: the answer is incomplete."
    payload = {"error": {"message": message, "type": "server_error", "param": None, "code": CUT_CODE}}
    return b"data: " + json.dumps(payload).encode() + b"\n\n"


def _split(pending: bytes) -> int:
    """Where the last complete event of ``pending`` ends (0: none is complete)."""
    lf, crlf = pending.rfind(b"\n\n"), pending.rfind(b"\r\n\r\n")
    return max(lf + 2 if lf >= 0 else 0, crlf + 4 if crlf >= 0 else 0)


async def guarded_events(chunks: AsyncIterator[bytes], on_cut: Callable[[str], None]) -> AsyncIterator[bytes]:
    """``chunks`` (server-sent events) relayed whole events at a time, ending with :func:`cut_event`
    when the upstream raises or stops before ``[DONE]`` (see the module). Each byte is scanned
    once: a partial event is kept as a list of pieces, only the new chunk (and the 3 bytes
    before it) searched for the blank line that completes it."""
    held: list[bytes] = []
    size, seam, last, reason = 0, b"", b"", None
    try:
        async for chunk in chunks:
            end = _split(seam + chunk) - len(seam)
            seam = (seam + chunk)[-3:]
            if end > 0:
                ready, held, size = b"".join(held) + chunk[:end], [chunk[end:]], len(chunk) - end
                last = (last + ready)[-64:]
                yield ready
                continue
            held.append(chunk)
            size += len(chunk)
            if size > MAX_PENDING:
                reason = "too_large"
                break
    except Exception:  # the upstream's connection broke (a client going away is not an Exception)
        reason = "error"
    pending = b"".join(held).strip() if reason is None else b""
    if pending and _DONE.search(b"\n" + pending + b"\n\n"):  # "data: [DONE]" without its blank line
        last = pending
        yield b"".join(held)
    elif pending:
        reason = "no_done"  # a last event without its blank line: incomplete
    if reason is None and not _DONE.search(b"\n" + last.strip() + b"\n\n"):
        reason = "no_done"
    if reason is not None:
        on_cut(reason)
        yield cut_event(reason)
