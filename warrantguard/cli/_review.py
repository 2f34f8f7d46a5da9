"""``warrantguard review``: list, show and decide review items, or serve the web console."""

from __future__ import annotations

import argparse
import getpass
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any

from warrantguard.cli._review_console import PASSWORD_ENV, TOKEN_ENV, add_console_commands
from warrantguard.cli._review_console import queue_from_args as _queue
from warrantguard.cli._review_resume import add_resume_command
from warrantguard.guard.spi import TIER_NAMES, ConfigurationError, Reversal
from warrantguard.policies.review import (
    DB_ENV,
    DEFAULT_DB,
    ReviewConflict,
    ReviewItem,
    ReviewNotFound,
    ReviewStatus,
)

__all__ = ["EXIT_NOT_FOUND", "PASSWORD_ENV", "TOKEN_ENV", "main", "register_cli", "run"]

EXIT_NOT_FOUND = 6  # no such item or reviewer, or the item was already decided

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def register_cli(subparsers: Any) -> None:
    """Add the ``review`` command (``list|show|approve|reject|override|serve|add-user|
    remove-user|resume``) to an
    argparse ``subparsers`` object. Each leaf sets ``handler(args) -> int``."""
    review = subparsers.add_parser(
        "review", help="list and decide recommendations queued for human review",
        description="Review queued recommendations. The queue is --db, else "
        f"${DB_ENV}, else {DEFAULT_DB}.",
    )
    review.add_argument("--db", dest="review_db", default=None, help="queue database")
    review.add_argument("--create", action="store_true", help="make the queue if --db does not exist")
    review.set_defaults(handler=lambda args: _usage(review))
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", dest="review_db", default=argparse.SUPPRESS, help="queue database")
    common.add_argument("--create", action="store_true", default=argparse.SUPPRESS,
                        help="make the queue if --db does not exist")
    sub = review.add_subparsers(dest="review_command", metavar="COMMAND")
    _add_list(sub, common)
    _add_show(sub, common)
    for verdict in ("approve", "reject", "override"):
        _add_decide(sub, common, verdict)
    add_console_commands(sub, common)
    add_resume_command(sub, common)


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_usage(sys.stderr)
    print("warrantguard: error: choose a command: list, show, approve, reject, override, serve, add-user, "
          "remove-user or resume",
          file=sys.stderr)
    return 2


