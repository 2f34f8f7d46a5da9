"""``--stakes``, ``--policy`` and ``--review-db`` for ``check`` and ``batch``: the stakes workflow
on the command line, and how its decisions are shown."""

from __future__ import annotations

import argparse
import os
import shlex
from dataclasses import dataclass
from typing import Any

from warrantguard.guard import Action, Certificate

__all__ = ["Stakes", "add_stakes_flags", "decision_json", "decision_lines", "stakes_from_flags"]


def add_stakes_flags(p: argparse.ArgumentParser) -> None:
    """The three stakes flags."""
    p.add_argument("--stakes", metavar="LEVEL",
                   help="stakes level of the call (low, medium, high, critical or one the policy adds); "
                        "the policy decides allow, annotate, review or block")
    p.add_argument("--policy", metavar="FILE",
                   help="stakes policy file (YAML, TOML or JSON; see examples/policy.yaml); "
                        "default: the built-in levels when --stakes or --review-db is given")
    p.add_argument("--tag", action="append", default=None, metavar="KEY=VALUE", type=_tag,
                   help="a metadata tag for the policy's rules (repeatable)")
    p.add_argument("--route", metavar="NAME", help="the tool or route name for the policy's rules")
    p.add_argument("--review-db", metavar="PATH",
                   help="review queue for items the policy sends to review (SQLite path or postgresql:// URL; "
                        "default $WARRANTGUARD_REVIEW_DB, else ./warrantguard-review.sqlite3)")


def _tag(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    return key.strip(), value


class _LazyQueue:
    """A :class:`ReviewQueue` opened on the first item (no database file for allowed calls)."""

    def __init__(self, target: str) -> None:
        self.target = target
        self._queue: Any = None

    def _open(self) -> Any:
        if self._queue is None:
            from warrantguard.policies import ReviewQueue

            self._queue = ReviewQueue(self.target)
        return self._queue

    async def aenqueue(self, certificate: Certificate, decision: Any, *, request_id: str | None = None) -> str:
        """Queue an item and return its id."""
        return str(await self._open().aenqueue(certificate, decision, request_id=request_id))

    async def await_decision(self, item_id: str, timeout: float) -> Any:
        """Wait for a reviewer (the CLI never waits: it prints the command to decide)."""
        return await self._open().await_decision(item_id, timeout)


@dataclass(frozen=True)
class Stakes:
    """What the stakes flags resolved to: ``policy`` is ``None`` when none was asked for."""

    policy: Any = None
    queue: _LazyQueue | None = None
    level: str | None = None
    tags: dict[str, str] | None = None
    route: str | None = None

    @property
    def db(self) -> str | None:
        """The review queue's target."""
        return None if self.queue is None else self.queue.target


def stakes_from_flags(args: argparse.Namespace) -> Stakes:
    """Load the policy and check the level up front (a typo fails before any call)."""
    path, level, db = getattr(args, "policy", None), getattr(args, "stakes", None), getattr(args, "review_db", None)
    tags, route = dict(getattr(args, "tag", None) or []), getattr(args, "route", None)
    if path is None and level is None and db is None:
        return Stakes(tags=tags, route=route)
    from warrantguard.policies import DB_ENV, DEFAULT_DB, StakesPolicy, load_policy

    policy = load_policy(path) if path else StakesPolicy()
    if level is not None:
        policy.level(level)  # ConfigurationError naming the known levels
    return Stakes(policy, _LazyQueue(db or os.environ.get(DB_ENV) or DEFAULT_DB), level, tags, route)


def decision_json(decision: Any, db: str | None) -> dict[str, Any]:
    """The decision as JSON, with the review commands when it was queued."""
    out: dict[str, Any] = dict(decision.model_dump(mode="json")) if hasattr(decision, "model_dump") else {
        "action": decision.action, "reason": decision.reason}
    if getattr(decision, "review_id", None) and db:
        out["review_commands"] = review_commands(decision.review_id, db)
    return out


def review_commands(item_id: str, db: str) -> list[str]:
    """The commands that show and decide a queued item."""
    base = f"warrantguard review --db {shlex.quote(db)}"
    return [f"{base} show {item_id}", f"{base} approve {item_id}", f"{base} reject {item_id}",
            f"{base} override {item_id} --answer OPTION"]


def decision_lines(decision: Any, db: str | None) -> list[str]:
    """The human view of a decision: the action and why, and for review the item and its commands."""
    lines = [f"Decision: {decision.action} (stakes {decision.stakes}, rule {decision.rule}) — {decision.reason}"]
    if Action(decision.action) is Action.BLOCK:
        lines.append("The recommendation is blocked: do not act on it.")
    item = getattr(decision, "review_id", None)
    if item and db:
        show, approve, reject, override = review_commands(item, db)
        lines += [f"Withheld until a reviewer decides: review item {item} in {db}.",
                  f"  see it:    {show}", f"  decide it: {approve}", f"         or: {reject}",
                  f"         or: {override}"]
    elif Action(decision.action) is Action.REVIEW:
        lines.append("Withheld for review (no review queue: pass --review-db PATH).")
    return lines
