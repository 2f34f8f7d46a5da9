"""The ``warrantguard`` command: check, batch, and the review/audit/serve subcommands.

Exit codes (``EXIT_CODES``, the README's table): 0 success, 2 usage error, 3 question not
pairwise, 4 provider failure, 5 withheld by the stakes policy (review or block), 6 review item
not found or already decided, 130 interrupted. Errors are one line, ``warrantguard: error: …``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from warrantguard.cli import _render, _speed
from warrantguard.cli._batch import (
    BatchRun,
    add_batch_flags,
    pending,
    print_start,
    read_questions,
    resume_command,
    run_batch,
    summary_note,
)
from warrantguard.cli._batch_queue import add_queue_flags, queue_batch
from warrantguard.cli._batch_view import print_batch_summary
from warrantguard.cli._edge import (
    EXIT_CODES,
    EXIT_INTERRUPTED,
    EXIT_NOT_PAIRWISE,
    EXIT_OK,
    EXIT_PROVIDER,
    EXIT_USAGE,
    EXIT_WITHHELD,
    closed_pipe,
    error,
    quiet_stdout,
    silence_providers,
)
from warrantguard.cli._estimate import estimate_json, estimate_rows, print_estimate
from warrantguard.cli._flags import check_model_spec, positive_float, positive_int, resolve_model
from warrantguard.cli._generator_flags import add_generator_flags, generator_from_flags
from warrantguard.cli._limits import add_instances_flag, rate_limiter_from_args
from warrantguard.cli._shared import add_redis_flag, add_store_flags, shared_guard_options
from warrantguard.cli._stakes_flags import Stakes, add_stakes_flags, decision_json, decision_lines, stakes_from_flags
from warrantguard.cli._worker import add_worker_flags, job_settings, run_worker
from warrantguard.guard import (
    Action,
    ConfigurationError,
    Guard,
    NotPairwiseError,
    ProviderError,
    WarrantBlocked,
    as_model,
)
from warrantguard.models import RateLimitedModel, RateLimiter, default_cache_dir, default_model_name

__all__ = ["EXIT_CODES", "build_parser", "main", "make_guard", "resolve_model"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:
        """Usage errors: one line on stderr, exit code 2."""
        self.exit(EXIT_USAGE, f"warrantguard: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = _Parser(prog="warrantguard", description="Reliance certificates for pairwise LLM recommendations.",
                     epilog="exit codes: " + "; ".join(f"{k} {v.split(':')[0]}" for k, v in EXIT_CODES.items()))
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    check = sub.add_parser("check", help="certify one pairwise question")
    check.add_argument("prompt")
    _model_args(check)
    check.add_argument("--options", nargs=2, metavar=("A", "B"))
    check.add_argument("--context")
    check.add_argument("--json", action="store_true", help="print the result as JSON only")
    check.add_argument("--estimate", action="store_true",
                       help="print the planned calls, tokens, cost and time per plan, then stop")
    check.add_argument("--measure", action="store_true", help="with --estimate: time one call to the model now")
    add_store_flags(check)
    check.set_defaults(func=cmd_check)
    batch = sub.add_parser("batch", help="certify a JSONL file of questions (resumable)")
    batch.add_argument("questions", type=Path, nargs="?")
    batch.add_argument("--out", type=Path, help="output JSONL file (required without --queue)")
    _model_args(batch)
    add_batch_flags(batch, positive_int, positive_float)
    add_queue_flags(batch)
    add_store_flags(batch)  # in-process batches; with --queue the workers' own --redis counts
    add_instances_flag(batch)  # batches sharing --rpm/--tpm through --redis: each one's share while it is down
    batch.set_defaults(func=cmd_batch)
    worker = sub.add_parser("worker", help="certify the questions 'batch --queue' deferred (PostgreSQL job queue)")
    _model_args(worker)
    add_batch_flags(worker, positive_int, positive_float)
    add_worker_flags(worker, positive_int, positive_float)
    add_instances_flag(worker)
    add_redis_flag(worker, holds="the answer cache, the certificate store and the --rpm/--tpm limits")
    worker.set_defaults(func=cmd_worker)
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
    add_stakes_flags(p)
    p.add_argument("--cache", default=os.environ.get("WARRANTGUARD_CACHE", str(default_cache_dir())),
                   help="cache directory for probes and temperature-0 answers, per user by default ('' disables)")


def _optional_commands(sub: Any) -> None:
    for module in ("warrantguard.cli._review", "warrantguard.cli._audit", "warrantguard.cli._serve",
                   "warrantguard.cli._mcp", "warrantguard.cli._cache"):
        try:
            mod = __import__(module, fromlist=["register_cli"])
        except ImportError:
            continue
        mod.register_cli(sub)


def make_guard(args: argparse.Namespace, stakes: Stakes | None = None, limiter: RateLimiter | None = None,
               **extra: Any) -> Guard:
    """A Guard from flags, then environment variables, then defaults (every model string checked first)."""
    spec = args.model or default_model_name()
    focal = check_model_spec(spec, "--model")
    gen_spec = args.generator or os.environ.get("WARRANTGUARD_GENERATOR") or _default_generator(spec)
    generator = generator_from_flags(check_model_spec(gen_spec, "--generator"), args)
    if limiter is not None:
        focal = RateLimitedModel(as_model(focal), limiter)
    stakes = stakes or Stakes()
    strategy = args.strategy or ("frugal" if spec.startswith("local/") else "fast")
    cache = extra.pop("cache", args.cache or None)
    return Guard(focal, generator=generator, strategy=strategy, exhaustive=args.exhaustive,
                 cache=cache, policy=stakes.policy, review_queue=stakes.queue,
                 use_probabilities=not getattr(args, "no_probabilities", False), t0=getattr(args, "t0", "auto"),
                 **extra)


def _default_generator(model: str) -> str:
    # a 135M local model writes poor probes: the lexical generator keeps its certificates meaningful;
    # "default" means the focal model itself writes the probes
    return "lexical" if model.startswith("local/") else "default"


def cmd_check(args: argparse.Namespace) -> int:
    """Certify one question and print the certificate (and the stakes decision)."""
    stakes = stakes_from_flags(args)
    hooks: list[Any] = [] if args.json or args.estimate or not sys.stdout.isatty() else [_render.ProgressHook()]
    guard = make_guard(args, stakes, hooks=hooks, **shared_guard_options(args))
    if args.estimate:
        return _estimate(args, guard)
    speed = _speed.SpeedHook(guard.focal.name)
    guard.add_hook(speed)
    decision = None
    with quiet_stdout(), _render.progress(hooks):
        try:
            result = guard.check(args.prompt, options=args.options, context=args.context, stakes=stakes.level,
                                 tags=stakes.tags, route=stakes.route)
            certificate, decision = result.certificate, result.decision
        except WarrantBlocked as exc:
            certificate, decision = exc.certificate, exc.decision
    _speed.save(args.cache, speed)
    _print_check(args, certificate, decision, stakes)
    withheld = decision is not None and Action(decision.action).withholds
    return EXIT_WITHHELD if withheld else EXIT_OK


def _print_check(args: argparse.Namespace, certificate: Any, decision: Any, stakes: Stakes) -> None:
    if args.json:
        out: dict[str, Any] = {}
        for key, value in certificate.model_dump(mode="json").items():
            out[key] = value
            if key == "warrant":
                out["warrant_label"] = certificate.warrant.label
        if decision is not None:
            out["decision"] = decision_json(decision, stakes.db)
        print(json.dumps(out, indent=2))
        return
    console = _render.make_console()
    _render.print_certificate(certificate, console)
    for line in decision_lines(decision, stakes.db) if decision is not None else []:
        console.print(line, highlight=False, markup=False)


def _estimate(args: argparse.Namespace, guard: Guard) -> int:
    with quiet_stdout():
        base = guard.estimate(args.prompt, options=args.options, context=args.context)
        speed = None
        if args.measure:
            question = asyncio.run(guard.aquestion(args.prompt, options=args.options, context=args.context))
            speed = _speed.measure(guard.focal, question.prompt, (question.option_a, question.option_b))
        speed = speed or _speed.recorded(args.cache, guard.focal.name)
    plan = estimate_json(guard, estimate_rows(guard), base, speed)
    if args.json:
        print(json.dumps(plan, indent=2))
    else:
        print_estimate(plan, _render.make_console(), args.cache or None)
    return EXIT_OK


def cmd_batch(args: argparse.Namespace) -> int:
    """Certify every question of a JSONL file; rows already final are kept, error rows retried.

    With ``--queue`` the questions go to ``warrantguard worker`` processes instead."""
    if args.queue:
        stakes_from_flags(args)  # a bad policy, level or model fails here, not in every job
        for flag, spec in (("--model", args.model), ("--generator", args.generator)):
            if spec:
                check_model_spec(spec, flag)
        return queue_batch(args, lambda: job_settings(args, default_model_name()),
                           lambda out: print_batch_summary(out, _render.make_console()))
    if args.status or args.collect or args.wait:
        raise ConfigurationError("--status, --collect and --wait need --queue URL")
    if args.questions is None or args.out is None:
        raise ConfigurationError("batch needs a questions file and --out FILE (or --queue URL)")
    return _batch_here(args)


def _batch_here(args: argparse.Namespace) -> int:
    """``batch`` in this process: the pending rows of ``--out`` certified ``--concurrency`` at a time."""
    items = read_questions(args.questions)
    stakes = stakes_from_flags(args)
    limiter = rate_limiter_from_args(args, args.model or default_model_name())
    guard = make_guard(args, stakes, limiter, **shared_guard_options(args))
    todo = pending(items, args.out)
    print_start(len(items), len(todo))
    speed = _speed.SpeedHook(guard.focal.name)
    guard.add_hook(speed)
    with args.out.open("a", encoding="utf-8") as out, _render.batch_progress(len(todo)) as advance:
        run = BatchRun(guard, stakes, out, str(args.out.resolve()), args.concurrency, advance)
        try:
            with quiet_stdout():
                asyncio.run(run_batch(run, todo))
        except KeyboardInterrupt:
            done = len(items) - len(pending(items, args.out))
            print(f"warrantguard: interrupted: {done} of {len(items)} questions done; "
                  f"resume with: {resume_command(args.argv)}", file=sys.stderr)
            return EXIT_INTERRUPTED
    _speed.save(args.cache, speed)
    print_batch_summary(args.out, _render.make_console())
    for line in summary_note(run, len(items), len(todo)):
        print(line, file=sys.stderr)
    return EXIT_PROVIDER if run.failed else EXIT_OK


def cmd_worker(args: argparse.Namespace) -> int:
    """Certify the questions deferred on ``--queue`` until stopped (see :mod:`warrantguard.cli._worker`)."""
    # --redis (else $WARRANTGUARD_REDIS_URL): the limits of each model, answers and certificates shared
    return run_worker(args, make_guard, lambda model: rate_limiter_from_args(args, model), shared_guard_options(args))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit code."""
    # litellm reads its price map from its own package, not the network (before anything imports it)
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exc:  # usage errors (printed by the parser) and --help
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    args.argv = argv
    try:
        code = _dispatch(args)
        sys.stdout.flush()  # a closed pipe shows here, where it is handled
        return code
    except BrokenPipeError:
        return closed_pipe()


def _dispatch(args: argparse.Namespace) -> int:
    silence_providers()
    try:
        func = getattr(args, "func", None)
        if func is None:  # the review commands dispatch through their own runner
            from warrantguard.cli._review import run

            return run(args)
        return int(func(args))
    except NotPairwiseError as exc:
        error(f"not a pairwise question: {exc}")
        return EXIT_NOT_PAIRWISE
    except ProviderError as exc:
        error(f"provider failed: {exc}")
        return EXIT_PROVIDER
    except (ConfigurationError, ValueError, OSError) as exc:
        if isinstance(exc, BrokenPipeError):
            raise
        error(exc)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("warrantguard: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED


if __name__ == "__main__":  # pragma: no cover
    asyncio.set_event_loop_policy(None)
    raise SystemExit(main())
