"""The package's shape, measured (issue 21): modules at the root, the most files in one folder,
import cycles (every import counts: top-level, ``TYPE_CHECKING`` and inside functions), imports of
another package's underscore modules, public names, README lines, and the warrantguard files that
run while one certificate is computed (``Guard.check`` to the ``Certificate``, imports excluded).

    python bench/architecture.py            # this checkout
    python bench/architecture.py /tmp/old   # another checkout (e.g. a worktree of an older commit)
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

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


def _walker(checkout: Path) -> Any:
    """tests/test_architecture.py of ``checkout``: the one import-graph walker (module names, edges,
    cycles, private reaches), so the bench counts exactly what the test enforces."""
    spec = importlib.util.spec_from_file_location("_arch", checkout / "tests" / "test_architecture.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _names(pkg: Path) -> dict[str, Path]:
    out = {}
    for path in pkg.rglob("*.py"):
        parts = list(path.relative_to(pkg.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def shape(checkout: Path) -> dict[str, object]:
    """The figures for the checkout at ``checkout``."""
    pkg = checkout / "warrantguard"
    walker = _walker(Path(__file__).resolve().parents[1])  # this checkout's walker, pointed at ``checkout``
    modules = {name: path for name, path in _names(pkg).items()}
    graph = {m: walker._edges(m, p.read_text(), modules) for m, p in modules.items()}
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
        "import cycles (hidden ones count)": len(walker._cycles(graph)),
        "imports of another package's underscore modules": sum(walker._reaches_private(m, t)
                                                               for m, ts in graph.items() for t in ts),
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
