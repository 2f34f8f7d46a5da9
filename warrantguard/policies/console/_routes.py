"""The review console's routes: login and logout, the queue, history, items, decisions
and ``/metrics``."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from warrantguard.extras.starlette import PlainTextResponse, Request, Response, Route, run_in_threadpool
from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies import CredentialsLocked, address_key, wait_text
from warrantguard.policies.console._app import (
    HEADERS,
    LOGIN_CSRF,
    SESSION,
    TEMPLATES,
    ReviewConsole,
    Who,
    form_view,
    page_view,
)
from warrantguard.policies.console._auth import same
from warrantguard.policies.console._desk import QueueQuery, item_facts, stakes_ranks
from warrantguard.policies.console._history import warrant_history_view
from warrantguard.policies.review import (
    ORDERS,
    WARRANT_LABELS,
    ReviewConflict,
    ReviewNotFound,
    ReviewQueue,
    ReviewStatus,
    free_text_allowed,
    is_reviewer_text,
    override_answer,
)

if TYPE_CHECKING:
    from warrantguard.telemetry import MetricsRegistry, ReviewQueueCollector

__all__ = ["metrics_route", "observe_queue", "routes"]

MAX_NOTE, MAX_NAME, QUEUE_LIMIT = 4000, 64, 200


def _throttle_keys(request: Request, name: str) -> list[str]:
    """The account first (a success forgets its failures), then the client address."""
    return [f"account:{name.casefold() or 'shared'}", address_key(request.client.host if request.client else None)]


def _locked(c: ReviewConsole, request: Request, locked: CredentialsLocked) -> Response:
    return c.login_page(request, 429, f"Too many failed logins: this account or address is "
                        f"locked for {wait_text(locked.seconds)}. Try again later.",
                        headers={"Retry-After": locked.retry_after})


async def login(c: ReviewConsole, request: Request) -> Response:
    """``POST /login``: check the secret (throttled) and start a session."""
    form = await request.form()
    if not same(str(form.get("csrf") or ""), request.cookies.get(LOGIN_CSRF)):
        return c.error_page(403, message="Missing or invalid CSRF token: reload the login page.")
    if not c.creds.has_login:
        return c.login_page(request, 403)
    name = str(form.get("name") or "").strip()[: MAX_NAME + 1]
    keys = _throttle_keys(request, name)
    try:
        c.throttle.admit(keys)
        user = await run_in_threadpool(c.creds.login, name, str(form.get("secret") or ""))
        c.throttle.record(keys, user is not None, proven=keys[:1])
    except CredentialsLocked as locked:
        return _locked(c, request, locked)
    if user is None:
        wrong = "Wrong reviewer name or password." if c.creds.users else "Wrong token or password."
        return c.login_page(request, 401, wrong)
    c.sessions.drop(request.cookies.get(SESSION))  # never reuse a session id across logins
    sid, _ = c.sessions.create(user)
    response = c.redirect("/")
    c.cookie(request, response, SESSION, sid)
    return response


async def decide(c: ReviewConsole, request: Request, form: Any, who: Who) -> Response:
    """``POST /items/{id}/decide``: approve, reject or override (an option, or free text
    where the stakes level allows it). A refused decision shows the item again with the
    message and what was typed."""
    item_id, verdict = request.path_params["item_id"], str(form.get("verdict") or "")
    typed = {k: str(form.get(k) or "")[:MAX_NOTE + 1] for k in ("note", "answer", "answer_text")}
    note = typed["note"].strip() or None
    try:
        if note is not None and len(note) > MAX_NOTE:
            raise ConfigurationError(f"a note may have at most {MAX_NOTE} characters")
        answer = None
        if verdict == "override":
            found = await run_in_threadpool(c.queue.get, item_id)
            given = typed["answer_text"].strip() or typed["answer"]
            answer = override_answer(found, given, free_text=free_text_allowed(c.policy, found))
        done = await run_in_threadpool(
            c.queue.decide, item_id, verdict,  # type: ignore[arg-type]
            reviewer=who.user, note=note, answer=answer)
    except ReviewConflict as exc:
        return c.error_page(409, message=str(exc), typed=note)
    except ReviewNotFound as exc:
        return c.error_page(404, message=str(exc), typed=note)
    except ConfigurationError as exc:
        return await _item_page(c, item_id, _who(who), status=400, error=str(exc), typed=typed)
    if c.metrics is not None:
        c.metrics.observe_review(done)  # time from queueing to this decision
    return c.redirect(f"/?done={done.id}")


def _who(who: Who) -> dict[str, Any]:
    return {"user": who.user, "csrf": who.csrf, "can_logout": who.via == "session"}


def routes(c: ReviewConsole) -> list[Route]:
    """The console's routes (``/metrics`` aside)."""
    css = (TEMPLATES / "console.css").read_text(encoding="utf-8")

    async def stylesheet(request: Request) -> Response:
        return Response(css, media_type="text/css", headers=HEADERS)

    async def login_form(request: Request) -> Response:
        return c.redirect("/") if c.principal(request) else c.login_page(request, 200)

    async def do_login(request: Request) -> Response:
        return await login(c, request)

    async def logout(request: Request, form: Any, who: Who) -> Response:
        c.sessions.drop(request.cookies.get(SESSION))
        response = c.redirect("/login")
        response.delete_cookie(SESSION, path=c.root or "/")
        return response

    async def do_decide(request: Request, form: Any, who: Who) -> Response:
        return await decide(c, request, form, who)

    return [
        Route("/console.css", stylesheet),
        Route("/login", login_form, methods=["GET"]),
        Route("/login", do_login, methods=["POST"]),
        Route("/logout", form_view(c, logout), methods=["POST"]),
        Route("/", page_view(c, _index(c))),
        Route("/history", page_view(c, _history(c))),
        Route("/items/{item_id}", page_view(c, _item(c))),
        Route("/items/{item_id}/decide", form_view(c, do_decide), methods=["POST"]),
    ]


