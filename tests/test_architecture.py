"""Imports point inward: adapters → policies → guard; the engine does no I/O (issue 11)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "warrantguard"
# what each layer may not import (relative to the warrantguard package)
FORBIDDEN = {
    "guard": ("adapters", "policies", "telemetry", "audit", "providers", "cli", "testing"),
    "policies": ("adapters", "audit", "cli"),  # the console serves the telemetry sinks' /metrics
    "providers": ("adapters", "policies", "telemetry", "audit", "cli"),
    "telemetry": ("adapters", "policies", "audit", "cli"),
}
# Known, tracked exceptions (each names the issue that removes it); the list may only shrink.
KNOWN = {
    "policies/_console_history.py imports warrantguard.audit._history",  # the console's /history page
    "policies/_cli_console.py imports warrantguard.audit._history",  # review serve --records (issue 16)
}
IO_LIBRARIES = ("litellm", "diskcache", "httpx", "aiohttp", "openai", "requests", "sqlite3", "psycopg")


def _imports(path: Path) -> list[tuple[str, bool]]:
    """(absolute module name, at module level) of every import in ``path``."""
    tree = ast.parse(path.read_text())
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    top_level = {id(n) for n in tree.body}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(a.name, id(node) in top_level) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                name = ".".join([*base, *([node.module] if node.module else [])])
            else:
                name = node.module or ""
            out.append((name, id(node) in top_level))
    return out


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layers_import_only_inward(layer):
    bad = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for name, _top in _imports(path):
            for other in FORBIDDEN[layer]:
                if name == f"warrantguard.{other}" or name.startswith(f"warrantguard.{other}."):
                    bad.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert [b for b in bad if b not in KNOWN] == []


def test_the_engine_imports_no_io_library_at_all():
    bad = [f"{p.relative_to(PACKAGE)} imports {name}" for p in sorted((PACKAGE / "guard").rglob("*.py"))
           for name, _top in _imports(p) if name.split(".")[0] in IO_LIBRARIES]
    assert bad == []


def test_importing_the_engine_loads_no_provider_library():
    code = ("import sys, warrantguard.guard; "
            f"print(sorted(m for m in {IO_LIBRARIES!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_the_checker_sees_a_violation(tmp_path):
    """The import walker itself: a relative import of an outer layer is resolved and caught."""
    sample = PACKAGE / "guard" / "_errors.py"
    names = [n for n, _ in _imports(sample)]
    assert all(n.startswith(("__future__", "typing", "warrantguard.guard")) for n in names), names
    fake = ast.parse("from ..adapters import decorator\n")
    assert isinstance(fake.body[0], ast.ImportFrom) and fake.body[0].level == 2
