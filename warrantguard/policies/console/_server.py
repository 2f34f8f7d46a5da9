"""The review console as an ASGI app (:func:`create_app`) and served by uvicorn (:func:`serve`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from warrantguard.extras.starlette import HTTPException, Middleware, Request, Response, Starlette
from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies import CredentialsLocked, CredentialThrottle, wait_text
from warrantguard.policies._policy import StakesPolicy
from warrantguard.policies.console._accounts import UserFile
from warrantguard.policies.console._app import _HINT, ReviewConsole
from warrantguard.policies.console._auth import Credentials
from warrantguard.policies.console._edge import EdgeChecks
from warrantguard.policies.console._edge import allowed_hosts as host_list
from warrantguard.policies.console._routes import metrics_route, observe_queue, routes
from warrantguard.policies.console._sessions import SessionTable
from warrantguard.policies.review import ReviewQueue
from warrantguard.telemetry import exposed_registry

if TYPE_CHECKING:
    from warrantguard.telemetry import MetricsRegistry, WarrantMetrics

__all__ = ["create_app", "serve"]


def create_app(queue: ReviewQueue, *, token: str | None = None, password: str | None = None,
               allow_anonymous: bool = False, secure_cookies: bool = False,
               root_path: str = "", registry: MetricsRegistry | None = None,
               metrics: WarrantMetrics | None = None, users: UserFile | str | Path | None = None,
               identity_header: str | None = None, allowed_hosts: Iterable[str] | None = None,
               policy: StakesPolicy | None = None, sessions: SessionTable | None = None,
               throttle: CredentialThrottle | None = None, records: Any = None) -> Starlette:
    """The console as an ASGI app over ``queue``.

    Reviewers log in with an account of the ``users`` file, or the shared bearer
    ``token`` (``Authorization: Bearer ...`` or the login form) or ``password``; or
    ``identity_header`` names a header an authenticating reverse proxy sets (only safe
    when nothing else can reach the console). With none of these,
    ``allow_anonymous=True`` must be given. ``allowed_hosts`` (default: localhost,
    127.0.0.1, ::1) are the ``Host`` names served. Cookies are Secure with
    ``secure_cookies`` or when the request came over https. ``policy`` says which stakes
    levels allow a free-text override (``review_free_text``); otherwise an override
    must be one of the item's options. ``GET /metrics`` serves ``registry`` (default:
    the global registry, or the multiprocess aggregate) with the queue's depth;
    ``metrics`` records the time to each decision taken here. ``records`` (a record store read through
    :class:`~warrantguard.audit.HistoryReader`) gives ``/history`` the warrant
    over time: the tier mix per day and the questions whose warrant changed.
    """
    user_file = UserFile(users) if isinstance(users, str | Path) else users
    creds = Credentials(token=token or None, password=password or None, users=user_file,
                        identity_header=identity_header or None, allow_anonymous=allow_anonymous)
    console = ReviewConsole(queue, creds, secure_cookies=secure_cookies, root_path=root_path,
                            metrics=metrics, policy=policy, sessions=sessions, throttle=throttle,
                            records=records)
    served = exposed_registry(registry)
    observe_queue(queue, served)

    hosts = host_list(list(allowed_hosts) if allowed_hosts is not None else None)
    edge = Middleware(EdgeChecks, hosts=hosts, error=console.error_page)
    handler = _error_handler(console)
    app = Starlette(routes=[*routes(console), metrics_route(console, served)], middleware=[edge],
                    exception_handlers={HTTPException: handler, 500: handler,
                                        CredentialsLocked: _locked_handler(console)})
    app.state.console, app.state.registry = console, served
    return app


def _error_handler(console: ReviewConsole) -> Callable[[Request, Exception], Awaitable[Response]]:
    """Starlette's HTTP errors (404, 405...) and server errors as styled pages (a server
    error's details stay in the log)."""

    async def http_error(request: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        detail = "" if status == 500 else str(getattr(exc, "detail", ""))
        return console.error_page(status, message=detail)

    return http_error


def _locked_handler(console: ReviewConsole) -> Callable[[Request, Exception], Awaitable[Response]]:
    """A bearer token refused by the throttle: 429 with ``Retry-After``, the token unchecked."""

    async def locked(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, CredentialsLocked)
        page = console.error_page(429, message=f"Too many failed credentials from this address: locked for "
                                  f"{wait_text(exc.seconds)}. Try again later.")
        page.headers["Retry-After"] = exc.retry_after
        return page

    return locked


def serve(queue: ReviewQueue, *, host: str = "127.0.0.1", port: int = 8750,
          allowed_hosts: Iterable[str] | None = None, forwarded_allow_ips: str | None = None,
          **options: Any) -> None:
    """Serve the console with uvicorn until interrupted (``/metrics`` included: the global
    registry, with the time to each decision taken here). ``options`` are
    :func:`create_app`'s; the bound ``host`` is allowed besides ``allowed_hosts``.
    ``forwarded_allow_ips``: the proxies whose ``X-Forwarded-Proto`` is trusted
    (uvicorn's default: 127.0.0.1)."""
    try:
        from warrantguard.extras.uvicorn import uvicorn
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ConfigurationError(_HINT) from exc
    from warrantguard.telemetry import WarrantMetrics

    hosts = host_list(list(allowed_hosts) if allowed_hosts is not None else None, host)
    app = create_app(queue, allowed_hosts=hosts, metrics=WarrantMetrics(), **options)
    uvicorn.run(app, host=host, port=port, log_level="info", proxy_headers=True,
                forwarded_allow_ips=forwarded_allow_ips)
