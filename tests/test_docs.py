"""The documentation: the site builds with ``mkdocs build --strict``, its generated references are
complete, its imports work, and the README stays a short front door."""

from __future__ import annotations

import ast
import importlib
import os
import re
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
STUBS = ("guides/openai-agents.md", "guides/pydantic-ai.md", "guides/mcp.md", "guides/langgraph.md")
GUIDES = ("guides/decorator.md", "guides/litellm-dropin.md", "guides/proxy.md", "guides/litellm-proxy.md",
          "guides/langchain.md")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once by ``mkdocs build --strict`` from the repository root."""
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(out)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]
    return out


def _page(site: Path, name: str) -> str:
    path = site / name.removesuffix(".md").removesuffix("index") / "index.html"
    assert path.exists(), f"{name} was not built"
    return path.read_text(encoding="utf-8")


def _nav_pages() -> list[str]:
    """Every page of mkdocs.yml's nav (the config's Python tags are not needed to read it)."""
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    pages: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, str):
            pages.append(node)
        elif isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)

    walk(config["nav"])
    return pages


def test_the_site_builds_strictly_with_every_page(site: Path) -> None:
    for name in ("index.md", "getting-started.md", "concepts/certificate.md", "concepts/reversals.md",
                 "concepts/confidence-and-belief.md", "guides/policies.md", "guides/cli.md", "guides/metrics.md",
                 "guides/audit.md", "operations/proxy.md", "operations/console.md", "operations/postgresql.md",
                 "reference/cli.md", "reference/policy-file.md", *GUIDES, *STUBS):
        _page(site, name)
    nav = _nav_pages()
    assert set(GUIDES + STUBS) <= set(nav)
    on_disk = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")}
    assert on_disk == set(nav), on_disk ^ set(nav)  # every page reachable, every nav entry a page


def test_no_font_or_script_is_fetched_from_the_network(site: Path) -> None:
    html = _page(site, "index.md")
    assert "fonts.googleapis.com" not in html and "fonts.gstatic.com" not in html


def test_the_cli_reference_has_every_subcommand_and_flag(site: Path) -> None:
    import argparse

    from warrantguard.cli import build_parser

    html = _page(site, "reference/cli.md")
    assert "warrantguard:cli" not in html  # the marker was replaced

    def walk(parser: argparse.ArgumentParser, name: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub_name, sub in action.choices.items():
                    full = f"{name} {sub_name}"
                    assert f'id="{full.replace(" ", "-")}"' in html, full
                    walk(sub, full)
            for flag in action.option_strings if action.help != argparse.SUPPRESS else ():
                assert f"<code>{flag}</code>" in html or flag in ("-h", "--help"), (name, flag)

    walk(build_parser(), "warrantguard")


def test_the_policy_reference_lists_every_key_and_the_builtin_levels(site: Path) -> None:
    from warrantguard.policies import CertificateBudget, StakesLevel, StakesPolicy, StakesRule

    page = (DOCS / "reference" / "policy-file.md").read_text(encoding="utf-8")
    for model in (StakesPolicy, StakesLevel, CertificateBudget, StakesRule):
        for name, field in model.model_fields.items():
            assert f"`{name}`" in page, (model.__name__, name)
            if field.alias:
                assert f"`{field.alias}`" in page, (model.__name__, field.alias)
    html = _page(site, "reference/policy-file.md")
    assert "warrantguard:builtin-levels" not in html
    for level in StakesPolicy().levels:
        assert f"<code>{level}</code>" in html


def test_the_policy_example_loads() -> None:
    from warrantguard.policies import parse_policy

    page = (DOCS / "reference" / "policy-file.md").read_text(encoding="utf-8")
    (example,) = [b for b in re.findall(r"^```yaml\n(.*?)^```", page, re.S | re.M) if b.startswith("default:")]
    policy = parse_policy(example, "yaml")
    assert policy.levels["regulated"].rank == 50 and [r.name for r in policy.rules] == ["payments", "medical"]


# names a module exports lazily (a module __getattr__), documented on another page
LAZY = {("warrantguard", "completion"): "litellm_dropin", ("warrantguard", "acompletion"): "litellm_dropin"}


def test_the_api_reference_renders_every_public_name(site: Path) -> None:
    pages = {}
    for page in sorted((DOCS / "reference" / "api").glob("*.md")):
        (module,) = re.findall(r"^::: ([\w.]+)$", page.read_text(encoding="utf-8"), re.M)
        pages[module] = _page(site, page.relative_to(DOCS).as_posix())
    assert {"warrantguard", "warrantguard.policies", "warrantguard.policies.review", "warrantguard.testing",
            "warrantguard.adapters.decorator", "warrantguard.adapters.proxy", "warrantguard.adapters.litellm_proxy",
            "warrantguard.adapters.langchain"} <= set(pages)
    missing = []
    for module, html in pages.items():
        for name in importlib.import_module(module).__all__:
            shown = f'id="{module}.{name}"' in html
            elsewhere = LAZY.get((module, name))
            if not shown and not (elsewhere and f'id="warrantguard.adapters.{elsewhere}.{name}"' in
                                  pages.get(f"warrantguard.adapters.{elsewhere}", "")):
                missing.append(f"{module}.{name}")
    assert not missing, missing


def _python_blocks(text: str) -> list[str]:
    return re.findall(r"^ *```python\n(.*?)^ *```", text, re.S | re.M)


def _documented_imports() -> set[tuple[str, str]]:
    """``(module, name)`` for every ``from warrantguard… import name`` in a Python block."""
    found: set[tuple[str, str]] = set()
    for path in [ROOT / "README.md", *DOCS.rglob("*.md")]:
        for block in _python_blocks(path.read_text(encoding="utf-8")):
            for node in ast.walk(ast.parse(textwrap.dedent(block))):
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("warrantguard"):
                    found |= {(node.module or "", alias.name) for alias in node.names}
    return found


def test_every_documented_import_works() -> None:
    imports = _documented_imports()
    assert ("warrantguard", "Guard") in imports
    missing = []
    for module, name in sorted(imports):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", DeprecationWarning)  # a moved name is documented at its home
                getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError, DeprecationWarning) as exc:
            missing.append(f"from {module} import {name}: {exc}")
    assert not missing, missing


def test_every_file_the_docs_name_exists() -> None:
    """Paths in backticks (``warrantguard/…/_evidence.py``, ``tests/…``, ``examples/…``) and the
    ``python bench/….py`` commands point at files of this checkout."""
    named = set()
    for path in [ROOT / "README.md", *DOCS.rglob("*.md")]:
        text = path.read_text(encoding="utf-8")
        named |= set(re.findall(r"`((?:warrantguard|tests|examples|bench|scripts)/[\w./-]*(?:\.\w+|/))`", text))
        named |= set(re.findall(r"python ((?:bench|examples)/[\w./-]+\.py)", text))
    assert "examples/policy.yaml" in named
    assert not [name for name in sorted(named) if not (ROOT / name).exists()]


def test_the_readme_is_a_short_front_door() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 150
    head = text.split("```bash\n", 1)[1].split("```", 1)[0].splitlines()
    assert [line.split("#")[0].strip() for line in head] == ["bash scripts/demo.sh", "bash scripts/test.sh"]
    ci = [line for line in (ROOT / ".ci" / "run").read_text().splitlines() if line and not line.startswith("#")]
    assert ci[-1].strip() in text  # CI runs the README's test command
    for guide in GUIDES + STUBS:
        assert f"(docs/{guide})" in text, guide  # one line per integration, linking to its guide
    for link in re.findall(r"\]\(((?:docs|examples)/[^)#]+)", text):
        assert (ROOT / link).exists(), link
    (code,) = _python_blocks(text)
    assert len(code.strip().splitlines()) <= 10
