"""``warrantguard validate``: certify a known-groups prompt set and validate the warrant.

Input: a CSV file (UTF-8, header row) with one prompt per line:

=============  =========================================================================
column         meaning
=============  =========================================================================
set            block id: the prompts of one set share it (one prompt per designed level)
prompt         the pairwise question put to the model
option_a       first option (optional; the Guard parses the prompt when empty)
option_b       second option (optional, together with option_a)
context        extra context for the question (optional)
expected       designed warrant: 0–3, or none / conditional / basic / strong
consensus_n1   people choosing option A (optional; with consensus_n2 enables the
consensus_n2   nomological and discriminant analyses, c = |n1 − n2| / (n1 + n2))
question_id    stable id (optional; default ``<set>-<expected>``)
=============  =========================================================================

Certificates are appended to a JSONL checkpoint as they are made, so an interrupted run
continues where it stopped with ``--resume``. A prompt the Guard cannot certify (no two
options found: ``NotPairwiseError``) becomes an error row — in the checkpoint, and in
the results under ``errors`` — instead of stopping the run; the analyses use the other
rows (Page's test keeps only the sets that are still complete). On ``--resume`` error
rows count as done.
"""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from warrantguard.audit._analysis import AuditSettings, ModelAudit, audit_records
from warrantguard.audit._records import RecordStore, SQLiteRecordStore
from warrantguard.audit.stats import KnownGroupsResult, consensus, known_groups
from warrantguard.guard.spi import Certificate, NotPairwiseError

__all__ = ["KnownGroupsRow", "ValidationOutcome", "certify_rows", "json_safe", "read_known_groups",
           "results_json", "validate_certificates"]

_LEVELS = {"none": 0, "no": 0, "conditional": 1, "basic": 2, "strong": 3}


@dataclass(frozen=True)
class KnownGroupsRow:
    """One prompt of the known-groups file."""

    question_id: str
    set: str
    prompt: str
    options: tuple[str, str] | None
    context: str | None
    expected: int
    consensus: float | None


@dataclass(frozen=True)
class ValidationOutcome:
    """Known-groups result plus the per-model audit (consensus analyses when available).

    ``errors`` maps the question id of each prompt that could not be certified to why.
    """

    model: str
    known_groups: KnownGroupsResult
    audit: ModelAudit
    errors: Mapping[str, str] = field(default_factory=dict)


def _level(text: str, where: str) -> int:
    t = text.strip().lower().replace(" warrant", "")
    if t in _LEVELS:
        return _LEVELS[t]
    if t.isdigit() and 0 <= int(t) <= 3:
        return int(t)
    raise ValueError(f"{where}: expected must be 0–3 or none/conditional/basic/strong, got {text!r}")


def _row(raw: Mapping[str, str], n: int) -> KnownGroupsRow:
    where = f"row {n}"
    if not (raw.get("prompt") or "").strip() or not (raw.get("set") or "").strip():
        raise ValueError(f"{where}: 'set' and 'prompt' are required")
    expected = _level(raw.get("expected") or "", where)
    a, b = (raw.get("option_a") or "").strip(), (raw.get("option_b") or "").strip()
    n1, n2 = (raw.get("consensus_n1") or "").strip(), (raw.get("consensus_n2") or "").strip()
    cons = float(consensus([float(n1)], [float(n2)])[0]) if n1 and n2 else None
    qid = (raw.get("question_id") or "").strip() or f"{raw['set'].strip()}-{expected}"
    return KnownGroupsRow(qid, raw["set"].strip(), raw["prompt"].strip(),
                          (a, b) if a and b else None, (raw.get("context") or "").strip() or None,
                          expected, cons)


def read_known_groups(path: str | Path) -> list[KnownGroupsRow]:
    """Parse and check the known-groups CSV (format in the module docstring)."""
    with Path(path).open(newline="", encoding="utf-8") as fh:
        rows = [_row(raw, n) for n, raw in enumerate(csv.DictReader(fh), 2)]
    ids = [r.question_id for r in rows]
    if len(set(ids)) != len(ids):
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        raise ValueError(f"{path}: duplicate question ids {dupes[:5]} (add a question_id column)")
    if not rows:
        raise ValueError(f"{path}: no prompts")
    return rows


