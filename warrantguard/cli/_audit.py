"""Command-line glue: the ``audit`` and ``validate`` subcommands.

``warrantguard audit --store STORE --out report.html`` runs the belief-action tests (and
the coherence tests, when coherence records were elicited) on a record store — a SQLite
path or a ``postgresql://`` URL — and writes the self-contained HTML report.

``warrantguard validate known_groups.csv --model M`` certifies every prompt of a
known-groups file (format: :mod:`warrantguard.audit._validate`), with a progress bar
and a resumable checkpoint, then runs the known-groups analyses and — when consensus
counts are given — the nomological and discriminant analyses. As in ``warrantguard
check``, ``local/`` models get the lexical probe generator unless ``--generator`` (or
``WARRANTGUARD_GENERATOR``) says otherwise.

This module imports nothing heavy at import time, so registering the subcommands works
without the ``[audit]`` extra; the handlers say how to install it when it is missing.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from warrantguard.cli._flags import positive_int

__all__ = ["cmd_audit", "cmd_validate", "register_cli"]


def register_cli(subparsers: Any) -> None:
    """Add ``audit``, ``validate`` and ``history`` to an argparse subparsers object."""
    audit = subparsers.add_parser("audit", help="belief-action audit of a record store (HTML)")
    audit.add_argument("--store", required=True,
                       help="record store: SQLite path or postgresql:// URL")
    audit.add_argument("--out", type=Path, default=Path("report.html"), help="HTML report path")
    audit.add_argument("--model", help="audit only this model")
    audit.add_argument("--consensus", type=Path,
                       help="CSV with question_id, consensus_n1, consensus_n2 (optional)")
    audit.add_argument("--permutations", type=positive_int, default=199,
                       help="permutation draws of the CMI test (default 199)")
    audit.add_argument("--bootstrap", type=positive_int, default=200,
                       help="bootstrap draws per interval (default 200; CMI half-samples: half that)")
    audit.add_argument("--trees", type=positive_int, default=100,
                       help="trees of each random forest (default 100)")
    audit.add_argument("--seed", type=int, default=0)
    audit.set_defaults(func=cmd_audit)
    val = subparsers.add_parser("validate", help="certify a known-groups CSV and validate warrant")
    val.add_argument("csv", type=Path, help="known-groups CSV (see warrantguard.audit._validate)")
    val.add_argument("--model", required=True, help="model string for warrantguard.Guard")
    val.add_argument("--generator", help="probe generator for the Guard (default: its default)")
    val.add_argument("--out", type=Path, help="results JSON (default validate-<model>.json)")
    val.add_argument("--resume", action="store_true", help="reuse certificates already made")
    val.add_argument("--store", help="also record the certificates in this store (path or URL)")
    val.add_argument("--report", type=Path, help="also write an HTML report")
    val.add_argument("--permutations", type=int, default=10000)
    val.add_argument("--seed", type=int, default=0)
    val.set_defaults(func=cmd_validate)
    from warrantguard.audit import register_cli as register_history

    register_history(subparsers)  # warrantguard history: warrant over time from a record store


def _extra_missing(exc: ImportError) -> int:
    print(f"warrantguard: {exc}", file=sys.stderr)
    return 2


def _read_consensus(path: Path) -> dict[str, float]:
    with path.open(newline="", encoding="utf-8") as fh:
        out = {}
        for row in csv.DictReader(fh):
            n1, n2 = float(row["consensus_n1"]), float(row["consensus_n2"])
            if n1 + n2 > 0:
                out[row["question_id"]] = abs(n1 - n2) / (n1 + n2)
    return out


def _is_url(spec: str) -> bool:
    return spec.startswith(("postgresql://", "postgres://"))


def _load_store(spec: str) -> tuple[list[Any], list[Any]]:
    """Certificate and coherence rows of the store at ``spec`` (a path or a URL)."""
    from warrantguard.audit import open_record_store

    if not _is_url(spec) and not Path(spec).exists():
        raise FileNotFoundError(f"{spec}: no such record store")
    with open_record_store(spec) as store:
        return store.rows(), store.coherence_rows()


def _print_results(audits: list[Any]) -> None:
    for a in audits:
        for r in (a.cmi, a.forest, a.monotonicity, *a.coherence, *a.skipped):
            if r is not None:
                print(f"{a.model}: {r.name}: {r.verdict}")


def cmd_audit(args: argparse.Namespace) -> int:
    """Handler of ``warrantguard audit``: run the tests and write the report."""
    try:
        from warrantguard.audit import AuditSettings, audit_records, write_report

        rows, coherence = _load_store(args.store)
    except ImportError as exc:
        return _extra_missing(exc)
    except (OSError, ValueError) as exc:  # missing file, unreachable or refused database
        print(f"warrantguard: error: {exc}", file=sys.stderr)
        return 2
    rows = [r for r in rows if args.model in (None, r.model)]
    coherence = [c for c in coherence if args.model in (None, c.model)]
    if not rows and not coherence:
        print(f"warrantguard: error: {args.store}: no certificates recorded", file=sys.stderr)
        return 2
    cons = _read_consensus(args.consensus) if args.consensus else None
    settings = AuditSettings(n_perm=args.permutations, n_sub=max(1, args.bootstrap // 2),
                             n_boot=args.bootstrap, n_trees=args.trees, seed=args.seed)
    audits = audit_records(rows, consensus=cons, settings=settings, coherence=coherence)
    write_report(args.out, audits)
    _print_results(audits)
    print(f"report written to {args.out}")
    return 0


def _generator_for(model: str, explicit: str | None) -> str:
    """The probe generator, chosen as ``warrantguard check`` does (lexical for local/)."""
    chosen = explicit or os.environ.get("WARRANTGUARD_GENERATOR")
    if chosen:
        return chosen
    return "lexical" if model.startswith("local/") else "default"


def _guard_certifier(args: argparse.Namespace) -> Callable[[Any], Any]:
    import warrantguard
    from warrantguard.cli import resolve_model

    generator = _generator_for(args.model, args.generator)
    guard = warrantguard.Guard(model=resolve_model(args.model), generator=resolve_model(generator))

    def certify(row: Any) -> Any:
        return guard.check(row.prompt, options=row.options, context=row.context).certificate

    return certify


def run_validate(args: argparse.Namespace, certify: Callable[[Any], Any]) -> int:
    """The body of ``validate`` with an injectable certifier (row → Certificate)."""
    from rich.progress import Progress

    from warrantguard.audit import (
        certify_rows,
        open_record_store,
        read_known_groups,
        results_json,
        validate_certificates,
        write_report,
    )

    rows = read_known_groups(args.csv)
    out = args.out or Path(f"validate-{_slug(args.model)}.json")
    checkpoint = out.with_name(out.name + ".certificates.jsonl")
    with Progress(transient=True) as progress:
        task = progress.add_task("certifying", total=len(rows))
        certs = certify_rows(rows, certify, checkpoint, resume=args.resume,
                             advance=lambda: progress.advance(task))
    store = open_record_store(args.store) if args.store else None
    try:
        result = validate_certificates(rows, certs, n_perm=args.permutations, seed=args.seed,
                                       store=store)
    finally:
        if store is not None:
            store.close()
    out.write_text(results_json(result), encoding="utf-8")
    if args.report:
        write_report(args.report, [result.audit], known_groups={result.model: result.known_groups},
                     title=f"warrantguard validation: {result.model}")
    _print_validation(result)
    print(f"results written to {out}")
    return 0


def _print_validation(result: Any) -> None:
    for qid, message in result.errors.items():
        print(f"error row {qid}: {message}")
    print(f"known groups: {result.known_groups.verdict}")
    print(f"  {result.known_groups.jonckheere.verdict}")
    print(f"  {result.known_groups.mae.verdict}")
    if result.audit.nomological is not None:
        print(f"nomological: {result.audit.nomological.verdict}")
    if result.audit.discriminant is not None:
        print(f"discriminant: {result.audit.discriminant.verdict}")


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in text)


def cmd_validate(args: argparse.Namespace) -> int:
    """Handler of ``warrantguard validate``: certify with the Guard, then analyse."""
    try:
        from warrantguard.extras import scientific as _deps  # noqa: F401  (fail early with the install hint)
    except ImportError as exc:
        return _extra_missing(exc)
    return run_validate(args, _guard_certifier(args))