def _index(c: ReviewConsole) -> Any:
    async def index(request: Request, **who: Any) -> Response:
        query = QueueQuery.parse(request.query_params)
        ranks = stakes_ranks(c.policy)
        items = [] if query.errors else await run_in_threadpool(query.listed, c.queue, ranks, QUEUE_LIMIT)
        flash = await run_in_threadpool(_flash, c.queue, request.query_params.get("done"))
        return c.page("queue.html", 400 if query.errors else 200, items=items, flash=flash,
                      query=query, levels=list(ranks), orders=ORDERS, limit=QUEUE_LIMIT,
                      warrants=WARRANT_LABELS, statuses=[s.value for s in ReviewStatus],
                      now=c.queue.clock(), **who)

    return index


def _history(c: ReviewConsole) -> Any:
    async def history(request: Request, **who: Any) -> Response:
        q = request.query_params
        status = q.get("status") if q.get("status") in set(ReviewStatus) else None
        items = await run_in_threadpool(c.queue.list, status=status, limit=500,
                                        stakes=q.get("stakes") or None, search=q.get("q") or None)
        warrants = await run_in_threadpool(warrant_history_view, c.records, q)
        return c.page("history.html", 400 if warrants.get("error") else 200, items=items,
                      status=status, stakes=q.get("stakes"), q=q.get("q"),
                      statuses=[s.value for s in ReviewStatus], wh=warrants, **who)

    return history


def _item(c: ReviewConsole) -> Any:
    async def item(request: Request, **who: Any) -> Response:
        return await _item_page(c, request.path_params["item_id"], who)

    return item


async def _item_page(c: ReviewConsole, item_id: str, who: dict[str, Any], status: int = 200,
                     error: str | None = None, typed: dict[str, str] | None = None) -> Response:
    """The item page (``error`` and ``typed``: a refused decision and the form's values)."""
    try:
        found = await run_in_threadpool(c.queue.get, item_id)
    except ReviewNotFound as exc:
        return c.error_page(404, message=str(exc))
    cert = found.certificate_model
    return c.page("item.html", status, item=found, cert=cert,
                  facts=item_facts(found, cert, c.queue.clock()),
                  free_text=free_text_allowed(c.policy, found), error=error, typed=typed or {},
                  reviewer_text=is_reviewer_text(found.final_answer), **who)


def _flash(queue: ReviewQueue, item_id: str | None) -> str | None:
    if not item_id:
        return None
    try:
        done = queue.get(item_id)
    except ReviewNotFound:
        return None
    return f"{done.id} {done.status.value} by {done.reviewer}: final answer {done.final_answer}."


def metrics_route(c: ReviewConsole, registry: MetricsRegistry) -> Route:
    """``GET /metrics``: the Prometheus exposition; the bearer token (or a logged-in
    session) is required when the console has a token."""
    from warrantguard.telemetry import render_metrics

    async def metrics(request: Request) -> Response:
        who = c.principal(request)
        if c.creds.token and (who is None or who.via == "anonymous"):
            return PlainTextResponse("401 Unauthorized: Authorization: Bearer <token> required\n",
                                     status_code=401, headers={"WWW-Authenticate": "Bearer", **HEADERS})
        body, content_type = await run_in_threadpool(render_metrics, registry, request.headers.get("accept"))
        return Response(body, headers={"Content-Type": content_type, **HEADERS})

    return Route("/metrics", metrics, methods=["GET"])


_OBSERVED: weakref.WeakKeyDictionary[Any, ReviewQueueCollector] = weakref.WeakKeyDictionary()


def observe_queue(queue: ReviewQueue, registry: MetricsRegistry) -> None:
    """Register the queue-depth collector on ``registry``, replacing one an earlier console
    registered there (the same series names cannot be registered twice)."""
    from warrantguard.telemetry import observe_review_queue

    previous = _OBSERVED.pop(registry, None)
    if previous is not None:
        registry.unregister(previous)
    _OBSERVED[registry] = observe_review_queue(queue, registry)
