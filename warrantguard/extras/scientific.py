"""The single place where the ``[audit]`` extra's third-party libraries are imported.

Every other module of :mod:`warrantguard.audit` takes numpy, scipy, scikit-learn and
matplotlib from here, so a missing extra fails in one place with one actionable hint.
numpy and scipy load eagerly; scikit-learn and matplotlib (slower to import) load on
first use through :func:`sklearn_parts` and :func:`pyplot`.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

__all__ = [
    "HINT",
    "ArrayLike",
    "digamma",
    "linprog",
    "np",
    "pyplot",
    "sklearn_parts",
    "stats",
]

ArrayLike = Any  # anything ``numpy.asarray`` accepts: lists, tuples, arrays

HINT = "the audit toolkit needs its extra: pip install 'warrantguard[audit]'"

try:
    import numpy as np
    from scipy import stats
    from scipy.optimize import linprog
    from scipy.special import digamma
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(f"{HINT} ({exc})") from exc


def sklearn_parts() -> tuple[Any, Any]:
    """``(RandomForestRegressor, GroupKFold)`` from scikit-learn, imported on first use."""
    try:
        from sklearn.ensemble import RandomForestRegressor
        from sklearn.model_selection import GroupKFold
    except ImportError as exc:  # pragma: no cover
        raise ImportError(f"{HINT} ({exc})") from exc
    return RandomForestRegressor, GroupKFold


def pyplot() -> ModuleType:
    """matplotlib's ``pyplot`` on the non-interactive Agg backend, imported on first use."""
    try:
        import matplotlib

        matplotlib.use("Agg", force=True)
        import matplotlib.pyplot as plt
    except ImportError as exc:  # pragma: no cover
        raise ImportError(f"{HINT} ({exc})") from exc
    return plt
