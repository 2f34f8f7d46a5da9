"""Running an ASGI app with uvicorn (the proxy's only module that uses it, from ``warrantguard.extras.uvicorn``)."""

from __future__ import annotations

import socket
import threading
import time
from types import TracebackType
from typing import Any

from warrantguard.extras.uvicorn import uvicorn  # with the install hint

__all__ = ["ProxyServer", "serve"]


def serve(app: Any, *, host: str = "127.0.0.1", port: int = 8000, log_level: str = "info") -> None:
    """Serve ``app`` until interrupted (access log off: requests and keys are never logged)."""
    uvicorn.run(app, host=host, port=port, log_level=log_level, access_log=False, lifespan="on")


class ProxyServer:
    """An ASGI app served by uvicorn in a background thread on ``host``:``port`` (0: a free port).

    Use as a context manager; ``url`` is ``http://host:port``. Stopping waits for the
    app's shutdown (connections closed) at most ``timeout`` seconds.
    """

    def __init__(self, app: Any, *, host: str = "127.0.0.1", port: int = 0, timeout: float = 10.0) -> None:
        self.app, self.host, self.timeout = app, host, timeout
        # IPPROTO_TCP: asyncio sets TCP_NODELAY only on sockets that say so (else 40 ms delayed-ACK stalls)
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind((host, port))
        self.port: int = self._socket.getsockname()[1]
        config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on",
                                timeout_graceful_shutdown=2, backlog=2048)
        self.server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._run, name=f"uvicorn-{self.port}", daemon=True)

    @property
    def url(self) -> str:
        """The base URL, e.g. ``http://127.0.0.1:43210``."""
        return f"http://{self.host}:{self.port}"

    def _run(self) -> None:
        self.server.run(sockets=[self._socket])

    def start(self) -> ProxyServer:
        """Start serving and wait until the server accepts connections."""
        self._thread.start()
        deadline = time.monotonic() + self.timeout
        while not self.server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"the server on {self.url} did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        """Ask the server to exit and wait for its thread."""
        self.server.should_exit = True
        self._thread.join(self.timeout)
        self._socket.close()

    def __enter__(self) -> ProxyServer:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()
