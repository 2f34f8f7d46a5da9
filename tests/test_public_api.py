"""The public surface (issue 21, item 5): the root exports what users use, helpers live in their
subpackages, every documented import path keeps working, and a name that left the root still
resolves for this version with a ``DeprecationWarning`` naming its home."""

from __future__ import annotations

import ast
import importlib
import json
import os
import re
import subprocess
import sys
import tomllib
import warnings
from pathlib import Path
from typing import Any

import pytest

import warrantguard

ROOT = Path(__file__).resolve().parents[1]
PUBLIC = {
    # the Guard and what a check returns
    "Guard", "CheckResult", "Certificate", "Warrant", "TierStatus", "Action",
    # what a Guard is configured with
    "CertificateSettings", "Budget", "RetryPolicy", "Probe", "LLMGenerator", "LexicalGenerator", "Hook",
    # the model seam
    "ChatModel", "ModelCapabilities", "ChatRequest", "ChatResponse", "FunctionModel", "TransientError", "LiteLLMModel",
    # stakes and review
    "StakesPolicy", "ReviewQueue", "load_policy",
    # the errors
    "WarrantguardError", "ConfigurationError", "NotPairwiseError", "ProviderError", "WarrantBlocked",
    # the litellm drop-in
    "completion", "acompletion",
}
HOMES = {"StakesPolicy": "warrantguard.policies", "ReviewQueue": "warrantguard.policies",
         "load_policy": "warrantguard.policies", "Action": "warrantguard.policies",
         "completion": "warrantguard.adapters.litellm_dropin", "acompletion": "warrantguard.adapters.litellm_dropin",
         "LiteLLMModel": "warrantguard.models"}
# documented in the issue and the guides: each must import, with no deprecation
DOCUMENTED = ["warrantguard.adapters.litellm_proxy.WarrantGuardrail", "warrantguard.adapters.proxy.create_app",
              "warrantguard.adapters.proxy.ProxyConfig", "warrantguard.adapters.proxy.ProxyServer",
              "warrantguard.policies.StakesPolicy", "warrantguard.policies.load_policy",
              "warrantguard.policies.review.ReviewQueue", "warrantguard.testing.ScriptedModel",
              "warrantguard.testing.FakeUpstream", "warrantguard.adapters.decorator.recommendation",
              "warrantguard.adapters.langchain.WarrantChatModel", "warrantguard.telemetry.WarrantMetrics",
              "warrantguard.guard.run_sync", "warrantguard.guard.SubstitutionFilter", "warrantguard.guard.WordVectors",
              "warrantguard.cli.main"]


def resolve(dotted: str) -> Any:
    """The object at ``package.module.name`` (or ``package.module:name``), raising DeprecationWarning."""
    dotted = dotted.replace(":", ".")
    parts = dotted.split(".")
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        for cut in range(len(parts), 0, -1):
            try:
                target: Any = importlib.import_module(".".join(parts[:cut]))
            except ModuleNotFoundError:
                continue
            for name in parts[cut:]:
                target = getattr(target, name)
            return target
    raise ImportError(dotted)


def test_the_root_exports_what_users_use() -> None:
    assert set(warrantguard.__all__) == PUBLIC
    assert len(warrantguard.__all__) == len(PUBLIC) <= 30
    for name in warrantguard.__all__:
        value = getattr(warrantguard, name)
        assert value.__doc__, name  # the API reference renders each from its docstring
        home = importlib.import_module(HOMES.get(name, "warrantguard.guard"))
        assert value is getattr(home, name), name


def test_dir_lists_every_public_name_including_the_lazy_ones() -> None:
    assert set(warrantguard.__all__) <= set(dir(warrantguard))
    assert {"completion", "acompletion", "StakesPolicy", "ReviewQueue", "load_policy"} <= set(dir(warrantguard))
    assert "classify" not in dir(warrantguard)  # a moved name resolves but is not advertised


