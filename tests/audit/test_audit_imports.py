"""Import boundaries: the core never imports audit; audit's light parts need no numpy."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import warrantguard.audit as audit

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str) -> None:
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_core_does_not_import_audit() -> None:
    _run("import sys, warrantguard, warrantguard.guard; "
         "assert not [m for m in sys.modules if m.startswith('warrantguard.audit')]")
    imports_audit = re.compile(r"^\s*(import|from)\s+\S*audit\b", re.M)  # docstrings may name it
    for path in (ROOT / "warrantguard" / "guard").rglob("*.py"):
        assert not imports_audit.search(path.read_text(encoding="utf-8")), path


def test_light_parts_do_not_need_the_extra() -> None:
    _run("import sys, warrantguard.audit, warrantguard.audit._records, warrantguard.cli._audit; "
         "assert 'scipy' not in sys.modules and 'sklearn' not in sys.modules "
         "and 'matplotlib' not in sys.modules")


def test_public_names_resolve() -> None:
    for name in audit.__all__:
        assert getattr(audit, name).__doc__, name


def test_only_deps_imports_the_scientific_stack() -> None:
    banned = re.compile(r"^\s*(import|from)\s+(numpy|scipy|sklearn|matplotlib)\b", re.M)
    for path in (ROOT / "warrantguard" / "audit").glob("*.py"):
        if path.name != "_deps.py":
            assert not banned.search(path.read_text(encoding="utf-8")), path


def test_only_postgres_module_imports_psycopg() -> None:
    banned = re.compile(r"^\s*(import|from)\s+psycopg\b", re.M)
    for path in (ROOT / "warrantguard" / "audit").glob("*.py"):
        if path.name != "_postgres.py":
            assert not banned.search(path.read_text(encoding="utf-8")), path
    _run("import sys, warrantguard.audit as a; a.open_record_store(':memory:'); "
         "a.elicit_coherence; assert 'psycopg' not in sys.modules and 'numpy' not in sys.modules")


def test_all_matches_lazy_table() -> None:
    assert sorted(audit.__all__) == sorted(audit._EXPORTS)
