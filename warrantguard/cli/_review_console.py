"""``warrantguard review serve``, ``add-user`` and ``remove-user``: the web console and
its reviewer accounts on the command line."""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from pathlib import Path
from typing import Any

from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies.console import MAX_PASSWORD, UserFile
from warrantguard.policies.review import DB_ENV, DEFAULT_DB, ReviewQueue, existing_store

__all__ = ["PASSWORD_ENV", "TOKEN_ENV", "USERS_ENV", "add_console_commands", "read_secret"]

TOKEN_ENV = "WARRANTGUARD_REVIEW_TOKEN"
PASSWORD_ENV = "WARRANTGUARD_REVIEW_PASSWORD"
USERS_ENV = "WARRANTGUARD_REVIEW_USERS"
_MAX_SECRET_FILE = 4096


def add_console_commands(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add ``serve``, ``add-user`` and ``remove-user`` to the ``review`` subparsers."""
    _add_serve(sub, common)
    for name, helps in (("add-user", "add a reviewer account or change its password"),
                        ("remove-user", "remove a reviewer account")):
        p = sub.add_parser(name, help=helps, description=f"{helps[0].upper()}{helps[1:]}. "
                           "The password is read from a prompt, or from the first line of "
                           "standard input when it is not a terminal (never from arguments).")
        p.add_argument("name", help="the reviewer's name, as the audit trail records it")
        p.add_argument("--users", default=None, help=f"the users file (default: ${USERS_ENV})")
        p.set_defaults(handler=_cmd_add_user if name == "add-user" else _cmd_remove_user)


def _add_serve(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("serve", parents=[common], help="serve the web review console")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8750)
    p.add_argument("--users", default=None,
                   help=f"reviewer accounts file, see add-user (default: ${USERS_ENV})")
    p.add_argument("--token-file", default=None, help=f"file holding the shared bearer token (or ${TOKEN_ENV})")
    p.add_argument("--password-file", default=None,
                   help=f"file holding the shared login password (or ${PASSWORD_ENV})")
    p.add_argument("--token", default=None, help="the token itself (visible in ps: prefer --token-file)")
    p.add_argument("--password", default=None, help="the password itself (visible in ps)")
    p.add_argument("--trusted-identity-header", metavar="HEADER", default=None,
                   help="take the reviewer's name from this header (e.g. X-Forwarded-User). "
                   "Only safe behind an authenticating reverse proxy that sets it and that "
                   "nothing can bypass; off by default")
    p.add_argument("--allowed-host", action="append", default=None, metavar="HOST",
                   help="a Host name to answer to (repeatable; default localhost, 127.0.0.1, "
                   "::1 and --host); '*.example.com' for subdomains")
    p.add_argument("--secure-cookies", action="store_true",
                   help="mark cookies Secure (automatic for requests that arrive over https)")
    p.add_argument("--forwarded-allow-ips", default=None,
                   help="proxies trusted for X-Forwarded-Proto (uvicorn's default: 127.0.0.1)")
    p.add_argument("--policy", default=None,
                   help="stakes policy file: levels with review_free_text allow free-text overrides")
    p.add_argument("--allow-anonymous", action="store_true",
                   help="serve without any login (only on a trusted network)")
    p.add_argument("--records", metavar="PATH", default=None,
                   help="record store (SQLite path or postgresql:// URL): /history shows warrant over time")
    p.set_defaults(handler=_cmd_serve)


def read_secret(value: str | None, file: str | None, env: str, flag: str) -> str | None:
    """A secret from ``--flag`` (with a warning: argv is visible in ``ps``), ``--flag-file``
    or the environment variable ``env``, in that order of precedence."""
    if value and file:
        raise ConfigurationError(f"give --{flag} or --{flag}-file, not both")
    if value:
        print(f"warning: --{flag} on the command line is visible to other local users (ps); "
              f"use --{flag}-file or ${env}", file=sys.stderr)
        return value
    if file:
        try:
            with open(file, "rb") as f:
                raw = f.read(_MAX_SECRET_FILE + 1)
        except OSError as exc:
            raise ConfigurationError(f"cannot read --{flag}-file {file}: {exc.strerror}") from None
        secret = raw.decode("utf-8", "replace").strip()
        if not secret or len(raw) > _MAX_SECRET_FILE:
            raise ConfigurationError(f"--{flag}-file {file} must hold one non-empty line "
                                     f"(at most {_MAX_SECRET_FILE} bytes)")
        return secret
    return os.environ.get(env) or None


def _users_path(args: argparse.Namespace, required: bool) -> str | None:
    path = args.users or os.environ.get(USERS_ENV) or None
    if required and path is None:
        raise ConfigurationError(f"give --users FILE (or set ${USERS_ENV})")
    return path


def queue_from_args(args: argparse.Namespace) -> ReviewQueue:
    """The review queue the command's ``--db`` (or ``$WARRANTGUARD_REVIEW_DB``, or the default file) names."""
    target = getattr(args, "review_db", None) or os.environ.get(DB_ENV) or DEFAULT_DB
    return ReviewQueue(existing_store(target, create=getattr(args, "create", False)))


def _cmd_serve(args: argparse.Namespace) -> int:
    from warrantguard.policies.console import serve

    policy = None
    if args.policy:
        from warrantguard.policies import load_policy

        policy = load_policy(args.policy)
    users = _users_path(args, required=False)
    if users is not None and not Path(users).exists():
        raise ConfigurationError(f"users file {users} does not exist (create it with add-user)")
    serve(queue_from_args(args), host=args.host, port=args.port, allowed_hosts=args.allowed_host,
          forwarded_allow_ips=args.forwarded_allow_ips, users=users, policy=policy,
          token=read_secret(args.token, args.token_file, TOKEN_ENV, "token"),
          password=read_secret(args.password, args.password_file, PASSWORD_ENV, "password"),
          identity_header=args.trusted_identity_header, secure_cookies=args.secure_cookies,
          allow_anonymous=args.allow_anonymous, records=_records(args.records))
    return 0


def _records(spec: str | None) -> Any:
    """The record store for ``/history`` (an existing one), or ``None``."""
    from warrantguard.audit import HistoryReader, open_existing

    return HistoryReader(open_existing(spec, "--records")) if spec else None


def _read_new_password() -> str:
    """The new password: prompted twice on a terminal, else stdin's first line."""
    if sys.stdin is not None and sys.stdin.isatty():
        first = getpass.getpass("New password: ")
        if getpass.getpass("Repeat it: ") != first:
            raise ConfigurationError("the passwords do not match")
        return first
    line = sys.stdin.readline(MAX_PASSWORD + 2) if sys.stdin is not None else ""
    return line.rstrip("\r\n")


def _cmd_add_user(args: argparse.Namespace) -> int:
    users = UserFile(_users_path(args, required=True) or "")
    new = users.set_password(args.name, _read_new_password())
    print(f"{'added' if new else 'changed the password of'} reviewer {args.name} in {users.path}")
    return 0


def _cmd_remove_user(args: argparse.Namespace) -> int:
    users = UserFile(_users_path(args, required=True) or "")
    if not users.remove(args.name):
        print(f"warrantguard: error: no reviewer {args.name} in {users.path}", file=sys.stderr)
        return 6  # EXIT_NOT_FOUND
    print(f"removed reviewer {args.name} from {users.path}")
    return 0
