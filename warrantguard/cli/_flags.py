"""Flag checks run before anything else: argparse types and model-string validation.

A bad value is a usage error (exit 2) naming the flag, never a provider failure minutes later.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from warrantguard.guard import ConfigurationError

__all__ = ["check_model_spec", "existing_file", "positive_float", "positive_int", "ranged", "resolve_model"]

T = TypeVar("T")

_KEYWORDS = {"--generator": ("lexical", "default")}


def ranged(parse: Callable[[str], T], noun: str, ok: Callable[[T], bool], rule: str) -> Callable[[str], T]:
    """An argparse type: ``parse(text)`` ("expected <noun>" when it cannot), kept when ``ok`` (else "<rule>")."""
    def convert(text: str) -> T:
        try:
            value = parse(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {noun}, got {text!r}") from None
        if not ok(value):
            raise argparse.ArgumentTypeError(f"{rule}, got {text}")
        return value
    return convert


positive_int = ranged(int, "a whole number", lambda v: v >= 1, "must be at least 1")
"""A whole number ≥ 1."""
positive_float = ranged(float, "a number", lambda v: 0 < v < float("inf"), "must be a positive number")
"""A number > 0."""


def existing_file(text: str) -> Path:
    """A path to a file that exists."""
    path = Path(text)
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{text}: no such file")
    return path


def resolve_model(spec: str) -> Any:
    """``py:package.module:name`` imports a model object (a ChatModel or a callable);
    anything else is a litellm model string (or a generator keyword)."""
    if not spec.startswith("py:"):
        return spec
    module, _, attr = spec[3:].partition(":")
    if not module or not attr:
        raise ConfigurationError(f"{spec!r}: expected py:package.module:name")
    try:
        return getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as exc:
        raise ConfigurationError(f"{spec!r}: cannot import ({exc})") from exc


def check_model_spec(spec: str, flag: str) -> Any:
    """The model ``spec`` resolved, or a :class:`ConfigurationError` naming ``flag`` when it is
    neither a keyword, a ``py:`` object, a ``local/`` model nor a model string litellm knows."""
    if spec in _KEYWORDS.get(flag, ()) or spec.startswith("local/"):
        return spec
    if spec.startswith("py:"):
        return resolve_model(spec)
    if not _litellm_knows(spec):
        words = "'lexical', 'default', " if flag in _KEYWORDS else ""
        raise ConfigurationError(
            f"{flag} {spec!r}: not a model string litellm knows; give provider/model "
            f"(openai/gpt-4o-mini, ollama/llama3, local/smollm2), {words}or py:module:name")
    return spec


def _litellm_knows(spec: str) -> bool:
    from warrantguard.cli._edge import silence_providers

    silence_providers(load=True)
    import litellm

    provider = spec.split("/", 1)[0]
    if "/" in spec and provider in {str(getattr(p, "value", p)) for p in litellm.provider_list}:
        return True
    if spec in litellm.model_cost:
        return True
    try:
        litellm.get_llm_provider(spec)
    except Exception:
        return False
    return True
