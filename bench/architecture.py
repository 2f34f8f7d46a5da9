"""The package's shape, measured (issue 21): modules at the root, the most files in one folder,
import cycles (every import counts: top-level, ``TYPE_CHECKING`` and inside functions), imports of
another package's underscore modules, public names, README lines, and the warrantguard files that
run while one certificate is computed (``Guard.check`` to the ``Certificate``, imports excluded).

    python bench/architecture.py            # this checkout
    python bench/architecture.py /tmp/old   # another checkout (e.g. a worktree of an older commit)
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

TRACE = r"""
import os, sys, json
sys.path.insert(0, os.getcwd())
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
import warrantguard
from warrantguard.testing import ScriptedModel
guard = warrantguard.Guard(model=ScriptedModel("train"))
question = "Which is safer to travel by, motorcycle or train?"
guard.check(question)  # warm: imports and first-use caches
seen = set()
root = os.path.dirname(warrantguard.__file__)
def tracer(frame, event, arg):
    path = frame.f_code.co_filename
    if path.startswith(root):
        seen.add(os.path.relpath(path, root))
    return None
sys.setprofile(tracer)
guard.check(question)
sys.setprofile(None)
print(json.dumps(sorted(seen)))
"""


def _modules(pkg: Path) -> dict[str, Path]:
    out = {}
    for path in pkg.rglob("*.py"):
        parts = list(path.relative_to(pkg.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _targets(module: str, path: Path, modules: dict[str, Path]) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
            if node.level:
                base = base[: len(base) - node.level + 1]
            name = ".".join([*base, node.module] if node.module else base) if node.level else node.module or ""
            subs = [f"{name}.{a.name}" for a in node.names if f"{name}.{a.name}" in modules]
            names = subs + ([name] if len(subs) < len(node.names) else [])
        else:
            continue
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name.startswith("warrantguard") and name != module:
                out.add(name)
    return out


def _cycles(graph: dict[str, set[str]]) -> int:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    count = 0
    sys.setrecursionlimit(10000)

    def visit(v: str) -> None:
        nonlocal count
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            size = 0
            while True:
                size += 1
                if stack.pop() == v:
                    break
            count += size > 1

    for v in graph:
        if v not in index:
            visit(v)
    return count


def _private(importer: str, target: str) -> bool:
    parts = target.split(".")
    for i, part in enumerate(parts[1:], start=1):
        owner = ".".join(parts[:i])
        if part.startswith("_") and not (importer == owner or importer.startswith(owner + ".")):
            return True
    return False


def shape(checkout: Path) -> dict[str, object]:
    """The figures for the checkout at ``checkout``."""
    pkg = checkout / "warrantguard"
    modules = _modules(pkg)
    graph = {m: _targets(m, p, modules) for m, p in modules.items()}
    folders = Counter(p.parent for p in modules.values())
    fullest, most = folders.most_common(1)[0]
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    public = subprocess.run([sys.executable, "-c", "import warrantguard; print(len(warrantguard.__all__))"],
                            cwd=checkout, env=env, capture_output=True, text=True, check=True)
    traced = subprocess.run([sys.executable, "-c", TRACE], cwd=checkout, env=env, capture_output=True,
                            text=True, check=True)
    files = json.loads(traced.stdout.strip().splitlines()[-1])
    return {
        "modules at the package root": len([p for p in pkg.glob("*.py") if p.name != "__init__.py"]),
        "most modules in one folder": f"{most} ({fullest.relative_to(checkout)})",
        "import cycles (hidden ones count)": _cycles(graph),
        "imports of another package's underscore modules": sum(_private(m, t) for m, ts in graph.items() for t in ts),
        "public names (warrantguard.__all__)": int(public.stdout.strip()),
        "README lines": len((checkout / "README.md").read_text().splitlines()),
        "files run by one Guard.check (imports excluded)": len(files),
    }


def main() -> None:
    """Print the figures for the checkout given (default: this one)."""
    checkout = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[1]).resolve()
    for name, value in shape(checkout).items():
        print(f"{name:<50} {value}")


if __name__ == "__main__":
    main()
