"""The web review console: a small Starlette (ASGI) app with server-rendered HTML.

Every page needs a login (bearer token or password) unless anonymous access was
explicitly allowed; every form carries a CSRF token; every string is escaped by
Jinja2's autoescaping and the Content-Security-Policy forbids scripts outright.
``/metrics`` serves Prometheus metrics (queue depth, time to decision) without the
login page: it needs the bearer token when one is configured, and is open otherwise
(it holds counts and label values, never prompt or answer text).
"""

from __future__ import annotations

import hashlib
import hmac
import html
import secrets
import weakref
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..guard._errors import ConfigurationError
from ._queue import ReviewQueue
from ._store import ReviewConflict, ReviewNotFound, ReviewStatus

_HINT = "the review console needs its extras: pip install 'warrantguard[review]'"
try:
    import jinja2
    from starlette.applications import Starlette
    from starlette.concurrency import run_in_threadpool
    from starlette.requests import Request
    from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
    from starlette.routing import Route
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ConfigurationError(_HINT) from exc

if TYPE_CHECKING:
    from prometheus_client import CollectorRegistry

    from ..telemetry import ReviewQueueCollector, WarrantMetrics

__all__ = ["ReviewConsole", "create_app", "serve"]

_TEMPLATES = Path(__file__).with_name("templates")
_SESSION, _LOGIN_CSRF = "wg_session", "wg_login_csrf"
_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; style-src 'self'; img-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
_BADGES = {"Strong Warrant": "w-strong", "Basic Warrant": "w-basic",
           "Conditional Warrant": "w-conditional", "No Warrant": "w-none"}


