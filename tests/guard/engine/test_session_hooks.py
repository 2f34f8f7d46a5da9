"""A session reports each call to its hooks: an empty hook set is spared the report, and a hook
added to that set later (``Guard.add_hook``) hears every call from then on."""

from __future__ import annotations

import asyncio

from warrantguard.guard._models import ChatRequest, ChatResponse, Purpose
from warrantguard.guard._settings import Budget, RetryPolicy
from warrantguard.guard.engine._hooks import Hook, HookSet
from warrantguard.guard.engine._session import Session
from warrantguard.testing import ScriptedModel


class Calls(Hook):
    """Records the calls it hears of."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, str | None]] = []

    def llm_call(self, run_id, model, request, response, start, end, error) -> None:  # type: ignore[no-untyped-def]
        assert end >= start
        self.heard.append((run_id, response.texts[0] if response is not None else type(error).__name__))


def _ask(session: Session, times: int) -> None:
    model = ScriptedModel(prefer="tea")
    request = ChatRequest(messages=({"role": "user", "content": "Which is better, tea or coffee?"},),
                          choices=("tea", "coffee"), purpose=Purpose.ANSWER, tier=1)

    async def run() -> list[ChatResponse]:
        return [await session.ask(model, request) for _ in range(times)]

    assert all(r.texts for r in asyncio.run(run()))


def _session() -> Session:
    return Session(budget=Budget(), max_concurrency=4, retry=RetryPolicy())


def test_a_hook_added_to_an_empty_set_hears_the_calls_after_it() -> None:
    hooks, calls = HookSet([]), Calls()
    session = _session()
    session.observe(hooks, "run-1")
    _ask(session, 2)
    hooks.hooks.append(calls)
    _ask(session, 3)
    assert len(calls.heard) == 3 and calls.heard[0][0] == "run-1"


def test_a_single_hook_observing_a_session_hears_every_call() -> None:
    calls = Calls()
    session = _session()
    session.observe(calls, "run-2")
    _ask(session, 2)
    assert [run for run, _ in calls.heard] == ["run-2", "run-2"]
