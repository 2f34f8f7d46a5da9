"""``check --estimate``: the calls, tokens, cost and time a certificate will take, per plan.

The range of calls follows the schedule: ``frugal`` runs the tiers in order and stops at the
first failing one (a row per stopping point); ``fast`` starts every tier at once (a failed
tier cancels only calls not yet sent, so the count is close to the whole); ``exhaustive``
runs every probe. Times multiply calls by a measured speed (``_speed``) and divide by the
calls that run side by side (one at a time for ``local/`` models).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table

from warrantguard.cli._speed import Speed

__all__ = ["Row", "estimate_json", "estimate_rows", "print_estimate"]

_STOPS = ((0, "stops at T0 (No Warrant)"), (1, "stops at T1 (No Warrant)"),
          (2, "stops at T2 (Conditional Warrant)"), (3, "runs every tier (Basic or Strong Warrant)"))


@dataclass(frozen=True)
class Row:
    """One plan: an outcome and the calls (focal and generator) and rounds it takes."""

    outcome: str
    focal_calls: int
    generator_calls: int
    rounds: int

    @property
    def calls(self) -> int:
        """All calls."""
        return self.focal_calls + self.generator_calls


def _t0_calls(guard: Any) -> int:
    s, focal = guard.settings, guard.focal
    if s.t0_samples == 0:
        return 0
    if s.use_probabilities and s.t0 == "auto" and focal.capabilities.probabilities:
        return 0  # drawn from the reference's option probabilities
    return 1 if focal.capabilities.samples else s.t0_samples


def _generator_calls(guard: Any, tier: int, count: int) -> int:
    if guard.generator_model is None or count == 0:
        return 0  # the lexical generator (or the caller's probes) makes no call
    per_probe = not getattr(guard.generator, "batch", True)
    return count if per_probe else 2  # a batch generator asks at most twice


def _tiers(guard: Any) -> list[tuple[int, int, int]]:
    """(tier, probe calls, generator calls) for each tier."""
    s = guard.settings
    out = [(0, _t0_calls(guard), 0)]
    planned = s.planned()
    for tier, n, written in ((1, planned[1], s.t1_paraphrases), (2, planned[2], s.t2_probes),
                             (3, planned[3], s.t3_probes)):
        out.append((tier, n, _generator_calls(guard, tier, written)))
    return out


def estimate_rows(guard: Any) -> list[Row]:
    """The plans the settings allow: one row per frugal stopping point, else one."""
    s = guard.settings
    side = int(s.confidence) + int(s.belief)
    sequential = guard.focal.capabilities.in_process
    wave = 1 if sequential else (s.frugal_wave if s.strategy == "frugal" and not s.exhaustive else s.max_concurrency)
    focal, gen, rounds, rows = 1 + side, 0, 1 + side if sequential else 1, []
    for tier, n, g in _tiers(guard):
        focal, gen = focal + n, gen + g
        rounds += (g if sequential else min(g, 1)) + (n if sequential else math.ceil(n / wave))
        if s.strategy == "frugal" and not s.exhaustive:
            rows.append(Row(_STOPS[tier][1], focal, gen, rounds))
    if rows:
        return rows
    label = "every probe of every tier (exhaustive)" if s.exhaustive else \
        "every tier at once (fast; a failed tier cancels only calls not yet sent)"
    if not sequential and not s.exhaustive:
        rounds = 1 + min(gen, 1) + math.ceil((focal - 1 - side) / s.max_concurrency)
    return [Row(label, focal, gen, rounds)]


def estimate_json(guard: Any, rows: list[Row], base: Any, speed: Speed | None) -> dict[str, Any]:
    """The estimate as JSON: settings, one object per plan, the speed and its source."""
    per_call = (base.prompt_tokens + base.completion_tokens) / max(1, base.calls)
    cost_per_call = None if base.cost is None else base.cost / max(1, base.calls)
    s = guard.settings
    return {
        "model": guard.focal.name, "strategy": s.strategy, "exhaustive": s.exhaustive,
        "calls_run_one_at_a_time": guard.focal.capabilities.in_process,
        "seconds_per_call": None if speed is None else round(speed.seconds_per_call, 4),
        "speed_source": None if speed is None else speed.source,
        "plans": [{
            "outcome": r.outcome, "calls": r.calls, "focal_calls": r.focal_calls,
            "generator_calls": r.generator_calls, "tokens": round(r.calls * per_call),
            "cost": None if cost_per_call is None else round(r.calls * cost_per_call, 6),
            "seconds": None if speed is None else round(r.rounds * speed.seconds_per_call, 1),
        } for r in rows],
    }


def print_estimate(plan: dict[str, Any], console: Console, cache: str | None) -> None:
    """The estimate as a table, then where the time comes from."""
    how = "every probe" if plan["exhaustive"] else plan["strategy"]
    console.print(f"[bold]Estimate[/] for {plan['model']}, strategy {how} (the most each plan sends; "
                  "cached answers cost nothing)", highlight=False)
    table = Table(show_header=True, header_style="bold")
    for col in ("plan", "calls", "focal", "generator", "tokens", "cost", "time"):
        table.add_column(col, justify="left" if col == "plan" else "right")
    for r in plan["plans"]:
        cost = "unknown" if r["cost"] is None else f"${r['cost']:.4f}"
        secs = "unknown" if r["seconds"] is None else _duration(r["seconds"])
        table.add_row(r["outcome"], str(r["calls"]), str(r["focal_calls"]), str(r["generator_calls"]),
                      f"≈{r['tokens']}", cost, secs)
    console.print(table)
    if plan["seconds_per_call"] is None:
        where = f"{cache}/speed.json" if cache else "the cache directory (disabled: --cache '')"
        console.print(f"Time: unknown — no run of {plan['model']} recorded in {where}; "
                      "add --measure to time one call now.", highlight=False)
        return
    order = "one at a time" if plan["calls_run_one_at_a_time"] else "side by side where the plan allows"
    console.print(f"Time: {plan['seconds_per_call']:.3g} s per call, {plan['speed_source']}; calls run {order}.",
                  highlight=False)


def _duration(seconds: float) -> str:
    if seconds < 120:
        return f"≈{seconds:.0f} s"
    return f"≈{seconds / 60:.1f} min"
