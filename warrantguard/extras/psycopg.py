"""The one module that imports psycopg 3 (the ``[postgres]`` extra).

The PostgreSQL review store (:mod:`warrantguard.policies`) and record store
(:mod:`warrantguard.audit`) take psycopg from :func:`psycopg_module`, which imports it on
first use, so a missing extra fails here, with one install hint.
"""

from __future__ import annotations

from types import ModuleType

__all__ = ["INSTALL_HINT", "psycopg_module"]

INSTALL_HINT = "the PostgreSQL stores need psycopg 3: pip install 'warrantguard[postgres]'"


def psycopg_module() -> ModuleType:
    """``psycopg``, imported on first use; ``ImportError`` naming the install command without the extra."""
    try:
        import psycopg
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"{INSTALL_HINT} ({exc})") from exc
    return psycopg
