"""Run as a script in a fresh interpreter: ``python tests/_import_state.py <package dir>``.

Imports the package, then each of its modules in turn, and prints as JSON what each import
changed in the process: writes to ``os.environ`` (any call that may write, even a
``setdefault`` that finds the key), interpreter hooks, logging levels and handlers, warning
filters, signal handlers, threads, ``atexit``, the event loop policy, the random state, and any
module-level value or container of the package's modules or of the third-party modules it
imports at module level. Those third-party modules are imported first, so their own import-time
effects are not counted (``tests/test_imports.py`` uses this).
"""

from __future__ import annotations

import ast
import asyncio
import atexit
import collections.abc
import contextlib
import decimal
import faulthandler
import gc
import importlib
import json
import locale
import logging
import os
import pkgutil
import random
import signal
import socket
import sys
import threading
import warnings
from pathlib import Path
from typing import Any

SIMPLE = (bool, int, float, str, bytes, type(None))
CONTAINERS = (list, dict, set, collections.abc.MutableMapping, collections.abc.MutableSet,
              collections.abc.MutableSequence)
ENV_WRITERS = ("__setitem__", "__delitem__", "setdefault", "update", "pop", "popitem", "clear")


def module_names(root: Path) -> list[str]:
    """The package and every module under it (``__main__`` modules run, so they are left out)."""
    found = [info.name for info in pkgutil.walk_packages([str(root)], prefix=root.name + ".")]
    return [root.name, *sorted(n for n in found if not n.endswith("__main__"))]


