"""Shared helpers for the audit tests: synthetic certificates, a throw-away PostgreSQL."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from _postgres import PgCluster, pg_cluster, pg_url  # noqa: F401  (shared fixtures)

from warrantguard.guard.engine._certificate import Certificate, TierOutcome, TierStatus, Warrant

_ids = itertools.count()

_PASSED_BY_WARRANT = {0: 0, 1: 2, 2: 3, 3: 4}  # leading tiers passed for each warrant


def make_certificate(
    warrant: int = 2,
    *,
    model: str = "test-model",
    belief: float | None = 60.0,
    recommend_a: bool = True,
    confidence: int | None = 80,
    prompt: str = "Is tea better than coffee?",
    rates: tuple[float, ...] = (0.0, 0.1, 0.2, 0.3),
) -> Certificate:
    """A complete certificate with the tier profile implied by ``warrant``."""
    n_pass = _PASSED_BY_WARRANT[warrant]
    tiers = []
    for k in range(4):
        if k < n_pass:
            status, viol = TierStatus.PASSED, 0
        elif k == n_pass:
            status, viol = TierStatus.FAILED, max(1, round(rates[k] * 10))
        else:
            status, viol = TierStatus.SKIPPED, 0
        tiers.append(TierOutcome(tier=k, name=f"t{k}", planned=10, probes=10 if k <= n_pass else 0,
                                 violations=viol, status=status))
    return Certificate(
        id=f"cert-{next(_ids)}", model=model, prompt=prompt, option_a="tea", option_b="coffee",
        recommendation="tea" if recommend_a else "coffee", warrant=Warrant(warrant), rule="test",
        complete=True, tiers=tiers, confidence=confidence, belief=belief,
    )


@pytest.fixture
def certificate_factory() -> Any:
    """The :func:`make_certificate` helper as a fixture."""
    return make_certificate


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store_spec(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A record-store spec for :func:`open_record_store`: a SQLite path or a PostgreSQL URL."""
    if request.param == "sqlite":
        return str(tmp_path / "records.sqlite3")
    return str(request.getfixturevalue("pg_url"))
