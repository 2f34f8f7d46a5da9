"""Two infinitives of hyphenated verbs ("to force-update or to soft-prompt users", "to soft-launch or to
hard-launch the beta"): each word a modifier and a listed verb, so each "to" opens a verb phrase, not a place
(:func:`hyphen_infinitives`)."""

from __future__ import annotations

from warrantguard.guard.question.words import VERBS, Token

__all__ = ["hyphen_infinitives"]


def _hyphened(tok: Token) -> tuple[str, str] | None:
    """The two parts of a lowercase hyphenated word ("force-update" -> "force", "update"), or ``None``."""
    head, sep, stem = tok.low.rstrip("?!.,").partition("-")
    if not sep or tok.capitalized or not (head.isalpha() and stem.isalpha()) or len(head) < 2:
        return None
    return head, stem


def hyphen_infinitives(a: Token, b: Token) -> bool:
    """Are the words after the two 'to's ("to | force-update or to | soft-prompt …") both lowercase hyphenated words
    of two parts, one ending with a listed verb (not "to follow-up or to sign-in", not "to Wi-Fi")?"""
    parts = [_hyphened(a), _hyphened(b)]
    return all(parts) and any(p is not None and p[1] in VERBS for p in parts)
