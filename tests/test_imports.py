"""Explicit wiring (issue 21, item 4): importing a module defines names and does nothing else.

The one exception is documented in ``warrantguard/__init__.py``: ``import warrantguard`` calls
``warrantguard.models.install()``, which wires the providers to the engine and makes ``local/...``
model strings work in plain litellm. It lives in one module (``models/_wiring.py``), is idempotent,
and works whether litellm is imported before or after warrantguard. Nothing writes ``os.environ``
on import (the command line sets ``LITELLM_LOCAL_MODEL_COST_MAP`` when it runs).
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
PACKAGE = ROOT / "warrantguard"
# the one import-time statement that is not a definition (see warrantguard/__init__.py's docstring)
ALLOWED = {("warrantguard/__init__.py", "_install()")}
# what the documented registration changes in litellm when litellm is already imported
LITELLM_REGISTRATION = {"custom_provider_map", "_custom_providers", "provider_list"}
MUTATORS = {"append", "extend", "insert", "add", "update", "setdefault", "register", "pop", "remove", "clear",
            "discard", "putenv", "unsetenv", "seed", "basicConfig", "addHandler", "setLevel", "filterwarnings",
            "simplefilter", "set_event_loop_policy", "signal", "install", "setattr"}


def python(code: str, *, env: dict[str, str] | None = None, timeout: float = 600) -> dict[str, object]:
    """Run ``code`` in a fresh interpreter on this checkout; the JSON it prints last."""
    full = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "PYTHONPATH": str(ROOT), **(env or {})}
    full = {k: v for k, v in full.items() if v is not None}
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, env=full, capture_output=True,
                          text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


# --------------------------------------------------------------------------- statically: only definitions


def _top_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Statements run on import (inside ``if``/``try`` too; ``if __name__ == "__main__"`` is not)."""
    for node in body:
        if isinstance(node, ast.If):
            if ast.unparse(node.test) != "__name__ == '__main__'":
                yield from _top_level(node.body + node.orelse)
        elif isinstance(node, ast.Try):
            yield from _top_level(node.body + node.orelse + node.finalbody)
            for handler in node.handlers:
                yield from _top_level(handler.body)
        else:
            yield node


