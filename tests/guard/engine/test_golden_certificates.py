"""Certificates are identical, field by field, to those the engine gave before its speed work.

The golden file was recorded on the engine at 95b024b, before the probe generation, vetting
and scheduling were made faster (issue 23, item 6); only a certificate's id and wall seconds
(and, outside exhaustive mode, the usage, which counts calls cancelled in flight) may differ.
It includes 1,000, 4,096 and 20,000-character questions (the default size limit).
"""

from __future__ import annotations

import asyncio
import json

import pytest

from tests.guard.engine.golden_cases import GOLDEN, cases, certify

_GOLDEN = json.loads(GOLDEN.read_text())


def _diff(old: object, new: object, path: str = "") -> list[str]:
    if isinstance(old, dict) and isinstance(new, dict):
        return [d for k in sorted(old.keys() | new.keys())
                for d in _diff(old.get(k, "<missing>"), new.get(k, "<missing>"), f"{path}.{k}")]
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [d for i, (o, n) in enumerate(zip(old, new, strict=True)) for d in _diff(o, n, f"{path}[{i}]")]
    return [] if old == new else [f"{path}: {old!r} -> {new!r}"]


@pytest.mark.parametrize("case", cases(), ids=lambda c: c["name"])
def test_certificate_matches_the_golden_one(case: dict) -> None:
    got = asyncio.run(certify(case))
    assert _diff(_GOLDEN[case["name"]], got) == []


def test_the_golden_set_covers_every_outcome_and_the_size_limit() -> None:
    warrants = {v["warrant"] for v in _GOLDEN.values()}
    assert warrants == {0, 1, 2, 3}
    assert "long-20000" in _GOLDEN and _GOLDEN["long-20000"]["formed"]
    assert _GOLDEN["long-20000-steady"]["warrant"] == 3
