"""The audit's statistics: the belief-action tests (second paper), the validity of warrant
(first paper, Section 4.3), the coherence tests, and their result types.

This ``__init__`` is the subpackage's interface (numpy and scipy load with it: ``pip install
'warrantguard[audit]'``).
"""

from __future__ import annotations

from warrantguard.audit.stats._checks import failed, not_enough
from warrantguard.audit.stats._cmi import (
    belief_strata,
    cmi_test,
    knn_cmi,
)
from warrantguard.audit.stats._coherence import (
    coherence_tests,
    framing_stability,
    lie_discrepancy,
)
from warrantguard.audit.stats._forest import (
    forest_test,
)
from warrantguard.audit.stats._known_groups import (
    blocked_mae_test,
    known_groups,
    page_matrix,
)
from warrantguard.audit.stats._monotone import (
    cyclic_monotonicity_test,
    quantile_bins,
    signed_margin,
)
from warrantguard.audit.stats._ordered import (
    jonckheere_terpstra,
    page_l,
    page_test,
)
from warrantguard.audit.stats._results import (
    AuditResult,
    DiscriminantResult,
    IncrementResult,
    KnownGroupsResult,
    MonotonicityResult,
    NomologicalResult,
    fmt_num,
)
from warrantguard.audit.stats._simulate import (
    SimulatedAudit,
    hidden_info_agent,
    logit_agent,
)
from warrantguard.audit.stats._validity import (
    attainable_spearman,
    consensus,
    discriminant,
    incremental_r2,
    nomological,
    ols_hc3,
)

__all__ = [
    "AuditResult",
    "DiscriminantResult",
    "IncrementResult",
    "KnownGroupsResult",
    "MonotonicityResult",
    "NomologicalResult",
    "SimulatedAudit",
    "attainable_spearman",
    "belief_strata",
    "blocked_mae_test",
    "cmi_test",
    "coherence_tests",
    "consensus",
    "cyclic_monotonicity_test",
    "discriminant",
    "failed",
    "fmt_num",
    "forest_test",
    "framing_stability",
    "hidden_info_agent",
    "incremental_r2",
    "jonckheere_terpstra",
    "knn_cmi",
    "known_groups",
    "lie_discrepancy",
    "logit_agent",
    "nomological",
    "not_enough",
    "ols_hc3",
    "page_l",
    "page_matrix",
    "page_test",
    "quantile_bins",
    "signed_margin",
]