def _base(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute | ast.Subscript | ast.Call):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _defined(tree: ast.Module) -> set[str]:
    names = {n.name for n in tree.body if isinstance(n, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) else []
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def _acts_on_own(node: ast.stmt, own: set[str]) -> bool:
    """A call or assignment that only touches what this module defines (building a constant)."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        func = node.value.func
        if isinstance(func, ast.Name) and func.id == "setattr":
            return _base(node.value.args[0]) in own
        return isinstance(func, ast.Attribute) and _base(func) in own
    if isinstance(node, ast.Assign):
        return all(_base(t) in own for t in node.targets)
    return False


def effects(source: str, path: str) -> list[str]:
    """The module-level statements of ``source`` that do more than define names."""
    tree = ast.parse(source)
    own = _defined(tree)
    found = []
    for node in _top_level(tree.body):
        text = ast.unparse(node)
        if isinstance(node, ast.Import | ast.ImportFrom | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
                      | ast.Pass | ast.Raise) or (path, text) in ALLOWED:
            continue
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue  # a docstring
        if isinstance(node, ast.For) and all(_acts_on_own(n, own) for n in node.body):
            continue  # filling a table this module defines
        if isinstance(node, ast.Expr) and _acts_on_own(node, own):
            continue  # configuring a class this module defines
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            outside = [t for t in targets if isinstance(t, ast.Attribute | ast.Subscript) and _base(t) not in own]
            calls = [c for c in ast.walk(node.value) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                     and c.func.attr in MUTATORS and _base(c.func) not in own] if node.value is not None else []
            if not outside and not calls:
                continue
        found.append(f"{path}:{node.lineno}: {text[:120]}")
    return found


def test_importing_a_module_only_defines_names() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name != "__main__.py":  # ``python -m`` runs it: that is its job
            found += effects(path.read_text(), path.relative_to(ROOT).as_posix())
    assert found == []


@pytest.mark.parametrize("line", [
    'os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")', 'os.environ["X"] = "1"',
    "register_model_factory(LiteLLMModel, default_model_name)", "atexit.register(_close_all)",
    "_done = registry.append(1)", "other.FLAG = True", "logging.basicConfig()",
    'warnings.filterwarnings("ignore")', "for name in NAMES:\n    registry.add(name)", "_install()",
])
def test_the_static_check_sees_import_time_effects(line: str) -> None:
    """Positive control: each of these runs on import (``_install()`` is allowed in the root only)."""
    source = f'"""doc."""\nimport os\n\nNAMES = []\n\n\nclass Own:\n    pass\n\n\n{line}\n'
    assert len(effects(source, "warrantguard/x.py")) == 1
    harmless = f'{source}\nOwn.attribute = 1\nNAMES.append(1)\nsetattr(Own, "x", 2)\n'
    assert len(effects(harmless, "warrantguard/x.py")) == 1


# --------------------------------------------------------------------------- at run time: nothing changes


def test_importing_each_module_changes_nothing_in_the_process() -> None:
    """Every module of the package imported in turn in one fresh interpreter (the third-party
    modules it uses imported first): no environment write, hook, handler, filter, thread, exit
    handler or registry entry appears, except the documented registration in litellm."""
    done = subprocess.run([sys.executable, str(TESTS / "_import_state.py"), str(PACKAGE)], cwd=ROOT,
                          env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}, capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    changes = report["changes"]
    first = changes.pop("warrantguard", [])
    assert changes == {}
    assert {c.split(":")[0] for c in first} <= {f"litellm.{name}" for name in LITELLM_REGISTRATION}, first
    assert report["modules"] > 150 and report["skipped"] == {}


def test_the_scan_sees_what_an_import_changes(tmp_path: Path) -> None:
    """Positive control for the test above, on a package built for it."""
    package = tmp_path / "fakepkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "registry.py").write_text("REG = []\nFLAG = False\nTABLE = {'a': 1}\n")
    (package / "zbad.py").write_text(textwrap.dedent("""
        import atexit, os
        from fakepkg import registry
        registry.REG.append("x")
        registry.FLAG = True
        os.environ.setdefault("HOME", "elsewhere")  # a no-op here, still a write
        atexit.register(print)
        registry.LATER = []  # a new name: a definition, but watched from now on
    """))
    (package / "zlater.py").write_text(textwrap.dedent("""
        from fakepkg import registry
        registry.LATER.append("y")
        del registry.TABLE["a"]
        registry.TABLE["b"] = 1  # a key replaced: the size stays
    """))
    done = subprocess.run([sys.executable, str(TESTS / "_import_state.py"), str(package)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    changes = json.loads(done.stdout)["changes"]
    assert list(changes) == ["fakepkg.zbad", "fakepkg.zlater"]
    found = " | ".join(changes["fakepkg.zbad"])
    for expected in ("fakepkg.registry.REG", "fakepkg.registry.FLAG", "os.environ.setdefault('HOME',)", "atexit"):
        assert expected in found
    assert "LATER" not in found
    assert sorted(c.split(":")[0] for c in changes["fakepkg.zlater"]) == ["fakepkg.registry.LATER",
                                                                         "fakepkg.registry.TABLE"]


# --------------------------------------------------------------------------- the one registration


BEFORE_LITELLM = f"""
    import json, sys
    sys.path.insert(0, {str(TESTS)!r})
    from pathlib import Path
    import _import_state as state

    writes = state.record_environ_writes(Path({str(PACKAGE)!r}))
    before = state.snapshot("warrantguard", set())
    import warrantguard
    after = state.snapshot("warrantguard", set())
    out = {{"first": [c for c in state.diff(before, after) if not c.startswith("meta_path:")] + writes,
           "meta_path": [before["process"]["meta_path"], after["process"]["meta_path"]],
           "litellm": "litellm" in sys.modules}}
    warrantguard.models.install()
    warrantguard.models.install()
    out["again"] = state.diff(after, state.snapshot("warrantguard", set()))
    import litellm
    out["finders"] = [type(f).__name__ for f in sys.meta_path if type(f).__name__ == "_LitellmFinder"]
    warrantguard.models.install()
    warrantguard.models.local.register()
    out["entries"] = [e["provider"] for e in litellm.custom_provider_map]
    reply = litellm.completion(model="local/smollm2", messages=[{{"role": "user", "content": "hi"}}],
                               mock_response="hello")
    out["text"] = reply.choices[0].message.content
    out["llama"] = "llama_cpp" in sys.modules
    print(json.dumps(out))
"""


def test_local_model_strings_work_in_litellm_imported_after_warrantguard() -> None:
    out = python(BEFORE_LITELLM)
    assert out["litellm"] is False  # importing warrantguard does not import litellm
    assert out["first"] == []  # no environment write, hook, handler, thread, exit handler...
    before, after = out["meta_path"]  # type: ignore[misc]
    assert after == ["_LitellmFinder", *before]  # ...only the finder that waits for litellm
    assert out["again"] == []  # install() again changes nothing
    assert out["finders"] == []  # the finder removed itself once litellm loaded
    assert out["entries"] == ["local"]  # registered once, however often asked
    assert out["text"] == "hello" and out["llama"] is False


def test_local_model_strings_work_in_litellm_imported_before_warrantguard() -> None:
    out = python("""
        import json
        import litellm

        def ask():
            try:
                return litellm.completion(model="local/smollm2", messages=[{"role": "user", "content": "hi"}],
                                          mock_response="hello").choices[0].message.content
            except litellm.BadRequestError as exc:
                return type(exc).__name__

        out = {"plain": ask()}
        import warrantguard
        out["after"] = ask()
        warrantguard.models.install()
        out["entries"] = [e["provider"] for e in litellm.custom_provider_map]
        out["provider"] = litellm.get_llm_provider("local/smollm2")[1]
        print(json.dumps(out))
    """)
    assert out == {"plain": "BadRequestError", "after": "hello", "entries": ["local"], "provider": "local"}


def test_the_command_line_sets_the_cost_map_variable_when_it_runs_not_when_imported() -> None:
    out = python("""
        import contextlib, io, json, os, sys
        import warrantguard.cli as cli
        out = {"imported": os.environ.get("LITELLM_LOCAL_MODEL_COST_MAP")}
        with contextlib.redirect_stdout(io.StringIO()):
            out["code"] = cli.main(["--help"])
        out["ran"] = os.environ.get("LITELLM_LOCAL_MODEL_COST_MAP")
        out["litellm"] = "litellm" in sys.modules
        print(json.dumps(out))
    """, env={"LITELLM_LOCAL_MODEL_COST_MAP": None})  # type: ignore[dict-item]
    assert out == {"imported": None, "code": 0, "ran": "True", "litellm": False}
