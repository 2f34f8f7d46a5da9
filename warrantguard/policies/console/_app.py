"""The web review console: a small Starlette (ASGI) app with server-rendered HTML.

Every page needs a login unless anonymous access was explicitly allowed: a reviewer
account (users file), a trusted identity header from an authenticating proxy, or the
shared bearer token or password (recorded as ``shared:token`` / ``shared:password``).
Sessions are created only at login and expire (idle and absolute); failed logins lock
the account and the client address out for a growing interval. Every form carries a
CSRF token and every POST must come from the console's own origin; a ``Host`` outside
the allowed hosts gets 400 (DNS rebinding). Jinja2 escapes every string and the
Content-Security-Policy forbids scripts outright. ``/metrics`` serves Prometheus
metrics without the login page: it needs the bearer token when one is configured
(it holds counts and label values, never prompt or answer text).
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from warrantguard.guard.spi import ConfigurationError, Reversal
from warrantguard.policies import CredentialThrottle, address_key
from warrantguard.policies._policy import StakesPolicy
from warrantguard.policies.console._auth import ANONYMOUS, Credentials, keyed_mac, new_key, same
from warrantguard.policies.console._desk import ago, stamp, ts_day, until, why_queued
from warrantguard.policies.console._sessions import SessionTable
from warrantguard.policies.review import ReviewQueue

_HINT = "the review console needs its extras: pip install 'warrantguard[review]'"
try:
    import jinja2

    from warrantguard.extras.starlette import (
        HTMLResponse,
        RedirectResponse,
        Request,
        Response,
    )
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ConfigurationError(_HINT) from exc

if TYPE_CHECKING:

    from warrantguard.telemetry import WarrantMetrics

__all__ = ["ReviewConsole", "Who", "form_view", "page_view"]

TEMPLATES = Path(__file__).with_name("templates")
SESSION, LOGIN_CSRF, ANON = "wg_session", "wg_login_csrf", "wg_anon"
HEADERS = {
    "Content-Security-Policy": "default-src 'none'; style-src 'self'; img-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    # same-origin, not no-referrer: with no-referrer browsers send "Origin: null" on our own
    # form posts, and the origin check needs the real one.
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}
_BADGES = {"Strong Warrant": "w-strong", "Basic Warrant": "w-basic",
           "Conditional Warrant": "w-conditional", "No Warrant": "w-none"}
_TITLES = {400: "Bad request", 401: "Log in first", 403: "Forbidden", 404: "Not found",
           405: "Method not allowed", 409: "Already decided", 413: "Too large",
           429: "Too many attempts", 500: "Server error"}


class Who(NamedTuple):
    """The reviewer behind a request, their forms' CSRF token (``None``: may not post
    yet) and how they got in (``session``, ``bearer``, ``header`` or ``anonymous``)."""

    user: str
    csrf: str | None
    via: str


class ReviewConsole:
    """The console's state: the queue, credentials, sessions, throttle and templates."""

    def __init__(self, queue: ReviewQueue, credentials: Credentials, *,
                 secure_cookies: bool = False, root_path: str = "",
                 metrics: WarrantMetrics | None = None, policy: StakesPolicy | None = None,
                 sessions: SessionTable | None = None, throttle: CredentialThrottle | None = None,
                 records: Any = None) -> None:
        self.queue, self.creds, self.policy, self.metrics = queue, credentials, policy, metrics
        self.records = records  # a record store for /history's warrant over time, or None
        self.secure_cookies = secure_cookies
        self.root = root_path.rstrip("/")
        self.sessions = sessions if sessions is not None else SessionTable()
        self.throttle = throttle if throttle is not None else CredentialThrottle()
        self.key = new_key()
        self.env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True)
        self.env.filters["badge_class"] = lambda w: _BADGES.get(str(w), "w-none")
        self.env.filters["grouped_reversals"] = Reversal.grouped  # item page: (reversal, count) pairs
        self.env.filters.update(why_queued=why_queued, ago=ago, until=until, stamp=stamp, ts_day=ts_day)

    # -- identity -------------------------------------------------------------------
    def principal(self, request: Request) -> Who | None:
        """Who sent ``request``, or ``None`` when nobody is logged in; a bearer token is checked
        through the throttle (:class:`~warrantguard.policies.CredentialsLocked` while locked)."""
        creds = self.creds
        auth = request.headers.get("authorization", "")
        if creds.token and auth[:7].lower() == "bearer ":
            keys = [address_key(request.client.host if request.client else None)]
            self.throttle.admit(keys)
            user = creds.bearer(auth)
            self.throttle.record(keys, user is not None)
            return Who(user, self.mac("bearer"), "bearer") if user else None
        if creds.identity_header and creds.identity_header in request.headers:
            user = creds.header_user(request.headers[creds.identity_header])
            return Who(user, self.mac(f"header:{user}"), "header") if user else None
        session = self.sessions.get(request.cookies.get(SESSION))
        if session is not None:
            return Who(session.user, session.csrf, "session")
        if creds.allow_anonymous:
            anon = request.cookies.get(ANON)
            return Who(ANONYMOUS, self.mac(f"anon:{anon}") if anon else None, "anonymous")
        return None

    def mac(self, what: str) -> str:
        """A CSRF token bound to ``what`` under this console's random key."""
        return keyed_mac(self.key, what)

    # -- rendering ------------------------------------------------------------------
    def page(self, name: str, code: int = 200, /, **context: Any) -> HTMLResponse:
        """Render template ``name`` with security headers and HTTP status ``code``."""
        text = self.env.get_template(name).render(root=self.root, **context)
        return HTMLResponse(text, status_code=code, headers=HEADERS)

    def error_page(self, status: int, title: str | None = None, message: str = "",
                   typed: str | None = None) -> HTMLResponse:
        """A styled error page (no user details: it may answer an unauthenticated request);
        ``typed``: the logged-in reviewer's note, shown back so that it is not lost."""
        return self.page("error.html", status, status=status, user=None, typed=typed,
                         title=title or _TITLES.get(status, "Error"), message=message)

    def login_page(self, request: Request, status: int = 401, error: str | None = None,
                   headers: dict[str, str] | None = None) -> HTMLResponse:
        """The login form, with a double-submit CSRF cookie."""
        login_csrf = request.cookies.get(LOGIN_CSRF) or secrets.token_urlsafe(32)
        response = self.page("login.html", status, login_csrf=login_csrf, error=error, user=None,
                             **_login_fields(self.creds))
        response.headers.update(headers or {})
        self.cookie(request, response, LOGIN_CSRF, login_csrf)
        return response

    def cookie(self, request: Request, response: Response, name: str, value: str) -> None:
        """Set an HttpOnly, SameSite=Strict cookie, Secure with ``secure_cookies`` or
        when the request came over https."""
        secure = self.secure_cookies or request.url.scheme == "https"
        response.set_cookie(name, value, httponly=True, samesite="strict", secure=secure,
                            path=self.root or "/")

    def redirect(self, path: str) -> RedirectResponse:
        """A 303 redirect to ``path`` under the console root."""
        return RedirectResponse(self.root + path, status_code=303, headers=HEADERS)


