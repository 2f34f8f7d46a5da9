"""Redaction of secrets from any text that may leave the process (messages, logs, spans, rows)."""

from __future__ import annotations

import re
import threading

__all__ = ["known_secrets", "mask", "redact", "register_secret"]

_PATTERNS = [
    re.compile(r"\b(sk|pk|rk|ak|key|tok)[-_](?:[A-Za-z0-9]+[-_])*[A-Za-z0-9]{8,}\b"),  # sk-..., sk-proj-...
    re.compile(r"(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}"),
    re.compile(r"(?i)(api[_-]?key|authorization|x-api-key|password|secret|token)([\"']?\s*[:=]\s*[\"']?)"
               r"([^\s\"',}]{4,})"),
    re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    re.compile(r"\bAIza[0-9A-Za-z_-]{20,}\b"),
]
_KNOWN: set[str] = set()
_LOCK = threading.Lock()


def mask(secret: str) -> str:
    """``sk-…4711``: a short prefix and the last four characters, never the secret itself."""
    if len(secret) <= 8:
        return "…"
    head = secret[:3] if secret[:3] in ("sk-", "pk-", "rk-", "sk_", "pk_") else ""
    return f"{head}…{secret[-4:]}"


def known_secrets() -> frozenset[str]:
    """The registered secrets (handed to a monitor worker process, which redacts with them too)."""
    with _LOCK:
        return frozenset(_KNOWN)


def register_secret(secret: object) -> None:
    """Remember a secret (from flags, environment or model parameters) so :func:`redact` removes it."""
    if isinstance(secret, str) and len(secret) >= 6:
        with _LOCK:
            _KNOWN.add(secret)


def redact(text: str) -> str:
    """``text`` with registered secrets and credential-looking tokens masked."""
    if not isinstance(text, str):
        text = str(text)
    with _LOCK:
        known = sorted(_KNOWN, key=len, reverse=True)
    for secret in known:
        if secret in text:
            text = text.replace(secret, mask(secret))
    text = _PATTERNS[0].sub(lambda m: mask(m.group(0)), text)
    text = _PATTERNS[1].sub(lambda m: f"{m.group(1)} {mask(m.group(0).split()[-1])}", text)
    text = _PATTERNS[2].sub(lambda m: f"{m.group(1)}{m.group(2)}{mask(m.group(3))}", text)
    text = _PATTERNS[3].sub(lambda m: mask(m.group(0)), text)
    return _PATTERNS[4].sub(lambda m: mask(m.group(0)), text)
