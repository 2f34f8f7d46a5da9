"""Loopback servers for the edge tests: an attacker that must never be reached, and a probe trap."""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from types import TracebackType
from typing import Any

from warrantguard.testing._upstream import FakeUpstream

ENGINE_MARKERS = ("Answer with exactly one of the two options", "On a scale from 0 to 100",
                  "What is the probability, from 0 to 100", "Which of the two options does your answer above recommend")
_COMPLETION = json.dumps({"id": "chatcmpl-x", "object": "chat.completion", "created": 0, "model": "m",
                          "choices": [{"index": 0, "message": {"role": "assistant", "content": "train"},
                                       "finish_reason": "stop"}]}).encode()


class Attacker:
    """A plain HTTP server on 127.0.0.1 that records every connection and what it was sent.

    It answers like an OpenAI server (200 and a completion), so a proxy that leaks a
    request to it would look successful; ``connections`` must stay 0.
    """

    def __init__(self) -> None:
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.bind(("127.0.0.1", 0))
        self._socket.listen(64)
        self._socket.settimeout(0.1)
        self.port: int = self._socket.getsockname()[1]
        self.connections = 0
        self.received: list[bytes] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, name="attacker", daemon=True)

    @property
    def url(self) -> str:
        """The attacker's base URL (``.../v1``)."""
        return f"http://127.0.0.1:{self.port}/v1"

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._socket.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            self.connections += 1
            self._accepted(conn)

    def _accepted(self, conn: socket.socket) -> None:
        """Serve one accepted connection (here: one answer, then close)."""
        with conn:
            self._answer(conn)

    def _answer(self, conn: socket.socket) -> None:
        conn.settimeout(2)
        try:
            data = conn.recv(65536)
            self.received.append(data)
            head = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\n"
            conn.sendall(head + f"content-length: {len(_COMPLETION)}\r\n\r\n".encode() + _COMPLETION)
        except OSError:
            pass

    def __enter__(self) -> Attacker:
        self._thread.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._stop.set()
        self._thread.join(5)
        self._socket.close()


class StaleKeepAlive(Attacker):
    """An upstream that drops a kept-alive connection as the next request arrives on it.

    It answers ``served`` requests on each connection (keep-alive), then closes the
    connection when another request comes, unanswered: what a server does when its
    keep-alive timeout fires just as the client reuses the connection. ``drop="reset"``
    closes with an RST (``ReadError`` at the client), ``"close"`` with a FIN (the server
    "disconnected without sending a response"). ``answered`` counts the requests served.
    """

    def __init__(self, served: int = 1, drop: str = "close") -> None:
        super().__init__()
        self.served, self.drop, self.answered = served, drop, 0

    def _accepted(self, conn: socket.socket) -> None:
        threading.Thread(target=self._keep_alive, args=(conn,), daemon=True).start()

    def _keep_alive(self, conn: socket.socket) -> None:
        conn.settimeout(5)
        with conn:
            for count in range(100):
                if not _read_request(conn):
                    return
                if count >= self.served:
                    if self.drop == "reset":
                        conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    return
                self.answered += 1
                head = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n"
                conn.sendall(head + f"content-length: {len(_COMPLETION)}\r\n\r\n".encode() + _COMPLETION)


def _read_request(conn: socket.socket) -> bool:
    """Read one HTTP/1.1 request (head and content-length body); False when the peer went away."""
    data = b""
    try:
        while b"\r\n\r\n" not in data:
            chunk = conn.recv(65536)
            if not chunk:
                return False
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                       if line.lower().startswith(b"content-length:")), 0)
        while len(body) < length:
            chunk = conn.recv(65536)
            if not chunk:
                return False
            body += chunk
    except OSError:
        return False
    return True


class ProbeTrap(FakeUpstream):
    """A fake upstream answering the client's own question, and the engine's probes badly.

    ``probes="empty"``: ``choices: []`` forever; ``probes="one"``: one choice whatever
    ``n`` asks; ``probes="once"``: one choice, then ``choices: []``; ``probes="hang"``:
    never answers, and counts the probe requests whose client went away (``abandoned``).
    """

    def __init__(self, probes: str = "empty") -> None:
        super().__init__(None)
        self.probes = probes
        self.probe_requests = 0
        self.open_probes = 0
        self.abandoned = 0

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["path"] != "/v1/chat/completions":
            await super().__call__(scope, receive, send)
            return
        body = await _read(receive)
        if not any(marker in body.decode(errors="replace") for marker in ENGINE_MARKERS):
            self.requests.append(json.loads(body))
            await _send_json(send, json.loads(_COMPLETION.replace(b'"train"', b'"I recommend train."')))
            return
        self.probe_requests += 1
        if self.probes == "hang":
            await self._hang(receive)
            return
        one = self.probes == "one" or (self.probes == "once" and self.probe_requests == 1)
        await _send_json(send, json.loads(_COMPLETION) if one else {
            "id": "chatcmpl-e", "object": "chat.completion", "created": 0, "model": "m", "choices": []})

    async def _hang(self, receive: Any) -> None:
        self.open_probes += 1
        try:
            message = await receive()  # uvicorn: http.disconnect once the proxy closes the connection
            if message["type"] == "http.disconnect":
                self.abandoned += 1
        finally:
            self.open_probes -= 1


async def _read(receive: Any) -> bytes:
    chunks = []
    for _ in range(10_000):
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            break
    return b"".join(chunks)


async def _send_json(send: Any, data: dict[str, Any]) -> None:
    body = json.dumps(data).encode()
    await send({"type": "http.response.start", "status": 200,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


def wait_until(predicate: Any, timeout: float = 20.0) -> bool:
    """Poll ``predicate`` until it is true or ``timeout`` seconds pass (a generous bound, not a timing test)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return bool(predicate())


