"""Checks at the console's edge, before any route: the ``Host`` header (DNS rebinding)
and, on state-changing requests, ``Origin``/``Referer`` (cross-site forms)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import urlsplit

from warrantguard.guard.spi import ConfigurationError

__all__ = ["DEFAULT_HOSTS", "EdgeChecks", "allowed_hosts", "host_of", "origin_problem"]

DEFAULT_HOSTS = ("localhost", "127.0.0.1", "::1")
_WILDCARD_BINDS = {"", "0.0.0.0", "::", "*"}
_SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
_DEFAULT_PORTS = {"http": 80, "https": 443}
MAX_BODY = 64 * 1024  # the console's forms are small


def _norm(host: str) -> str:
    return host.strip().strip("[]").rstrip(".").lower()


def allowed_hosts(given: Iterable[str] | None = None, bound: str | None = None) -> tuple[str, ...]:
    """The host names the console answers to: ``given`` (default: localhost, 127.0.0.1,
    ::1), plus the host it is bound to unless that is a wildcard address. An entry
    ``*.example.com`` allows subdomains; ``*`` allows any host (no rebinding defence)."""
    hosts = [_norm(h) for h in (given if given is not None else DEFAULT_HOSTS)]
    if bound is not None and _norm(bound) not in _WILDCARD_BINDS:
        hosts.append(_norm(bound))
    if not hosts or any(not h or " " in h for h in hosts):
        raise ConfigurationError("allowed hosts must be non-empty host names")
    return tuple(dict.fromkeys(hosts))


def host_of(value: str) -> tuple[str, int | None] | None:
    """``(host, port)`` of a ``Host`` header value, ``None`` when malformed."""
    value = value.strip()
    try:
        parts = urlsplit(f"//{value}")
        host, port = parts.hostname, parts.port
    except ValueError:
        return None
    if not host or parts.path or parts.query or parts.fragment or "@" in value:
        return None
    return _norm(host), port


def _host_allowed(host: str, allowed: tuple[str, ...]) -> bool:
    for entry in allowed:
        if entry == "*" or entry == host:
            return True
        if entry.startswith("*.") and host.endswith(entry[1:]):
            return True
    return False


def _origin_tuple(url: str) -> tuple[str, str, int] | None:
    try:
        parts = urlsplit(url)
        scheme, host, port = parts.scheme.lower(), parts.hostname, parts.port
    except ValueError:
        return None
    if scheme not in _DEFAULT_PORTS or not host:
        return None
    return scheme, _norm(host), port or _DEFAULT_PORTS[scheme]


def origin_problem(method: str, scheme: str, host: str, headers: Any) -> str | None:
    """Why a request must be refused as cross-origin, or ``None``.

    A state-changing request (not GET/HEAD/OPTIONS) needs an ``Origin`` header, or
    failing that a ``Referer``, naming this console's own scheme, host and port.
    """
    if method.upper() in _SAFE_METHODS:
        return None
    source = headers.get("origin") or headers.get("referer")
    if not source:
        return "a form must be sent from the console itself (no Origin or Referer header)"
    own = _origin_tuple(f"{scheme}://{host}")
    if own is None or _origin_tuple(source) != own:
        return "cross-origin request refused (Origin or Referer is not this console)"
    return None


Error = Callable[[int, str, str], Any]


class EdgeChecks:
    """ASGI middleware: 400 for a ``Host`` outside ``hosts``, 403 for a cross-origin or
    origin-less state-changing request, 413 for a declared body over :data:`MAX_BODY`;
    ``error(status, title, message)`` renders the response."""

    def __init__(self, app: Any, *, hosts: tuple[str, ...], error: Error) -> None:
        self.app, self.hosts, self.error = app, hosts, error

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        problem = self.problem(scope)
        if problem is None:
            await self.app(scope, receive, send)
            return
        response = self.error(*problem)
        await response(scope, receive, send)

    def problem(self, scope: dict[str, Any]) -> tuple[int, str, str] | None:
        """``(status, title, message)`` when the request is refused, else ``None``."""
        headers = _Headers(scope)
        raw_host = headers.get("host") or ""
        parsed = host_of(raw_host)
        if parsed is None or not _host_allowed(parsed[0], self.hosts):
            return 400, "Unknown host", ("This console does not answer to that host name. "
                                         "Its operator can allow it with --allowed-host.")
        why = origin_problem(scope["method"], scope.get("scheme", "http"), raw_host.strip(), headers)
        if why is not None:
            return 403, "Forbidden", why[0].upper() + why[1:] + "."
        length = headers.get("content-length") or "0"
        if not length.isdigit() or int(length[:12]) > MAX_BODY:
            return 413, "Too large", f"A form may carry at most {MAX_BODY // 1024} KiB."
        return None


class _Headers:
    """The first value of each request header, by lower-case name."""

    def __init__(self, scope: dict[str, Any]) -> None:
        self._h: dict[str, str] = {}
        for key, value in scope.get("headers", [])[:200]:
            self._h.setdefault(key.decode("latin-1").lower(), value.decode("latin-1"))

    def get(self, name: str) -> str | None:
        """The header's value or ``None``."""
        return self._h.get(name)