def _login_fields(creds: Credentials) -> dict[str, Any]:
    shared = " or ".join(w for w, on in (("token", creds.token), ("password", creds.password)) if on)
    accounts = creds.users is not None
    label = "Password" if accounts else shared.capitalize()
    return {"ask_name": accounts, "name_required": accounts and not shared,
            "shared_label": shared, "secret_label": label, "show_form": creds.has_login,
            "proxy_header": creds.identity_header}


View = Callable[[Request], Awaitable[Response]]


def page_view(c: ReviewConsole, fn: Callable[..., Awaitable[Response]]) -> View:
    """A GET page for a logged-in reviewer (the login form, with 401, otherwise)."""

    async def view(request: Request) -> Response:
        who, anon_cookie = c.principal(request), None
        if who is not None and who.via == "anonymous" and who.csrf is None:
            anon_cookie = secrets.token_urlsafe(32)  # client-side only: no server session
            who = who._replace(csrf=c.mac(f"anon:{anon_cookie}"))
        if who is None:
            return c.login_page(request)
        response = await fn(request, user=who.user, csrf=who.csrf, can_logout=who.via == "session")
        if anon_cookie is not None:
            c.cookie(request, response, ANON, anon_cookie)
        return response

    return view


def form_view(c: ReviewConsole, fn: Callable[..., Awaitable[Response]]) -> View:
    """A POST form handler: needs a login and the form's CSRF token."""

    async def view(request: Request) -> Response:
        who = c.principal(request)
        if who is None:
            return c.error_page(401, message="Log in first.")
        form = await request.form()
        if not same(str(form.get("csrf") or ""), who.csrf):
            return c.error_page(403, message="Missing or invalid CSRF token: reload the page "
                                "and try again.")
        return await fn(request, form, who)

    return view
