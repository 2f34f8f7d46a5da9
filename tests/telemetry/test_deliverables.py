"""The Grafana dashboard and the Prometheus alerts use only metrics that are exported."""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from warrantguard.telemetry import WarrantMetrics, observe_review_queue, render_metrics

ROOT = Path(__file__).resolve().parents[2]
DASHBOARD = ROOT / "examples" / "grafana" / "warrantguard-dashboard.json"
ALERTS = ROOT / "examples" / "prometheus" / "alerts.yml"
NAME = re.compile(r"\bwarrantguard_[a-z_]+")


def exported(tmp_path: Path) -> set[str]:
    """Every series name (with histogram and counter suffixes) the package can export."""
    from warrantguard.policies import ReviewQueue

    registry = CollectorRegistry()
    WarrantMetrics(registry)
    observe_review_queue(ReviewQueue(tmp_path / "q.sqlite3"), registry)
    names: set[str] = set()
    for family in text_string_to_metric_families(render_metrics(registry)[0].decode()):
        names |= {family.name + s for s in ("", "_total", "_bucket", "_count", "_sum")}
    return names


def dashboard_exprs() -> list[str]:
    panels = json.loads(DASHBOARD.read_text())["panels"]
    return [t["expr"] for p in panels for t in p.get("targets", [])]


def alert_exprs() -> list[str]:
    groups = yaml.safe_load(ALERTS.read_text())["groups"]
    return [rule["expr"] for g in groups for rule in g["rules"]]


def test_dashboard_and_alerts_reference_exported_metrics(tmp_path: Path) -> None:
    known = exported(tmp_path)
    exprs = dashboard_exprs() + alert_exprs()
    used = {name for e in exprs for name in NAME.findall(e)}
    assert used and used <= known, sorted(used - known)
    assert len(used) >= 15


def test_dashboard_is_well_formed() -> None:
    dash = json.loads(DASHBOARD.read_text())
    ids = [p["id"] for p in dash["panels"]]
    assert len(ids) == len(set(ids))
    assert {v["name"] for v in dash["templating"]["list"]} == {"datasource", "model"}
    for p in dash["panels"]:
        assert {"x", "y", "w", "h"} <= set(p["gridPos"]) and p["gridPos"]["x"] + p["gridPos"]["w"] <= 24
        for target in p.get("targets", []):
            assert target["expr"].count("(") == target["expr"].count(")")


def test_alerts_are_well_formed() -> None:
    rules = [r for g in yaml.safe_load(ALERTS.read_text())["groups"] for r in g["rules"]]
    assert len({r["alert"] for r in rules}) == len(rules)
    for rule in rules:
        assert rule["labels"]["severity"] in {"info", "warning", "critical"}
        assert rule["annotations"]["summary"]
        assert rule["expr"].count("(") == rule["expr"].count(")")
