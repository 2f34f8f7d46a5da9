"""Run set-up code once litellm is imported, without importing it (``on_litellm_import``).

``import warrantguard`` must not import litellm (it is slow and has side effects of its
own), yet ``litellm.completion(model="local/smollm2")`` must work in a program that
imported warrantguard. So a callback registered here runs at once if litellm is already
imported, and otherwise right after the first ``import litellm`` completes: a finder on
``sys.meta_path`` that answers only for the top-level name ``litellm``, wraps its loader's
``exec_module`` and removes itself once litellm has loaded. Nothing else is imported or
changed. A failing callback is logged and never breaks the import of litellm.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import logging
import sys
import threading
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

__all__ = ["on_litellm_import"]

_NAME = "litellm"
_LOCK = threading.Lock()
_CALLBACKS: list[Callable[[], None]] = []
_LOADED: list[bool] = []  # one entry once the finder's loader has run the queued callbacks
_log = logging.getLogger("warrantguard")


def on_litellm_import(callback: Callable[[], None]) -> None:
    """Call ``callback()`` now if litellm is imported, else just after ``import litellm``
    (a callback already waiting is not queued twice)."""
    module = sys.modules.get(_NAME)
    if module is not None and not _initialising(module):
        _run(callback)
        return
    with _LOCK:
        late = bool(_LOADED)  # litellm finished loading after the check above: run it now
        if not late and callback not in _CALLBACKS:
            _CALLBACKS.append(callback)
        if not late and not any(isinstance(f, _LitellmFinder) for f in sys.meta_path):
            sys.meta_path.insert(0, _LitellmFinder())
    if late:
        _run(callback)


def _initialising(module: ModuleType) -> bool:
    spec = getattr(module, "__spec__", None)
    return bool(getattr(spec, "_initializing", False))


def _run(callback: Callable[[], None]) -> None:
    try:
        callback()
    except Exception:  # never break the caller's import of litellm
        _log.warning("warrantguard: set-up after importing litellm failed", exc_info=True)


class _LitellmFinder(importlib.abc.MetaPathFinder):
    """Finds nothing itself: wraps the real loader of ``litellm`` to run the callbacks after it."""

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        """The real spec of ``litellm`` with its loader wrapped; ``None`` for every other name."""
        if fullname != _NAME:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None and spec.loader is not None and hasattr(spec.loader, "exec_module"):
                spec.loader = _AfterLoader(spec.loader, self)
                return spec
            if spec is not None:
                return spec
        return None


class _AfterLoader(importlib.abc.Loader):
    """Delegates to litellm's loader, then runs the queued callbacks (once)."""

    def __init__(self, loader: Any, finder: _LitellmFinder) -> None:
        self.loader, self.finder = loader, finder

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        """Whatever litellm's own loader creates."""
        created: ModuleType | None = self.loader.create_module(spec)
        return created

    def exec_module(self, module: ModuleType) -> None:
        """Load litellm, then remove the finder and run the callbacks."""
        self.loader.exec_module(module)
        with _LOCK:
            if self.finder in sys.meta_path:
                sys.meta_path.remove(self.finder)
            callbacks = list(_CALLBACKS)
            _CALLBACKS.clear()
            _LOADED.append(True)
        for callback in callbacks:
            _run(callback)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.loader, name)  # get_resource_reader, is_package, get_source...
