"""Belief-action audit and warrant validation toolkit (issue 7).

* Record store: :class:`SQLiteRecordStore` (or :class:`PostgresRecordStore`, shared by
  several guards; :func:`open_record_store` takes a path or URL) keeps certificates,
  their later outcomes and elicited coherence records.
* Coherence data: :func:`elicit_coherence` asks a Guard's focal model for the beliefs
  the coherence tests need; :func:`coherence_tests` runs both tests on such records.
* Belief-action tests (Yamin et al., "validating elicited beliefs"): :func:`cmi_test`,
  :func:`forest_test`, :func:`cyclic_monotonicity_test`, :func:`lie_discrepancy`,
  :func:`framing_stability`.
* Validation of warrant (reliance-certificate paper, Section 4.3): :func:`known_groups`,
  :func:`nomological`, :func:`discriminant`.
* Report: :func:`build_report` (the ``audit`` and ``validate`` commands live in :mod:`warrantguard.cli`).

Names are loaded lazily: importing this package (e.g. for the CLI or the record store)
does not import numpy/scipy; the statistics need ``pip install 'warrantguard[audit]'``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warrantguard._lazy import lazy_exports

_EXPORTS: dict[str, str] = {
    # for warrantguard's command line and the console's /history page
    "register_cli": "_history", "open_existing": "_history", "load_history": "_history",
    "HistoryReader": "_history", "History": "_history",
    "certify_rows": "_validate", "read_known_groups": "_validate", "results_json": "_validate",
    "validate_certificates": "_validate",
    "AuditRecord": "_records", "RecordStore": "_records", "SQLiteRecordStore": "_records",
    "parse_outcome": "_records", "question_key": "_records", "question_hash": "_records",
    "SQLRecordStore": "_records", "open_record_store": "_open",
    "PostgresRecordStore": "_postgres",
    "CoherenceRecord": "_coherence_rows", "SubcontextBelief": "_coherence_rows",
    "elicit_coherence": "_elicitation", "coherence_tests": "stats",
    "AuditResult": "stats", "DiscriminantResult": "stats", "IncrementResult": "stats",
    "KnownGroupsResult": "stats", "MonotonicityResult": "stats",
    "NomologicalResult": "stats",
    "belief_strata": "stats", "cmi_test": "stats", "knn_cmi": "stats",
    "forest_test": "stats",
    "cyclic_monotonicity_test": "stats", "quantile_bins": "stats",
    "signed_margin": "stats",
    "framing_stability": "stats", "lie_discrepancy": "stats",
    "jonckheere_terpstra": "stats", "page_l": "stats", "page_test": "stats",
    "blocked_mae_test": "stats", "known_groups": "stats",
    "page_matrix": "stats",
    "attainable_spearman": "stats", "consensus": "stats", "discriminant": "stats",
    "incremental_r2": "stats", "nomological": "stats", "ols_hc3": "stats",
    "SimulatedAudit": "stats", "hidden_info_agent": "stats", "logit_agent": "stats",
    "AuditSettings": "_analysis", "ModelAudit": "_analysis", "audit_records": "_analysis",
    "build_report": "_report", "write_report": "_report",
}

__all__ = [
    "AuditRecord",
    "AuditResult",
    "AuditSettings",
    "CoherenceRecord",
    "DiscriminantResult",
    "History",
    "HistoryReader",
    "IncrementResult",
    "KnownGroupsResult",
    "ModelAudit",
    "MonotonicityResult",
    "NomologicalResult",
    "PostgresRecordStore",
    "RecordStore",
    "SQLRecordStore",
    "SQLiteRecordStore",
    "SimulatedAudit",
    "SubcontextBelief",
    "attainable_spearman",
    "audit_records",
    "belief_strata",
    "blocked_mae_test",
    "build_report",
    "certify_rows",
    "cmi_test",
    "coherence_tests",
    "consensus",
    "cyclic_monotonicity_test",
    "discriminant",
    "elicit_coherence",
    "forest_test",
    "framing_stability",
    "hidden_info_agent",
    "incremental_r2",
    "jonckheere_terpstra",
    "knn_cmi",
    "known_groups",
    "lie_discrepancy",
    "load_history",
    "logit_agent",
    "nomological",
    "ols_hc3",
    "open_existing",
    "open_record_store",
    "page_l",
    "page_matrix",
    "page_test",
    "parse_outcome",
    "quantile_bins",
    "question_hash",
    "question_key",
    "read_known_groups",
    "register_cli",
    "results_json",
    "signed_margin",
    "validate_certificates",
    "write_report",
]


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)


if TYPE_CHECKING:  # pragma: no cover - static names for type checkers
    from warrantguard.audit._analysis import AuditSettings, ModelAudit, audit_records
    from warrantguard.audit._coherence_rows import CoherenceRecord, SubcontextBelief
    from warrantguard.audit._elicitation import elicit_coherence
    from warrantguard.audit._history import History, HistoryReader, load_history, open_existing, register_cli
    from warrantguard.audit._open import open_record_store
    from warrantguard.audit._postgres import PostgresRecordStore
    from warrantguard.audit._records import (
        AuditRecord,
        RecordStore,
        SQLiteRecordStore,
        SQLRecordStore,
        parse_outcome,
        question_hash,
        question_key,
    )
    from warrantguard.audit._report import build_report, write_report
    from warrantguard.audit._validate import certify_rows, read_known_groups, results_json, validate_certificates
    from warrantguard.audit.stats import (
        AuditResult,
        DiscriminantResult,
        IncrementResult,
        KnownGroupsResult,
        MonotonicityResult,
        NomologicalResult,
        SimulatedAudit,
        attainable_spearman,
        belief_strata,
        blocked_mae_test,
        cmi_test,
        coherence_tests,
        consensus,
        cyclic_monotonicity_test,
        discriminant,
        forest_test,
        framing_stability,
        hidden_info_agent,
        incremental_r2,
        jonckheere_terpstra,
        knn_cmi,
        known_groups,
        lie_discrepancy,
        logit_agent,
        nomological,
        ols_hc3,
        page_l,
        page_matrix,
        page_test,
        quantile_bins,
        signed_margin,
    )
