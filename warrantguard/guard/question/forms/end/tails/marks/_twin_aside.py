"""A closing on its own bracketed aside, B's aside followed by more words ("mineral (zinc) or chemical (avobenzone
etc) | sunscreen w/ rosacea?"): the asides mark where each option ends, so the words after B's are said of both and
B ends with its closing bracket."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["twin_aside_b"]

_CLOSERS = (")", "]")


def twin_aside_b(a: list[Token], b: list[Token]) -> list[Token]:
    """B cut after its own bracketed aside when A ends with one and B goes on after it ("chemical (avobenzone etc) |
    sunscreen …"); ``b`` itself when A has no aside of its own closing it, or B's aside closes B."""
    if len(a) < 2 or not _closes(a[-1]) or not any(t.text.startswith(("(", "[")) for t in a[1:]):
        return b
    opened = next((j for j in range(1, len(b)) if b[j].text.startswith(("(", "["))), None)
    if opened is None:
        return b
    closed = next((j for j in range(opened, len(b)) if _closes(b[j])), None)
    return b[: closed + 1] if closed is not None and closed < len(b) - 1 else b


def _closes(tok: Token) -> bool:
    return tok.text.rstrip("?!.,;:").endswith(_CLOSERS)