def test_the_policies_and_the_drop_in_load_on_first_use() -> None:
    code = ("import json, sys, warrantguard\n"
            "before = [m for m in ('warrantguard.policies', 'warrantguard.adapters.litellm_dropin', 'litellm', 'yaml')"
            " if m in sys.modules]\n"
            "warrantguard.StakesPolicy, warrantguard.completion\n"
            "after = [m for m in ('warrantguard.policies', 'warrantguard.adapters.litellm_dropin')"
            " if m in sys.modules]\n"
            "print(json.dumps([before, after, 'litellm' in sys.modules]))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-2000:]
    before, after, litellm_loaded = json.loads(done.stdout)
    assert before == [] and after == ["warrantguard.policies", "warrantguard.adapters.litellm_dropin"]
    assert litellm_loaded is False  # the drop-in imports litellm when called


@pytest.mark.parametrize("name", sorted(warrantguard._MOVED))
def test_a_name_that_left_the_root_still_works_with_a_deprecation_warning(name: str) -> None:
    home = warrantguard._MOVED[name]
    with pytest.warns(DeprecationWarning, match=rf"warrantguard\.{name} moved to {re.escape(home)}\.{name}"):
        value = getattr(warrantguard, name)
    assert value is getattr(importlib.import_module(home), name)
    with pytest.warns(DeprecationWarning):
        exec(f"from warrantguard import {name}", {})


# the root's __all__ at 3c9b1a7, before issue 21: warrantguard.guard's 55 names and five more
OLD_ROOT = {
    "PAPER_MAX_DISTANCE", "TIER_NAMES", "Action", "Budget", "Cache", "CallInfo", "CallPlan", "Certificate",
    "CertificateSettings", "ChatModel", "ChatRequest", "ChatResponse", "CheckResult", "Clock", "ConfigurationError",
    "DecisionLike", "Estimate", "FunctionModel", "Guard", "Hook", "HookSet", "LLMGenerator", "LexicalGenerator",
    "NotPairwiseError", "PairwiseQuestion", "PolicyLike", "PreparedCheck", "Probe", "ProbeKind", "ProbeResult",
    "ProviderError", "RetryPolicy", "Reversal", "ReviewOutcome", "ReviewQueueLike", "SubstitutionFilter",
    "SystemClock", "TierOutcome", "TierStatus", "TransientError", "Usage", "Warrant", "WarrantBlocked",
    "WarrantguardError", "WordVectors", "as_model", "avalidate_probes", "classify", "is_transient", "listing_order",
    "parse_option", "parse_percent", "run_sync", "swapped_words", "validate_probes",
    "LiteLLMModel", "acompletion", "completion", "default_model_name", "register_scheme",
}


def test_the_moved_names_are_exactly_the_old_root_names_that_left() -> None:
    assert len(OLD_ROOT) == 60
    assert set(warrantguard._MOVED) == OLD_ROOT - PUBLIC


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'nonsense'"):
        warrantguard.nonsense  # noqa: B018
    with pytest.raises(ImportError):
        exec("from warrantguard import nonsense", {})


@pytest.mark.parametrize("dotted", DOCUMENTED)
def test_documented_paths_import_without_deprecation(dotted: str) -> None:
    assert resolve(dotted) is not None


def _example_imports() -> set[str]:
    found = set()
    for path in sorted((ROOT / "examples").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("warrantguard"):
                found |= {f"{node.module}.{alias.name}" for alias in node.names}
            elif isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names if alias.name.startswith("warrantguard")}
    return found


def _config_paths() -> set[str]:
    """Dotted paths in the examples' YAML configs (LiteLLM's ``guardrail:``) and the console script."""
    found = set()
    for path in sorted((ROOT / "examples").rglob("*.yaml")):
        found |= set(re.findall(r"\bwarrantguard(?:\.\w+)+", path.read_text()))
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    return found | set(scripts.values())


def test_every_import_in_the_examples_and_configs_works() -> None:
    paths = _example_imports() | _config_paths()
    assert "warrantguard.adapters.litellm_proxy.WarrantGuardrail" in paths and "warrantguard.cli:main" in paths
    broken = []
    for dotted in sorted(paths):
        try:
            resolve(dotted)
        except (ImportError, AttributeError, DeprecationWarning) as exc:
            broken.append(f"{dotted}: {exc}")
    assert broken == []


def test_the_command_line_runs_as_a_module() -> None:
    done = subprocess.run([sys.executable, "-m", "warrantguard.cli", "--help"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0 and "usage: warrantguard" in done.stdout, done.stderr[-2000:]


def test_the_root_docstring_states_the_rule() -> None:
    doc = warrantguard.__doc__ or ""
    assert "exports the names a user's own code writes" in doc and "warrantguard.models.install" in doc
