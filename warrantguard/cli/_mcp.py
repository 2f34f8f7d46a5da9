"""``warrantguard mcp`` (an MCP server whose tools certify recommendations) and ``warrantguard
mcp-proxy --target ...`` (a certifying front for another MCP server)."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import sys
from typing import Any

__all__ = ["cmd_mcp", "cmd_mcp_proxy", "register_cli"]

_LOOPBACK = ("127.0.0.1", "localhost", "::1")


def register_cli(subparsers: Any) -> None:
    """Add the ``mcp`` and ``mcp-proxy`` subcommands."""
    from warrantguard.cli import _model_args

    server = subparsers.add_parser("mcp", help="serve MCP tools that certify pairwise recommendations",
                                   description="An MCP server with the tools certify_recommendation and "
                                               "check_answer (structured output), over stdio or streamable HTTP.")
    _model_args(server)
    _transport_args(server)
    server.add_argument("--max-concurrency", type=int, default=4, help="certificates running at once")
    server.add_argument("--timeout", type=float, default=300.0, help="seconds for one tool call")
    server.set_defaults(func=cmd_mcp)
    proxy = subparsers.add_parser("mcp-proxy", help="front another MCP server, certifying its pairwise tool results",
                                  description="Tool results answering a pairwise question are certified (the tool "
                                              "answers the probes); the warrant rides in _meta, a withheld result "
                                              "is isError with the notice; everything else passes through.")
    proxy.add_argument("--target", required=True,
                       help="the MCP server to front: an http(s):// URL, or the command line that starts it (stdio)")
    proxy.add_argument("--stakes", metavar="LEVEL", help="stakes level of every certified tool call")
    proxy.add_argument("--policy", metavar="FILE", help="stakes policy file (YAML, TOML or JSON)")
    proxy.add_argument("--review-db", metavar="PATH", help="review queue (SQLite path or postgresql:// URL)")
    _transport_args(proxy)
    proxy.set_defaults(func=cmd_mcp_proxy)


def _transport_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--transport", choices=["stdio", "http"], default="stdio",
                   help="stdio (default) or streamable HTTP (served at /mcp)")
    p.add_argument("--host", default="127.0.0.1", help="HTTP bind address (default loopback)")
    p.add_argument("--port", type=int, default=8000, help="HTTP port")
    p.add_argument("--allow-host", action="append", default=[], metavar="NAME[:PORT]",
                   help="another Host name clients may use (DNS-rebinding protection stays on; repeatable)")
    p.add_argument("--log-level", default="warning", choices=["critical", "error", "warning", "info", "debug"])


def _announce(args: argparse.Namespace, what: str) -> None:
    if args.transport == "http":
        if args.host not in _LOOPBACK:
            print(f"warrantguard: warning: {what} listens on {args.host}, beyond this machine; it has no "
                  "authentication of its own", file=sys.stderr)
        print(f"warrantguard {what} on http://{args.host}:{args.port}/mcp", file=sys.stderr)


def cmd_mcp(args: argparse.Namespace) -> int:
    """Serve the certifying tools until the client leaves (stdio) or interrupted (HTTP)."""
    from warrantguard.adapters.mcp import create_server, run_server
    from warrantguard.cli import make_guard
    from warrantguard.cli._stakes_flags import stakes_from_flags
    from warrantguard.policies import StakesPolicy

    stakes = stakes_from_flags(args)
    if stakes.policy is None:  # a tool call's ``stakes`` argument needs the built-in levels
        stakes = dataclasses.replace(stakes, policy=StakesPolicy())
    guard = make_guard(args, stakes)
    server = create_server(guard, max_concurrency=args.max_concurrency, timeout=args.timeout)
    _announce(args, "MCP server")
    asyncio.run(run_server(server, transport=args.transport, host=args.host, port=args.port,
                           allowed_hosts=args.allow_host, log_level=args.log_level))
    return 0


def cmd_mcp_proxy(args: argparse.Namespace) -> int:
    """Front ``--target`` until the client leaves (stdio) or interrupted (HTTP)."""
    from warrantguard.adapters.mcp import run_proxy
    from warrantguard.policies import ReviewQueue, StakesPolicy, load_policy

    policy = load_policy(args.policy) if args.policy else None
    queue = ReviewQueue(args.review_db) if args.review_db else None
    if policy is None and (args.stakes or queue is not None):
        policy = StakesPolicy()
    _announce(args, "MCP proxy")
    asyncio.run(run_proxy(args.target, transport=args.transport, host=args.host, port=args.port,
                          allowed_hosts=args.allow_host, log_level=args.log_level, policy=policy,
                          review_queue=queue, stakes=args.stakes))
    return 0
