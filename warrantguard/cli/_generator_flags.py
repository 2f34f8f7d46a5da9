"""Command-line flags that choose how probes are written: shared by ``check``, ``batch`` and ``serve``."""

from __future__ import annotations

import argparse
from typing import Any

from warrantguard.cli._flags import existing_file, ranged
from warrantguard.guard import (
    PAPER_MAX_DISTANCE,
    ConfigurationError,
    LexicalGenerator,
    LLMGenerator,
    SubstitutionFilter,
    WordVectors,
)

__all__ = ["add_generator_flags", "distance", "generator_from_flags"]


distance = ranged(float, "a number", lambda v: 0 <= v <= 200, "must be between 0 and 200 (100*(1-cosine))")
"""An argparse type: a GloVe distance 100*(1-cosine), on 0-200."""


def add_generator_flags(p: argparse.ArgumentParser) -> None:
    """``--per-probe``, ``--glove FILE`` and ``--max-distance`` (``--generator`` is the caller's)."""
    p.add_argument("--per-probe", action="store_true",
                   help="ask the generator model for one probe per call (the paper's procedure)")
    p.add_argument("--glove", type=existing_file, metavar="FILE",
                   help="GloVe text file: keep only T1 word swaps within --max-distance (the paper's filter)")
    p.add_argument("--max-distance", type=distance, default=PAPER_MAX_DISTANCE,
                   help="largest GloVe distance of a T1 swap, 100*(1-cosine) on 0-200 (default %(default)s)")


def generator_from_flags(spec: Any, args: argparse.Namespace) -> Any:
    """The ``generator=`` for a Guard: ``spec`` (a keyword, model string or object) as is, or
    a configured :class:`LLMGenerator` / :class:`LexicalGenerator` when the flags ask for one.
    ``spec`` "default" means the focal model writes the probes."""
    per_probe, glove = getattr(args, "per_probe", False), getattr(args, "glove", None)
    if not per_probe and glove is None:
        return spec
    vet = SubstitutionFilter(WordVectors.from_glove(glove), args.max_distance) if glove is not None else None
    if spec == "lexical":
        if per_probe:
            raise ConfigurationError("--per-probe needs a generator model, not 'lexical'")
        return LexicalGenerator(paraphrase_filter=vet)
    if hasattr(spec, "generate"):
        raise ConfigurationError("--per-probe and --glove configure the built-in generators, not a generator object")
    return LLMGenerator(None if spec in (None, "default") else spec, batch=not per_probe, paraphrase_filter=vet)
