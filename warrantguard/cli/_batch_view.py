"""The batch summary: a row per question, the tiers over every certificate, the warrant mix."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from warrantguard.guard import TIER_NAMES, Warrant

__all__ = ["latest_records", "print_batch_summary"]

_MAX_ROWS = 200
_STATUSES = ("passed", "failed", "unassessed", "skipped")


def latest_records(path: Path) -> dict[str, dict[str, Any]]:
    """The last record for each id (a retried question's new row replaces its error row)."""
    out: dict[str, dict[str, Any]] = {}
    if not path.exists():
        return out
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and "id" in record:
                out[str(record["id"])] = record
    return out


def _warrant(cert: dict[str, Any]) -> str:
    return Warrant(cert["warrant"]).label if cert.get("formed", True) else "not formed"


def _question_row(key: str, record: dict[str, Any]) -> list[str]:
    cert = record.get("certificate")
    if cert is None:
        return [key, "-", escape(str(record.get("error", "error"))[:80]), "", "", "", "", "-"]
    tiers = {t["tier"]: t for t in cert.get("tiers", [])}
    cells = []
    for k in range(4):
        t = tiers.get(k)
        cells.append("-" if t is None else f"{t['status']} {t['violations']}/{t['probes']}")
    decision = record.get("decision") or {}
    action = decision.get("action", "-") + (f" {decision['review_id']}" if decision.get("review_id") else "")
    return [key, escape(str(cert.get("recommendation") or "-")), _warrant(cert), *cells, escape(action)]


def _question_table(records: dict[str, dict[str, Any]]) -> Table:
    table = Table(show_header=True, header_style="bold", title="Questions")
    for col in ("id", "recommendation", "warrant", "T0", "T1", "T2", "T3", "decision"):
        table.add_column(col)
    for key, record in list(records.items())[:_MAX_ROWS]:
        table.add_row(escape(key), *_question_row(key, record)[1:])
    return table


def _tier_table(certs: list[dict[str, Any]]) -> Table:
    table = Table(show_header=True, header_style="bold", title="Tiers over every certificate")
    for col in ("tier", "test", *_STATUSES, "valid probes", "violations"):
        table.add_column(col, justify="left" if col in ("tier", "test") else "right")
    for k in range(4):
        status: Counter[str] = Counter()
        probes = violations = 0
        for cert in certs:
            for t in cert.get("tiers", []):
                if t["tier"] == k:
                    status[t["status"]] += 1
                    probes, violations = probes + t["probes"], violations + t["violations"]
        table.add_row(f"T{k}", TIER_NAMES.get(k, ""), *(str(status[s]) for s in _STATUSES),
                      str(probes), str(violations))
    return table


def _warrant_table(records: dict[str, dict[str, Any]]) -> Table:
    counts: Counter[str] = Counter()
    for record in records.values():
        cert = record.get("certificate")
        counts["error (retried on resume)" if record.get("retry") else "not pairwise" if cert is None
               else _warrant(cert)] += 1
    table = Table(show_header=True, header_style="bold", title="Warrants")
    table.add_column("warrant")
    table.add_column("questions", justify="right")
    for label in [w.label for w in Warrant] + ["not formed", "not pairwise", "error (retried on resume)"]:
        if counts[label]:
            table.add_row(label, str(counts[label]))
    table.add_row("total", str(sum(counts.values())))
    return table


def print_batch_summary(path: Path, console: Console) -> None:
    """The three tables for every question in a batch output file."""
    records = latest_records(path)
    console.print(_question_table(records))
    if len(records) > _MAX_ROWS:
        console.print(f"… and {len(records) - _MAX_ROWS} more questions in {escape(str(path))}", highlight=False)
    certs = [r["certificate"] for r in records.values() if isinstance(r.get("certificate"), dict)]
    console.print(_tier_table(certs))
    console.print(_warrant_table(records))
