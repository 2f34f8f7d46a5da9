"""The console's warrant over time (``/history``): what ``warrantguard history`` prints,
read from the record store the console was given (``review serve --records PATH``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from warrantguard.guard.spi import ConfigurationError

__all__ = ["LIMITS", "warrant_history_view"]

LIMITS = {"since": 32, "model": 200, "question": 500}


class HistorySource(Protocol):
    """Where ``/history`` reads the warrant over time (:class:`warrantguard.audit.HistoryReader`
    over a record store)."""

    def history(self, *, since: str | None, model: str | None, question: str | None) -> Any:
        """The history since a date, for one model and/or question."""
        ...


def warrant_history_view(records: HistorySource | None, params: Mapping[str, str]) -> dict[str, Any]:
    """The template's context: the typed filters (``typed``), and ``history`` (a
    :class:`~warrantguard.audit.History`) or ``error``; ``enabled`` is false
    without a record store."""
    typed = {k: str(params.get(k) or "").strip()[:n] for k, n in LIMITS.items()}
    view: dict[str, Any] = {"enabled": records is not None, "typed": typed, "history": None, "error": None}
    if records is None:
        return view
    for name, limit in LIMITS.items():
        if len(str(params.get(name) or "").strip()) > limit:
            view["error"] = f"{name} may have at most {limit} characters"
            return view
    try:
        view["history"] = records.history(since=typed["since"] or None, model=typed["model"] or None,
                                          question=typed["question"] or None)
    except ConfigurationError as exc:
        view["error"] = str(exc).replace("--since", "since")
    return view