def _add_list(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("list", parents=[common], help="list review items (pending by default)")
    p.add_argument("--status", default="pending",
                   choices=[*(s.value for s in ReviewStatus), "all"])
    p.add_argument("--stakes", default=None)
    p.add_argument("--search", default=None, help="text in the question or recommendation")
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p.set_defaults(handler=_cmd_list)


def _add_show(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("show", parents=[common], help="show one item with its certificate")
    p.add_argument("id")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=_cmd_show)


def _add_decide(sub: Any, common: argparse.ArgumentParser, verdict: str) -> None:
    helps = {"approve": "approve the recommendation", "reject": "reject the recommendation",
             "override": "replace the recommendation with your answer"}
    p = sub.add_parser(verdict, parents=[common], help=helps[verdict])
    p.add_argument("id")
    p.add_argument("--note", default=None)
    p.add_argument("--reviewer", default=None, help="default: $WARRANTGUARD_REVIEWER or $USER")
    p.add_argument("--answer", required=verdict == "override", default=None,
                   help="the final answer (override only): one of the item's two options")
    if verdict == "override":
        p.add_argument("--policy", default=None, help="stakes policy file: where the item's "
                       "level has review_free_text, the answer may be free text")
    p.set_defaults(handler=_cmd_decide, verdict=verdict)


def clean(text: object) -> str:
    """``text`` with terminal control characters made visible (model text is untrusted)."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", str(text))


def _cmd_list(args: argparse.Namespace) -> int:
    status = None if args.status == "all" else args.status
    items = _queue(args).list(status=status, stakes=args.stakes, search=args.search,
                              limit=args.limit)
    if args.json:
        for item in items:
            print(item.model_dump_json())
        return 0
    if not items:
        print(f"no {args.status if status else ''} review items".replace("  ", " "))
    for item in items:
        question = clean(item.question)
        question = question if len(question) <= 60 else question[:57] + "..."
        print(f"{item.id}  {item.status.value:<10}  {item.stakes:<8}  "
              f"{clean(item.warrant or '-'):<19}  {item.created_at:%Y-%m-%d %H:%M}  "
              f"{question}  -> {clean(item.recommendation)}")
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    item = _queue(args).find(args.id)  # the id, or a unique prefix of it
    print(item.model_dump_json(indent=2) if args.json else describe(item))
    return 0


def describe(item: ReviewItem) -> str:
    """A plain-text view of ``item``: question, warrant, tiers, reversals and status."""
    cert = item.certificate_model
    lines = [
        f"item            {item.id}  ({item.status.value})",
        f"question        {clean(item.question)}",
        f"options         {clean(' | '.join(item.options))}",
        f"recommendation  {clean(item.recommendation)}",
        f"warrant         {cert.warrant.label} ({clean(cert.rule)})",
        f"confidence      {cert.confidence if cert.confidence is not None else '-'}",
        f"belief          {cert.belief if cert.belief is not None else '-'}"
        f"{'' if cert.belief_action_consistent is not False else '  (contradicts the choice)'}",
        f"stakes          {item.stakes}",
        f"reason          {clean(item.decision.get('reason', ''))}",
        "tiers:",
    ]
    for t in cert.tiers:
        lines.append(f"  T{t.tier} {TIER_NAMES.get(t.tier, t.name):<31} {t.status.value:<10} "
                     f"{t.violations}/{t.probes} reversed")
    for r, n in Reversal.grouped(cert.reversals):
        lines.append(f"  reversal: {clean(r.describe(cert.prompt, n))}")
    if item.status is not ReviewStatus.PENDING:
        lines.append(f"decided         by {clean(item.reviewer or '-')} at {item.decided_at}: "
                     f"final answer {clean(item.final_answer)}; note {clean(item.note or '-')}")
    return "\n".join(lines)


def _reviewer(args: argparse.Namespace) -> str:
    if args.reviewer:
        return str(args.reviewer)
    try:
        return os.environ.get("WARRANTGUARD_REVIEWER") or getpass.getuser()
    except (KeyError, OSError):
        return "cli"


def _cmd_decide(args: argparse.Namespace) -> int:
    queue, answer = _queue(args), args.answer
    if args.verdict == "override":
        answer = _override_answer(queue.get(args.id), answer, getattr(args, "policy", None))
    item = queue.decide(args.id, args.verdict, reviewer=_reviewer(args), note=args.note,
                        answer=answer)
    print(f"{item.id} {item.status.value} by {clean(item.reviewer)}; final answer: "
          f"{clean(item.final_answer)}")
    return 0


def _override_answer(item: ReviewItem, answer: str | None, policy_file: str | None) -> str:
    """The option named by ``answer``, or marked free text where the policy allows it."""
    from warrantguard.policies import load_policy
    from warrantguard.policies.review import free_text_allowed, override_answer

    policy = load_policy(policy_file) if policy_file else None
    return override_answer(item, answer, free_text=free_text_allowed(policy, item))


def run(args: argparse.Namespace) -> int:
    """Run a parsed ``review`` command: 0 ok, 2 usage error, 6 not found or already decided
    (the exit codes of the ``warrantguard`` command)."""
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        return handler(args)
    except (ReviewConflict, ReviewNotFound) as exc:
        print(f"warrantguard: error: {_flags(exc)}", file=sys.stderr)
        return EXIT_NOT_FOUND
    except (ConfigurationError, ValueError) as exc:
        print(f"warrantguard: error: {_flags(exc)}", file=sys.stderr)
        return 2


def _flags(exc: BaseException) -> str:
    """The message on one line, Python-syntax hints as the flags a user types."""
    return " ".join(str(exc).split()).replace("(or allow_anonymous=True)", "(or --allow-anonymous)")


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m warrantguard.cli._review review ...``: the command on its own."""
    parser = argparse.ArgumentParser(prog="warrantguard")
    register_cli(parser.add_subparsers(dest="command", metavar="COMMAND", required=True))
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
