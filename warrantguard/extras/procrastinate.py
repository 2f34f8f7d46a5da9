"""The one module that imports procrastinate (the ``[queue]`` extra).

``warrantguard batch --queue`` and ``warrantguard worker`` take the job queue from
:func:`procrastinate_module`, which imports it on first use, so a missing extra fails here,
with one install hint.
"""

from __future__ import annotations

from types import ModuleType

__all__ = ["INSTALL_HINT", "procrastinate_module"]

INSTALL_HINT = "batch on workers needs procrastinate: pip install 'warrantguard[queue]'"


def procrastinate_module() -> ModuleType:
    """``procrastinate``, imported on first use; ``ImportError`` naming the install command without the extra."""
    try:
        import procrastinate
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"{INSTALL_HINT} ({exc})") from exc
    return procrastinate