def _load_checkpoint(path: Path) -> dict[str, Certificate | str]:
    done: dict[str, Certificate | str] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                obj = json.loads(line)
                done[obj["question_id"]] = (obj["error"] if "error" in obj else
                                            Certificate.model_validate(obj["certificate"]))
    return done


def _attempt(row: KnownGroupsRow, certify: Callable[[KnownGroupsRow], Certificate]
             ) -> tuple[Certificate | str, dict[str, Any]]:
    try:
        cert = certify(row)
    except NotPairwiseError as exc:
        message = f"not pairwise: {exc}"
        return message, {"question_id": row.question_id, "error": message}
    return cert, {"question_id": row.question_id, "certificate": cert.model_dump(mode="json")}


def certify_rows(
    rows: Iterable[KnownGroupsRow],
    certify: Callable[[KnownGroupsRow], Certificate],
    checkpoint: Path,
    *,
    resume: bool,
    advance: Callable[[], None] = lambda: None,
) -> dict[str, Certificate | str]:
    """Certificate — or error message — by question id; resumes from the checkpoint.

    Without ``resume`` the checkpoint is restarted. A ``NotPairwiseError`` makes an
    error row (its message) rather than stopping the run.
    """
    done = _load_checkpoint(checkpoint) if resume else {}
    mode = "a" if resume else "w"
    with checkpoint.open(mode, encoding="utf-8") as out:
        for row in rows:
            if row.question_id not in done:
                done[row.question_id], line = _attempt(row, certify)
                out.write(json.dumps(line) + "\n")
                out.flush()
            advance()
    return done


def _split(rows: list[KnownGroupsRow], certificates: Mapping[str, Certificate | str]
           ) -> tuple[list[KnownGroupsRow], list[Certificate], dict[str, str]]:
    ok = [(r, c) for r in rows if isinstance(c := certificates[r.question_id], Certificate)]
    errors = {r.question_id: str(certificates[r.question_id]) for r in rows
              if not isinstance(certificates[r.question_id], Certificate)}
    if not ok:
        raise ValueError(f"no prompt could be certified ({len(errors)} error rows)")
    return [r for r, _ in ok], [c for _, c in ok], errors


def validate_certificates(
    rows: list[KnownGroupsRow],
    certificates: Mapping[str, Certificate | str],
    *,
    n_perm: int = 10000,
    seed: int = 0,
    store: RecordStore | None = None,
) -> ValidationOutcome:
    """Known groups, and (with consensus counts) nomological and discriminant validity.

    ``certificates`` values that are strings are error rows: reported, not analysed.
    """
    rows, certs, errors = _split(rows, certificates)
    kg = known_groups([int(c.warrant) for c in certs], [r.expected for r in rows],
                      [r.set for r in rows], n_perm=n_perm, seed=seed)
    target = SQLiteRecordStore(":memory:")
    for r, c in zip(rows, certs, strict=True):
        target.record(c, question_id=r.question_id)
        if store is not None:
            store.record(c, question_id=r.question_id)
    cons = {r.question_id: r.consensus for r in rows if r.consensus is not None}
    model = certs[0].model
    settings = AuditSettings(min_rows=10, seed=seed)
    (audit,) = audit_records(target.rows(model=model), consensus=cons or None, settings=settings)
    return ValidationOutcome(model, kg, audit, errors)


def json_safe(value: Any) -> Any:
    """``value`` as strict JSON data: NaN and ±inf become ``None``, numpy values plain."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if value is None or isinstance(value, str | int | bool):
        return value
    if isinstance(value, Mapping):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v) for v in value]
    if hasattr(value, "tolist"):  # numpy scalars and arrays
        return json_safe(value.tolist())
    return str(value)


def results_json(outcome: ValidationOutcome) -> str:
    """The results file: strictly valid JSON (``null`` where a statistic is undefined)."""
    return json.dumps(json_safe(asdict(outcome)), indent=2, allow_nan=False)
