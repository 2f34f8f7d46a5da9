"""Checks that a report row and its verdict sentence say the same thing (issue 16, item 3)."""

from __future__ import annotations

import html
import re
from typing import Any

_ROW = re.compile(r"<tr>((?:<td>.*?</td>)+)</tr>", re.S)
_CELL = re.compile(r"<td>(.*?)</td>", re.S)
_INTERVAL = re.compile(r"\[(-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\]")
_NOT_ENOUGH = re.compile(r"not enough data \(n=(\d+), need ≥ (\d+) ")


def report_rows(page: str) -> list[list[str]]:
    """The five-cell rows (test, estimate, CI, p, verdict) of the per-model tables."""
    body = page.split("<h2>Tests per model</h2>", 1)[1]
    rows = [[html.unescape(c) for c in _CELL.findall(m.group(1))] for m in _ROW.finditer(body)]
    return [r for r in rows if len(r) == 5]


def _p_words(cell: str) -> str:
    return "p < 0.001" if cell == "< 0.001" else f"p = {cell}"


def check_row(cells: list[str]) -> None:
    """Assert that one row is self-consistent: interval ∋ estimate, sentence = numbers."""
    name, est, ci, p, verdict = cells
    where = f"{name}: {verdict}"
    if est == "–":
        starts = ("not enough data (n=", "could not be computed", "Uninformative", "Constant input")
        assert verdict.startswith(starts) or verdict.endswith("not estimable."), where
        if (m := _NOT_ENOUGH.match(verdict)) is not None:
            assert int(m.group(1)) < int(m.group(2)), where
        return
    number = est.removeprefix("ΔR² ")
    assert number in verdict, f"estimate {number} missing from {where}"
    if p != "–":
        assert _p_words(p) in verdict, f"p {p} missing from {where}"
    if ci == "–":
        claims = ("above zero", "below zero", "includes zero", "strictly toward")
        assert not any(c in verdict for c in claims), f"no interval, yet {where}"
        return
    lo, hi = (float(v) for v in ci.strip("[]").split(", "))
    assert lo <= float(number) <= hi, f"interval {ci} does not contain {number}: {where}"
    first = _INTERVAL.search(verdict)
    assert first is not None and first.group(0) == ci, f"interval {ci} not in {where}"
    _check_zero_words(verdict, lo, hi, where)


def _check_zero_words(verdict: str, lo: float, hi: float, where: str) -> None:
    if "above zero" in verdict:
        assert lo > 0, where
    if "below zero" in verdict:
        assert hi < 0, where
    if "includes zero" in verdict or "reaches zero" in verdict:
        assert lo <= 0 <= hi, where
    if "strictly toward" in verdict:
        assert lo > 0, where
    if "significant violation" in verdict:
        assert hi < 0, where


def check_result(result: Any) -> None:
    """:func:`check_row` on the row the report prints for ``result``."""
    from warrantguard.audit._report import result_cells

    check_row(result_cells(result))
