"""The ``warrantguard`` command: check, batch, and the review/audit subcommands.

Exit codes: 0 success, 2 usage error, 3 question not pairwise, 4 provider failure.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from . import _render
from ._generator_flags import add_generator_flags, generator_from_flags
from .guard import (
    ConfigurationError,
    Guard,
    NotPairwiseError,
    ProviderError,
)
from .providers import default_cache_dir, default_model_name

__all__ = ["main"]

EXIT_OK, EXIT_USAGE, EXIT_NOT_PAIRWISE, EXIT_PROVIDER = 0, 2, 3, 4


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:
        """Usage errors: one line on stderr, exit code 2."""
        self.exit(EXIT_USAGE, f"warrantguard: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = _Parser(prog="warrantguard", description="Reliance certificates for pairwise LLM recommendations.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    check = sub.add_parser("check", help="certify one pairwise question")
    check.add_argument("prompt")
    _model_args(check)
    check.add_argument("--options", nargs=2, metavar=("A", "B"))
    check.add_argument("--context")
    check.add_argument("--json", action="store_true", help="print the certificate JSON only")
    check.add_argument("--estimate", action="store_true", help="print the planned calls and cost, then stop")
    check.set_defaults(func=cmd_check)
    batch = sub.add_parser("batch", help="certify a JSONL file of questions (resumable)")
    batch.add_argument("questions", type=Path)
    batch.add_argument("--out", type=Path, required=True)
    _model_args(batch)
    batch.set_defaults(func=cmd_batch)
    _optional_commands(sub)
    return parser


def _model_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--model", help="litellm model string (default $WARRANTGUARD_MODEL or local/smollm2)")
    p.add_argument("--generator", help="probe generator: a model string, 'lexical' (default $WARRANTGUARD_GENERATOR)")
    p.add_argument("--strategy", choices=["fast", "frugal"],
                   help="fast: all tiers at once; frugal: tiers in order, stop at the first failure "
                        "(default: frugal for local/ models, whose calls run one at a time; fast otherwise)")
    p.add_argument("--exhaustive", action="store_true", help="run every probe (diagnostics)")
    p.add_argument("--no-probabilities", action="store_true",
                   help="never use the model's option probabilities: sample every answer (paper-faithful)")
    p.add_argument("--t0", choices=["auto", "sample"], default="auto",
                   help="auto: draw T0 from the option probabilities where the model exposes them; "
                        "sample: ten temperature-1 samples, as the paper does")
    add_generator_flags(p)
    p.add_argument("--cache", default=os.environ.get("WARRANTGUARD_CACHE", str(default_cache_dir())),
                   help="cache directory for probes and temperature-0 answers, per user by default ('' disables)")


def _optional_commands(sub: Any) -> None:
    for module in ("warrantguard.policies._cli", "warrantguard.audit._cli", "warrantguard.adapters.proxy._cli"):
        try:
            mod = __import__(module, fromlist=["register_cli"])
        except ImportError:
            continue
        mod.register_cli(sub)


def make_guard(args: argparse.Namespace, **extra: Any) -> Guard:
    """A Guard from flags, then environment variables, then defaults."""
    model = args.model or default_model_name()
    strategy = args.strategy or ("frugal" if model.startswith("local/") else "fast")
    return Guard(resolve_model(model), generator=_generator(args, model), strategy=strategy,
                 exhaustive=args.exhaustive, cache=args.cache or None,
                 use_probabilities=not getattr(args, "no_probabilities", False), t0=getattr(args, "t0", "auto"),
                 **extra)


def _generator(args: argparse.Namespace, model: str) -> Any:
    spec = args.generator or os.environ.get("WARRANTGUARD_GENERATOR") or _default_generator(model)
    return generator_from_flags(resolve_model(spec), args)


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


def _default_generator(model: str) -> str:
    # a 135M local model writes poor probes: the lexical generator keeps its certificates meaningful;
    # "default" means the focal model itself writes the probes
    return "lexical" if model.startswith("local/") else "default"


def cmd_check(args: argparse.Namespace) -> int:
    """Certify one question and print the certificate."""
    hooks = [] if args.json or not sys.stdout.isatty() else [_render.ProgressHook()]
    guard = make_guard(args, hooks=hooks)
    if args.estimate:
        est = guard.estimate(args.prompt, options=args.options, context=args.context)
        print(json.dumps(est.model_dump(), indent=2))
        return EXIT_OK
    with _render.progress(hooks):
        result = guard.check(args.prompt, options=args.options, context=args.context)
    if args.json:
        print(json.dumps(result.certificate.model_dump(mode="json"), indent=2))
    else:
        _render.print_certificate(result.certificate)
    return EXIT_OK


def cmd_batch(args: argparse.Namespace) -> int:
    """Certify every question of a JSONL file, skipping ids already in the output."""
    items = _read_questions(args.questions)
    done = _done_ids(args.out)
    todo = [i for i in items if i["id"] not in done]
    guard = make_guard(args)
    with args.out.open("a", encoding="utf-8") as out, _render.batch_progress(len(todo)) as advance:
        for item in todo:
            try:
                result = guard.check(item["prompt"], options=item.get("options"), context=item.get("context"))
                record = {"id": item["id"], "certificate": result.certificate.model_dump(mode="json")}
            except NotPairwiseError as exc:
                record = {"id": item["id"], "error": f"not pairwise: {exc}"}
            out.write(json.dumps(record) + "\n")
            out.flush()
            advance()
    _render.print_batch_summary(args.out)
    return EXIT_OK


def _read_questions(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        raise ConfigurationError(f"{path}: no such file")
    items = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ConfigurationError(f"{path}:{n}: not JSON ({exc.msg})") from exc
        if not isinstance(item, dict) or not isinstance(item.get("prompt"), str):
            raise ConfigurationError(f"{path}:{n}: each line needs a 'prompt' string")
        item.setdefault("id", str(n))
        item["id"] = str(item["id"])
        items.append(item)
    return items


def _done_ids(path: Path) -> set[str]:
    if not path.exists():
        return set()
    done = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            done.add(str(json.loads(line)["id"]))
        except (ValueError, KeyError, TypeError):
            continue
    return done


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit code."""
    args = build_parser().parse_args(argv)
    try:
        func = getattr(args, "func", None)
        if func is None:  # the review commands dispatch through their own runner
            from .policies._cli import run

            return run(args)
        return int(func(args))
    except NotPairwiseError as exc:
        print(f"warrantguard: not a pairwise question: {exc}", file=sys.stderr)
        return EXIT_NOT_PAIRWISE
    except ProviderError as exc:
        print(f"warrantguard: provider failed: {_one_line(exc)}", file=sys.stderr)
        return EXIT_PROVIDER
    except (ConfigurationError, ValueError, OSError) as exc:
        print(f"warrantguard: error: {_one_line(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:500]


if __name__ == "__main__":  # pragma: no cover
    asyncio.set_event_loop_policy(None)
    raise SystemExit(main())
