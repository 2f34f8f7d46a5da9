"""Reviewer accounts for the review console: a users file of scrypt password hashes.

One line per reviewer, ``name:scrypt$n$r$p$salt$hash`` (salt and hash base64), in the
spirit of an htpasswd file. Each password has its own random salt; verification runs
scrypt and compares in constant time, and an unknown name is checked against a dummy
hash so that it takes as long as a known one. Manage the file with ``warrantguard review
add-user NAME --users FILE``.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import hmac
import os
import re
import secrets
import tempfile
from collections.abc import Mapping
from pathlib import Path

from warrantguard.guard.spi import ConfigurationError

__all__ = ["NAME_PATTERN", "UserFile", "check_name", "hash_password", "verify_password"]

NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")
MIN_PASSWORD, MAX_PASSWORD = 8, 1024
_N, _R, _P = 2**14, 8, 1  # about 16 MiB and a few tens of milliseconds per check
_MAX_N, _MAX_R, _MAX_P = 2**20, 32, 16
_MAXMEM = 256 * 1024 * 1024
_MAX_FILE, _MAX_USERS = 1 << 20, 10_000


def check_name(name: str) -> str:
    """``name`` if it is a valid reviewer name (letters, digits, ``._@-``; at most 64)."""
    if not NAME_PATTERN.match(name):
        raise ConfigurationError(
            f"invalid reviewer name {name[:70]!r}: use 1-64 letters, digits, '.', '_', '@' or '-'")
    return name


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def hash_password(password: str, *, salt: bytes | None = None) -> str:
    """The scrypt hash line for ``password`` (``scrypt$n$r$p$salt$hash``), fresh salt."""
    if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        raise ConfigurationError(
            f"a password needs {MIN_PASSWORD} to {MAX_PASSWORD} characters")
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=_N, r=_R, p=_P, maxmem=_MAXMEM)
    return f"scrypt${_N}${_R}${_P}${_b64(salt)}${_b64(digest)}"


def _parse(encoded: str) -> tuple[int, int, int, bytes, bytes]:
    kind, n, r, p, salt, digest = encoded.split("$")
    if kind != "scrypt":
        raise ValueError("not an scrypt hash")
    params = int(n), int(r), int(p)
    if not (1 < params[0] <= _MAX_N and 0 < params[1] <= _MAX_R and 0 < params[2] <= _MAX_P):
        raise ValueError("scrypt parameters out of range")
    return (*params, base64.b64decode(salt, validate=True), base64.b64decode(digest, validate=True))


@functools.cache
def _dummy() -> str:
    return hash_password("x" * MIN_PASSWORD, salt=b"\0" * 16)


def verify_password(password: str, encoded: str | None) -> bool:
    """True when ``password`` matches the hash ``encoded`` (constant-time compare).

    ``encoded=None`` (no such user) checks against a dummy hash and returns False, so a
    wrong name costs as much as a wrong password.
    """
    try:
        n, r, p, salt, digest = _parse(encoded or _dummy())
    except ValueError:
        n, r, p, salt, digest = _parse(_dummy())
        encoded = None
    candidate = password.encode()[:MAX_PASSWORD * 4]
    actual = hashlib.scrypt(candidate, salt=salt, n=n, r=r, p=p, maxmem=_MAXMEM,
                            dklen=len(digest) or 64)
    return hmac.compare_digest(actual, digest) and encoded is not None


class UserFile:
    """The users file: reviewer names and their password hashes."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._users: dict[str, str] = {}
        self._stamp: tuple[int, int] | None = None

    def __repr__(self) -> str:
        return f"UserFile({str(self.path)!r})"

    def current(self) -> dict[str, str]:
        """:meth:`load`, re-read only when the file changed (so added users can log in
        without a restart)."""
        try:
            st = self.path.stat()
            stamp: tuple[int, int] | None = (st.st_mtime_ns, st.st_size)
        except OSError:
            stamp = None
        if stamp is None or stamp != self._stamp:
            self._users, self._stamp = self.load(), stamp
        return self._users

    def load(self) -> dict[str, str]:
        """Name to hash; an absent file is empty. :class:`ConfigurationError` if malformed."""
        try:
            with self.path.open("rb") as f:
                raw = f.read(_MAX_FILE + 1)
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise ConfigurationError(f"cannot read users file {self.path}: {exc.strerror}") from None
        if len(raw) > _MAX_FILE:
            raise ConfigurationError(f"users file {self.path} is larger than {_MAX_FILE} bytes")
        return self._parse_lines(raw)

    def _parse_lines(self, raw: bytes) -> dict[str, str]:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ConfigurationError(f"users file {self.path} is not UTF-8") from None
        users: dict[str, str] = {}
        for number, line in enumerate(text.splitlines()[:_MAX_USERS + 1], 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            name, _, encoded = line.strip().partition(":")
            try:
                check_name(name)
                _parse(encoded)
            except (ConfigurationError, ValueError):
                raise ConfigurationError(
                    f"{self.path}:{number}: expected name:scrypt$n$r$p$salt$hash") from None
            users[name] = encoded
        if len(users) > _MAX_USERS:
            raise ConfigurationError(f"users file {self.path} has more than {_MAX_USERS} users")
        return users

    def set_password(self, name: str, password: str) -> bool:
        """Add ``name`` or change its password; True when the name is new."""
        users = self.load()
        new = check_name(name) not in users
        users[name] = hash_password(password)
        self._write(users)
        return new

    def remove(self, name: str) -> bool:
        """Remove ``name``; True when it was there."""
        users = self.load()
        if users.pop(name, None) is None:
            return False
        self._write(users)
        return True

    def _write(self, users: Mapping[str, str]) -> None:
        """Replace the file atomically, readable by its owner only."""
        body = "".join(f"{n}:{h}\n" for n, h in sorted(users.items()))
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".users-", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write("# warrantguard review console users (warrantguard review add-user)\n")
                f.write(body)
            os.chmod(tmp, 0o600)
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