def _same(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and hmac.compare_digest(a.encode(), b.encode())


class ReviewConsole:
    """The console's state: the queue, credentials, sessions and templates."""

    def __init__(self, queue: ReviewQueue, *, token: str | None = None,
                 password: str | None = None, allow_anonymous: bool = False,
                 secure_cookies: bool = False, root_path: str = "",
                 metrics: WarrantMetrics | None = None) -> None:
        if not (token or password or allow_anonymous):
            raise ConfigurationError(
                "the review console needs a token or a password (or allow_anonymous=True)")
        self.queue, self.token, self.password = queue, token or None, password or None
        self.allow_anonymous, self.secure_cookies = allow_anonymous, secure_cookies
        self.root = root_path.rstrip("/")
        self.metrics = metrics
        self.key = secrets.token_bytes(32)
        self.sessions: dict[str, dict[str, str]] = {}
        self.env = jinja2.Environment(loader=jinja2.FileSystemLoader(_TEMPLATES), autoescape=True)
        self.env.filters["badge_class"] = lambda w: _BADGES.get(str(w), "w-none")

    # -- identity -------------------------------------------------------------------
    def principal(self, request: Request) -> tuple[str, str] | None:
        """``(user, csrf token)`` of the request, or ``None`` when not logged in."""
        auth = request.headers.get("authorization", "")
        if auth.lower().startswith("bearer ") and self.token:
            if _same(auth[7:].strip(), self.token):
                return "token", self._mac("bearer")
            return None
        session = self.sessions.get(request.cookies.get(_SESSION, ""))
        if session is not None:
            return session["user"], session["csrf"]
        return None

    def _mac(self, what: str) -> str:
        return hmac.new(self.key, what.encode(), hashlib.sha256).hexdigest()

    def new_session(self, user: str) -> str:
        """Start a session for ``user`` and return its id."""
        sid = secrets.token_urlsafe(32)
        self.sessions[sid] = {"user": user, "csrf": secrets.token_urlsafe(32)}
        return sid

    def check_secret(self, secret: str) -> bool:
        """True when ``secret`` is the token or the password."""
        return _same(secret, self.token) or _same(secret, self.password)

    # -- rendering ------------------------------------------------------------------
    def page(self, name: str, code: int = 200, /, **context: Any) -> HTMLResponse:
        """Render template ``name`` with security headers and HTTP status ``code``."""
        text = self.env.get_template(name).render(root=self.root, **context)
        return HTMLResponse(text, status_code=code, headers=_HEADERS)

    def login_page(self, request: Request, status: int = 401, error: str | None = None
                   ) -> HTMLResponse:
        """The login form, with a double-submit CSRF cookie."""
        login_csrf = request.cookies.get(_LOGIN_CSRF) or secrets.token_urlsafe(32)
        label = "Token or password" if self.token and self.password else (
            "Token" if self.token else "Password")
        response = self.page("login.html", status, login_csrf=login_csrf, error=error,
                             secret_label=label, user=None)
        self.cookie(response, _LOGIN_CSRF, login_csrf)
        return response

    def cookie(self, response: Response, name: str, value: str) -> None:
        """Set an HttpOnly, SameSite=Strict cookie on ``response``."""
        response.set_cookie(name, value, httponly=True, samesite="strict",
                            secure=self.secure_cookies, path=self.root or "/")

    def redirect(self, path: str) -> RedirectResponse:
        """A 303 redirect to ``path`` under the console root."""
        return RedirectResponse(self.root + path, status_code=303, headers=_HEADERS)


def _forbidden(message: str, status: int = 403) -> HTMLResponse:
    body = f"<!doctype html><title>{status}</title><p>{html.escape(message)}</p>"
    return HTMLResponse(body, status_code=status, headers=_HEADERS)


View = Callable[[Request], Awaitable[Response]]


def _page_view(c: ReviewConsole, fn: Callable[..., Awaitable[Response]]) -> View:
    """A GET page for a logged-in reviewer (the login form, with 401, otherwise)."""

    async def view(request: Request) -> Response:
        who, sid = c.principal(request), None
        if who is None and c.allow_anonymous:
            sid = c.new_session("anonymous")
            who = ("anonymous", c.sessions[sid]["csrf"])
        if who is None:
            return c.login_page(request)
        response = await fn(request, user=who[0], csrf=who[1], can_logout=sid is None)
        if sid is not None:
            c.cookie(response, _SESSION, sid)
        return response

    return view


def _form_view(c: ReviewConsole, fn: Callable[..., Awaitable[Response]]) -> View:
    """A POST form handler: needs a login and the form's CSRF token."""

    async def view(request: Request) -> Response:
        who = c.principal(request)
        if who is None:
            return _forbidden("log in first", 401)
        form = await request.form()
        if not _same(str(form.get("csrf") or ""), who[1]):
            return _forbidden("missing or invalid CSRF token")
        return await fn(request, form, who[0])

    return view


def _routes(c: ReviewConsole) -> list[Route]:
    css = (_TEMPLATES / "console.css").read_text(encoding="utf-8")

    async def stylesheet(request: Request) -> Response:
        return Response(css, media_type="text/css", headers=_HEADERS)

    async def login_form(request: Request) -> Response:
        return c.redirect("/") if c.principal(request) else c.login_page(request, 200)

    async def login(request: Request) -> Response:
        form = await request.form()
        if not _same(str(form.get("csrf") or ""), request.cookies.get(_LOGIN_CSRF)):
            return _forbidden("missing or invalid CSRF token")
        if not c.check_secret(str(form.get("secret") or "")):
            return c.login_page(request, 401, "Wrong token or password.")
        name = str(form.get("name") or "").strip()[:60] or "reviewer"
        response = c.redirect("/")
        c.cookie(response, _SESSION, c.new_session(name))
        return response

    async def logout(request: Request, form: Any, user: str) -> Response:
        c.sessions.pop(request.cookies.get(_SESSION, ""), None)
        response = c.redirect("/login")
        response.delete_cookie(_SESSION, path=c.root or "/")
        return response

    async def index(request: Request, **who: Any) -> Response:
        items = await run_in_threadpool(c.queue.pending, limit=200)
        flash = await run_in_threadpool(_flash, c.queue, request.query_params.get("done"))
        return c.page("queue.html", items=items, flash=flash, **who)

    async def history(request: Request, **who: Any) -> Response:
        q = request.query_params
        status = q.get("status") if q.get("status") in set(ReviewStatus) else None
        items = await run_in_threadpool(c.queue.list, status=status, limit=500,
                                        stakes=q.get("stakes") or None, search=q.get("q") or None)
        return c.page("history.html", items=items, status=status, stakes=q.get("stakes"),
                      q=q.get("q"), statuses=[s.value for s in ReviewStatus], **who)

    async def item(request: Request, **who: Any) -> Response:
        try:
            found = await run_in_threadpool(c.queue.get, request.path_params["item_id"])
        except ReviewNotFound as exc:
            return _forbidden(str(exc), 404)
        return c.page("item.html", item=found, cert=found.certificate_model, **who)

    async def decide(request: Request, form: Any, user: str) -> Response:
        verdict = str(form.get("verdict") or "")
        answer = str(form.get("answer") or "") if verdict == "override" else None
        try:
            done = await run_in_threadpool(
                c.queue.decide, request.path_params["item_id"], verdict,  # type: ignore[arg-type]
                reviewer=user, note=str(form.get("note") or "") or None, answer=answer or None)
        except ReviewConflict as exc:
            return _forbidden(str(exc), 409)
        except ReviewNotFound as exc:
            return _forbidden(str(exc), 404)
        except ConfigurationError as exc:
            return _forbidden(str(exc), 400)
        if c.metrics is not None:
            c.metrics.observe_review(done)  # time from queueing to this decision
        return c.redirect(f"/?done={done.id}")

    return [
        Route("/console.css", stylesheet),
        Route("/login", login_form, methods=["GET"]),
        Route("/login", login, methods=["POST"]),
        Route("/logout", _form_view(c, logout), methods=["POST"]),
        Route("/", _page_view(c, index)),
        Route("/history", _page_view(c, history)),
        Route("/items/{item_id}", _page_view(c, item)),
        Route("/items/{item_id}/decide", _form_view(c, decide), methods=["POST"]),
    ]


def _metrics_route(c: ReviewConsole, registry: CollectorRegistry) -> Route:
    """``GET /metrics``: the Prometheus exposition; the bearer token (or a logged-in
    session) is required when the console has a token."""
    from ..telemetry import render_metrics

    async def metrics(request: Request) -> Response:
        if c.token and c.principal(request) is None:
            return PlainTextResponse("401 Unauthorized: Authorization: Bearer <token> required\n",
                                     status_code=401, headers={"WWW-Authenticate": "Bearer", **_HEADERS})
        body, content_type = await run_in_threadpool(render_metrics, registry, request.headers.get("accept"))
        return Response(body, headers={"Content-Type": content_type, **_HEADERS})

    return Route("/metrics", metrics, methods=["GET"])


_OBSERVED: weakref.WeakKeyDictionary[Any, ReviewQueueCollector] = weakref.WeakKeyDictionary()


def _observe_queue(queue: ReviewQueue, registry: CollectorRegistry) -> None:
    """Register the queue-depth collector on ``registry``, replacing one an earlier console
    registered there (the same series names cannot be registered twice)."""
    from ..telemetry import observe_review_queue

    previous = _OBSERVED.pop(registry, None)
    if previous is not None:
        registry.unregister(previous)
    _OBSERVED[registry] = observe_review_queue(queue, registry)


def _flash(queue: ReviewQueue, item_id: str | None) -> str | None:
    if not item_id:
        return None
    try:
        done = queue.get(item_id)
    except ReviewNotFound:
        return None
    return f"{done.id} {done.status.value} by {done.reviewer}: final answer {done.final_answer}."


def create_app(queue: ReviewQueue, *, token: str | None = None, password: str | None = None,
               allow_anonymous: bool = False, secure_cookies: bool = False,
               root_path: str = "", registry: CollectorRegistry | None = None,
               metrics: WarrantMetrics | None = None) -> Starlette:
    """The console as an ASGI app over ``queue``.

    Log in with the bearer ``token`` (``Authorization: Bearer ...`` or the login form)
    or the ``password``; with neither, ``allow_anonymous=True`` must be given.
    ``GET /metrics`` serves ``registry`` (default: the global registry, or the
    multiprocess aggregate when ``$PROMETHEUS_MULTIPROC_DIR`` is set) with the queue's
    depth registered on it; ``metrics`` (a ``WarrantMetrics``) records the time to each
    decision taken in the console.
    """
    from ..telemetry import exposed_registry

    console = ReviewConsole(queue, token=token, password=password, root_path=root_path,
                            allow_anonymous=allow_anonymous, secure_cookies=secure_cookies,
                            metrics=metrics)
    served = exposed_registry(registry)
    _observe_queue(queue, served)
    app = Starlette(routes=[*_routes(console), _metrics_route(console, served)])
    app.state.console, app.state.registry = console, served
    return app


def serve(queue: ReviewQueue, *, host: str = "127.0.0.1", port: int = 8750,
          token: str | None = None, password: str | None = None,
          allow_anonymous: bool = False) -> None:
    """Serve the console with uvicorn until interrupted (``/metrics`` included: the global
    registry, with the time to each decision taken here)."""
    try:
        import uvicorn
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ConfigurationError(_HINT) from exc
    from ..telemetry import WarrantMetrics

    app = create_app(queue, token=token, password=password, allow_anonymous=allow_anonymous,
                     metrics=WarrantMetrics())
    uvicorn.run(app, host=host, port=port, log_level="info")
