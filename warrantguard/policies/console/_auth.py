"""Who is asking: the console's credentials and the identities they verify.

Four ways in, each naming the reviewer the audit trail records:

* an account in the users file (:mod:`._accounts`): the account name;
* a trusted identity header set by an authenticating reverse proxy (off by default;
  only safe when nothing but that proxy can reach the console): the header's value;
* the shared bearer token or shared password (back-compat): the fixed identities
  ``shared:token`` and ``shared:password`` (account names cannot contain ``:``), never
  a name the person typed;
* ``anonymous``, only when explicitly allowed.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies import check_secret
from warrantguard.policies.console._accounts import NAME_PATTERN, UserFile, verify_password

__all__ = ["ANONYMOUS", "SHARED_PASSWORD", "SHARED_TOKEN", "Credentials", "keyed_mac", "new_key", "same"]

SHARED_TOKEN, SHARED_PASSWORD, ANONYMOUS = "shared:token", "shared:password", "anonymous"
_HEADER = re.compile(r"^[A-Za-z0-9-]{1,64}$")


def same(a: str | None, b: str | None) -> bool:
    """Constant-time equality of two strings, False when either is missing."""
    return a is not None and b is not None and hmac.compare_digest(a.encode(), b.encode())


@dataclass(frozen=True)
class Credentials:
    """The secrets and sources of identity a console accepts (a weak token or shared password is
    refused: :func:`~warrantguard.policies.check_secret`)."""

    token: str | None = None
    password: str | None = None
    users: UserFile | None = None
    identity_header: str | None = None
    allow_anonymous: bool = False

    def __post_init__(self) -> None:
        if not (self.token or self.password or self.users or self.identity_header
                or self.allow_anonymous):
            raise ConfigurationError(
                "the review console needs a token or a password, a users file or a trusted "
                "identity header (or allow_anonymous=True)")
        header = self.identity_header
        if header is not None and not _HEADER.match(header):
            raise ConfigurationError(f"invalid identity header name {header[:70]!r}")
        if self.token:
            check_secret(self.token, "the review console's token")
        if self.password:
            check_secret(self.password, "the review console's shared password")

    def __repr__(self) -> str:  # never the secrets
        return (f"Credentials(token={'***' if self.token else None}, "
                f"password={'***' if self.password else None}, users={self.users!r}, "
                f"identity_header={self.identity_header!r}, "
                f"allow_anonymous={self.allow_anonymous})")

    @property
    def has_login(self) -> bool:
        """True when the login form can log anyone in."""
        return bool(self.token or self.password or self.users)

    def bearer(self, authorization: str) -> str | None:
        """``shared:token`` for a valid ``Authorization: Bearer`` value, else ``None``."""
        if self.token and authorization[:7].lower() == "bearer ":
            return SHARED_TOKEN if same(authorization[7:].strip(), self.token) else None
        return None

    def header_user(self, value: str | None) -> str | None:
        """The reviewer named by the trusted identity header's ``value``, if valid."""
        if not self.identity_header or value is None:
            return None
        value = value.strip()
        return value if NAME_PATTERN.match(value) else None

    def login(self, name: str, secret: str) -> str | None:
        """The identity ``name`` and ``secret`` prove, else ``None`` (blocking: scrypt).

        With a name: that account's password. Without: the shared token or password.
        """
        if name:
            users = self.users.current() if self.users is not None else {}
            ok = verify_password(secret, users.get(name))  # a dummy hash for unknown names
            return name if ok else None
        if same(secret, self.token):
            return SHARED_TOKEN
        if same(secret, self.password):
            return SHARED_PASSWORD
        return None


def keyed_mac(key: bytes, what: str) -> str:
    """HMAC-SHA256 of ``what`` under ``key``, hex (stateless CSRF tokens)."""
    return hmac.new(key, what.encode(), hashlib.sha256).hexdigest()


def new_key() -> bytes:
    """A fresh random key for :func:`keyed_mac`."""
    return secrets.token_bytes(32)
