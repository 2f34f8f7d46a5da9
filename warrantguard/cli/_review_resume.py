"""``warrantguard review resume``: resume the paused agent runs whose reviews are decided, each once.

The app names its resumers with ``--app module:object`` (``object``: a
:class:`~warrantguard.policies.review.Resumer`, a list of them, or a function without arguments
returning either), for instance::

    # myapp/worker.py
    from warrantguard.adapters.openai_agents import resume_worker
    resumers = [resume_worker(agent, approval)]

    $ warrantguard review --db review.sqlite3 resume --app myapp.worker:resumers --watch

``--once`` (the default) takes one pass over the decided items waiting and exits; ``--watch``
repeats it every ``--interval`` seconds (until ``--passes`` passes, or SIGINT / SIGTERM, which
end it after the pass under way). The queue is
``--db`` (or ``--review-db``, ``$WARRANTGUARD_REVIEW_DB``), else the resumers' own queue.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies.review import DB_ENV, Resumer, ResumeReport, awatch_resumes, resumers_by_kind

__all__ = ["add_resume_command", "load_resumers"]

EXIT_FAILED = 1  # a resume failed after its claim (reported on stderr)


def add_resume_command(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add ``resume`` to the ``review`` subcommands."""
    p = sub.add_parser("resume", parents=[common], help="resume the paused agent runs whose reviews are decided",
                       description="Resume each paused run (OpenAI Agents, pydantic-ai, LangGraph) whose review "
                       "items are decided, exactly once, with the app's resumers (--app module:object).")
    p.add_argument("--review-db", dest="review_db", default=argparse.SUPPRESS, help="queue database (as --db)")
    p.add_argument("--app", required=True, help="module:object naming the app's resumers (a Resumer, a list "
                   "of them, or a function returning them)")
    p.add_argument("--app-dir", default=".", help="directory added to the import path (default: .)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--once", dest="watch", action="store_false", help="one pass, then exit (the default)")
    mode.add_argument("--watch", dest="watch", action="store_true", help="keep resuming every --interval seconds")
    p.add_argument("--interval", type=float, default=2.0, help="seconds between passes with --watch")
    p.add_argument("--passes", type=int, default=None, help="stop --watch after this many passes")
    p.add_argument("--limit", type=int, default=100, help="items per pass (at most 1000)")
    p.set_defaults(handler=_cmd_resume, watch=False)


def load_resumers(spec: str, app_dir: str = ".") -> list[Resumer]:
    """The resumers ``module:object`` names (``ConfigurationError`` when it names none)."""
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise ConfigurationError(f"--app must be module:object, got {spec!r}")
    path = os.path.abspath(app_dir)
    if path not in sys.path:
        sys.path.insert(0, path)
    try:
        found: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigurationError(f"--app: cannot import {module_name!r}: {exc}") from exc
    for part in attr.split("."):
        if not hasattr(found, part):
            raise ConfigurationError(f"--app: {module_name!r} has no {attr!r}")
        found = getattr(found, part)
    if callable(found) and not isinstance(found, Resumer):
        found = found()
    return list(resumers_by_kind(found).values())


def _queue(args: argparse.Namespace, resumers: list[Resumer]) -> Any:
    from warrantguard.cli._review_console import queue_from_args

    if getattr(args, "review_db", None) or os.environ.get(DB_ENV):
        return queue_from_args(args)
    own = next((r.queue for r in resumers if r.queue is not None), None)
    return own if own is not None else queue_from_args(args)


async def _watch(queue: Any, resumers: list[Resumer], interval: float, passes: int | None, limit: int,
                 report: Callable[[ResumeReport], None]) -> int:
    """:func:`awatch_resumes` until SIGINT or SIGTERM, which end it after the pass under way (a run
    claimed for its resume is resumed, not dropped halfway)."""
    stop, loop = asyncio.Event(), asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # not the main thread
            loop.add_signal_handler(sig, stop.set)
    if passes != 1:
        kinds = ", ".join(sorted(r.kind for r in resumers))
        print(f"watching for decided reviews ({kinds}) every {interval:g} s", flush=True)

    async def nap(seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), seconds)

    return await awatch_resumes(queue, resumers, interval=interval, passes=passes, stop=stop, limit=limit,
                                on_pass=report, sleep=nap)


def _cmd_resume(args: argparse.Namespace) -> int:
    resumers = load_resumers(args.app, args.app_dir)
    if args.passes is not None and args.passes < 1:
        raise ConfigurationError("--passes must be at least 1")
    queue, failed = _queue(args, resumers), 0

    def report(done: ResumeReport) -> None:
        nonlocal failed
        for item_id in done.resumed:
            print(f"resumed {item_id}", flush=True)
        for item_id, why in done.failed.items():
            print(f"warrantguard: error: resuming {item_id} failed: {why}", file=sys.stderr, flush=True)
        failed += len(done.failed)

    passes = args.passes if args.watch else 1
    try:
        total = asyncio.run(_watch(queue, resumers, args.interval, passes, args.limit, report))
    except KeyboardInterrupt:
        return 0
    finally:
        if all(queue is not r.queue for r in resumers):
            queue.close()  # opened here
    print(f"resumed {total} run{'s' if total != 1 else ''}" + (f", {failed} failed" if failed else ""))
    return EXIT_FAILED if failed else 0
