"""A model's measured speed: seconds per call, recorded after each run in the cache directory
(``speed.json``) so that ``--estimate`` can give a time, or measured on one call now."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from warrantguard.guard import ChatRequest, Hook, ProviderError, Purpose
from warrantguard.guard.spi import describe

__all__ = ["FILE", "Speed", "SpeedHook", "measure", "recorded", "save"]

FILE = "speed.json"
_MAX_MODELS = 200
_MAX_BYTES = 1 << 20


@dataclass(frozen=True)
class Speed:
    """Seconds per call and where that number comes from (shown beside the estimate)."""

    seconds_per_call: float
    source: str


class SpeedHook(Hook):
    """Times every provider call of one model (wall time from send to reply)."""

    def __init__(self, model: str) -> None:
        self.model = model
        self.calls = 0
        self.seconds = 0.0

    def llm_call(self, run_id: str, model: str, request: Any, response: Any, start: float, end: float,
                 error: BaseException | None) -> None:
        """Count a call that got a reply."""
        if model == self.model and error is None and end >= start:
            self.calls += 1
            self.seconds += end - start


def _read(path: Path) -> dict[str, Any]:
    try:
        if path.stat().st_size > _MAX_BYTES:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save(cache_dir: str | None, hook: SpeedHook) -> None:
    """Record the run's seconds per call for its model (nothing without a cache or a call)."""
    if not cache_dir or hook.calls == 0:
        return
    path = Path(cache_dir) / FILE
    data = _read(path)
    data[hook.model] = {"seconds_per_call": hook.seconds / hook.calls, "calls": hook.calls,
                        "recorded_at": datetime.now(UTC).isoformat(timespec="seconds")}
    if len(data) > _MAX_MODELS:  # keep the newest
        data = dict(sorted(data.items(), key=lambda kv: str(kv[1].get("recorded_at", "")))[-_MAX_MODELS:])
    with contextlib.suppress(OSError):  # a read-only cache never breaks a run
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")


def recorded(cache_dir: str | None, model: str) -> Speed | None:
    """The speed recorded from the last run of ``model``, if any."""
    if not cache_dir:
        return None
    path = Path(cache_dir) / FILE
    entry = _read(path).get(model)
    if not isinstance(entry, dict):
        return None
    spc, calls = entry.get("seconds_per_call"), entry.get("calls")
    if not isinstance(spc, int | float) or spc < 0 or not isinstance(calls, int):
        return None
    return Speed(float(spc), f"recorded from the last run ({calls} calls, mean; {entry.get('recorded_at', '?')}) "
                             f"in {path}")


def measure(model: Any, prompt: str, options: tuple[str, str], timeout: float = 300.0) -> Speed:
    """Time one temperature-0 answer call to ``model`` now (uncached; a local model's first call
    includes loading it)."""
    request = ChatRequest(messages=({"role": "user", "content": prompt},), temperature=0.0, max_tokens=16,
                          choices=options, purpose=Purpose.MEASURE)

    async def one() -> float:
        start = time.perf_counter()
        async with asyncio.timeout(timeout):
            await model.complete(request)
        return time.perf_counter() - start

    try:
        seconds = asyncio.run(one())
    except Exception as exc:
        raise ProviderError(f"{model.name}: timing one call failed: {describe(exc)}") from None
    return Speed(seconds, "measured on one call now (a local model's first call includes loading it)")