def third_party_imports(root: Path) -> list[str]:
    """Modules outside the package imported at module level (``TYPE_CHECKING`` blocks excluded)."""
    found: list[str] = []
    for path in sorted(root.rglob("*.py")):
        stack = list(ast.parse(path.read_text()).body)
        while stack:
            node = stack.pop(0)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                continue
            if isinstance(node, ast.If | ast.Try):
                stack += [*node.body, *node.orelse, *getattr(node, "finalbody", [])]
                stack += [n for handler in getattr(node, "handlers", []) for n in handler.body]
            elif isinstance(node, ast.Import):
                found += [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                found += [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
    return [n for n in dict.fromkeys(found) if n.split(".")[0] not in (root.name, *sys.stdlib_module_names)]


def record_environ_writes(root: Path) -> list[str]:
    """Every later call that may write ``os.environ`` while one of ``root``'s files is on the stack."""
    writes: list[str] = []
    prefix = str(root) + os.sep

    def recording(name: str) -> Any:
        original = getattr(os._Environ, name)  # type: ignore[attr-defined]

        def method(self: Any, *args: Any, **kwargs: Any) -> Any:
            frame = sys._getframe(1)
            while frame is not None and not frame.f_code.co_filename.startswith(prefix):
                frame = frame.f_back
            if frame is not None:
                writes.append(f"os.environ.{name}{tuple(args[:1])!r} at {frame.f_code.co_filename}:{frame.f_lineno}")
            return original(self, *args, **kwargs)

        return method

    for name in ENV_WRITERS:
        setattr(os._Environ, name, recording(name))  # type: ignore[attr-defined]
    return writes


_KINDS: dict[type, str] = {}


def kind_of(kind: type) -> str:
    """``"simple"``, ``"container"`` or ``""`` for a value's type (remembered: ``issubclass`` on the
    collection ABCs is slow, and the scan asks about the same few types millions of times)."""
    found = _KINDS.get(kind)
    if found is None:
        found = _KINDS[kind] = "simple" if kind in SIMPLE else "container" if issubclass(kind, CONTAINERS) else ""
    return found


def values(module: Any, keys: bool, names: Any = None) -> dict[str, str]:
    """A module's simple values and its containers' sizes (and mapping keys when ``keys``); only
    ``names`` when given."""
    out = {}
    namespace = vars(module)
    for name in list(namespace) if names is None else names:
        if name.startswith("__") or name not in namespace:
            continue
        value = namespace[name]
        kind = type(value)  # not isinstance: a lazy proxy (openai's) loads itself when asked its __class__
        what = kind_of(kind)
        if what == "simple":
            out[name] = repr(value)[:200]
        elif what == "container":
            try:
                shown = sorted(map(repr, value))[:50] if keys and isinstance(value, collections.abc.Mapping) else ""
            except Exception:
                shown = ""
            out[name] = f"{kind.__name__} of {len(value)} {shown}"
    return out


class Tracked:
    """Which names of each module the scan looks at: those holding a simple value or a container
    when the module was last seen with a different number of names. Only such names are ever
    compared (a new name is a definition), so looking at the others at every step only costs time;
    the module's size tells when to look again."""

    def __init__(self) -> None:
        self.seen: dict[str, tuple[int, list[str]]] = {}
        self.modules: set[str] = set()
        self.ours: list[str] = []

    def package_modules(self, package: str) -> list[str]:
        """The package's loaded modules (``sys.modules`` only grows here: look at the new names)."""
        new = sys.modules.keys() - self.modules
        self.modules |= new
        self.ours += sorted(n for n in new if n == package or n.startswith(package + "."))
        return self.ours

    def values(self, name: str, module: Any, keys: bool) -> dict[str, str]:
        size = len(vars(module))
        known = self.seen.get(name)
        if known is not None and known[0] == size:
            return values(module, keys, known[1])
        found = values(module, keys)
        self.seen[name] = (size, list(found))
        return found


def loggers() -> dict[str, str]:
    out = {"": repr((logging.root.level, [type(h).__name__ for h in logging.root.handlers]))}
    for name, logger in list(logging.root.manager.loggerDict.items()):
        if isinstance(logger, logging.Logger):
            out[name] = repr((logger.level, [type(h).__name__ for h in logger.handlers], logger.propagate,
                              logger.disabled))
    return out


def process() -> dict[str, Any]:
    return {
        "environ": dict(os.environ),
        "meta_path": [type(f).__qualname__ for f in sys.meta_path],
        "path_hooks": len(sys.path_hooks),
        "sys.path": list(sys.path),
        "atexit": atexit._ncallbacks(),  # type: ignore[attr-defined]
        "threads": sorted(t.name for t in threading.enumerate()),
        "loggers": loggers(),
        "warnings": [repr(f) for f in warnings.filters],
        "signals": {s: repr(signal.getsignal(getattr(signal, s))) for s in ("SIGINT", "SIGTERM", "SIGHUP", "SIGPIPE")},
        "hooks": [id(sys.excepthook), id(threading.excepthook), id(sys.unraisablehook), id(sys.displayhook),
                  id(sys.breakpointhook)],
        "streams": [id(sys.stdin), id(sys.stdout), id(sys.stderr)],
        "asyncio": type(asyncio.get_event_loop_policy()).__qualname__,
        "random": hash(random.getstate()),
        "limits": [sys.getrecursionlimit(), sys.getswitchinterval(), socket.getdefaulttimeout(), os.getcwd(),
                   gc.isenabled(), gc.get_threshold(), faulthandler.is_enabled(), decimal.getcontext().prec,
                   locale.setlocale(locale.LC_ALL, None)],
    }


def snapshot(package: str, watched: set[str], tracked: Tracked | None = None) -> dict[str, Any]:
    """The process's state, the package's modules' values and the watched modules' values."""
    tracked = tracked or Tracked()
    ours = {n: tracked.values(n, m, True) for n in tracked.package_modules(package)
            if (m := sys.modules.get(n)) is not None}
    theirs = {n: tracked.values(n, sys.modules[n], False) for n in watched}
    return {"process": process(), "modules": {**ours, **theirs}}


def diff(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """What changed, for what ``before`` knew (a new module's or logger's own state is a definition)."""
    changes = []
    for key, value in before["process"].items():
        now = after["process"][key]
        if key == "loggers":
            now = {k: now[k] for k in value}
        if key == "environ":
            value, now = set(value.items()), set(now.items())
        if now != value:
            changes.append(f"{key}: {value!r:.300} -> {now!r:.300}")
    for module, attrs in before["modules"].items():
        now = after["modules"].get(module, {})
        changes += [f"{module}.{attr}: {value:.200} -> {now[attr]:.200}"
                    for attr, value in attrs.items() if now.get(attr, value) != value]
    return changes


def main(root: Path) -> dict[str, Any]:
    """``{"first": changes of the package's own import, "changes": {module: changes}, "skipped": ...}``."""
    writes = record_environ_writes(root)
    third_party = third_party_imports(root)
    for name in third_party:
        with contextlib.suppress(Exception):  # a name imported from a module rather than a module
            importlib.import_module(name)
    watched = {n for n in third_party if n in sys.modules}
    if "litellm" in sys.modules:  # litellm finishes initialising on first attribute access: let it now
        watched.add("litellm")
        len(sys.modules["litellm"].provider_list)
    tracked = Tracked()
    state = snapshot(root.name, watched, tracked)
    report: dict[str, list[str]] = {}
    skipped: dict[str, str] = {}
    for name in module_names(root):
        done = len(writes)
        try:
            importlib.import_module(name)
        except ImportError as exc:  # an optional extra that is not installed
            skipped[name] = str(exc)[:200]
            continue
        new = snapshot(root.name, watched, tracked)
        changes = diff(state, new) + writes[done:]
        if changes:
            report[name] = changes
        state = new
    return {"changes": report, "skipped": skipped, "modules": len(module_names(root)),
            "watched": sorted(watched)}


if __name__ == "__main__":
    package_dir = Path(sys.argv[1]).resolve()
    sys.path.insert(0, str(package_dir.parent))
    print(json.dumps(main(package_dir)))
