"""Lazy package exports: a name's module is imported on first access (PEP 562)."""

from __future__ import annotations

import importlib
import sys
import warnings
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = ["lazy_exports"]


def lazy_exports(package: str, homes: Mapping[str, str], names: Iterable[str],
                 moved: Mapping[str, str] | None = None) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package``: ``homes`` maps each exported name to
    the submodule (relative, without the dot) that defines it; a loaded name is cached.

    ``moved`` maps names that left the package to their new module (absolute): they still
    resolve, for this version, with a :class:`DeprecationWarning` naming the new home.
    """
    exported = list(names)
    moved = dict(moved or {})

    def __getattr__(name: str) -> Any:
        if name in moved:
            warnings.warn(f"{package}.{name} moved to {moved[name]}.{name}; the old path goes in the next version",
                          DeprecationWarning, stacklevel=2)
            return getattr(importlib.import_module(moved[name]), name)
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted({*vars(sys.modules[package]), *exported})

    return __getattr__, __dir__
