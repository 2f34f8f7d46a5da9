"""A label before A's word when B's word shares its ending after an apostrophe or a hyphen ("the kanji readings |
on'yomi first or kun'yomi first"): the twin words are the options, the label before A both's."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["twin_suffix_a"]


def _suffix(tok: Token) -> str:
    """The ending of a word after its last inner apostrophe or hyphen ("on'yomi" → "yomi"), or ""."""
    cut = max(tok.low.rfind("'"), tok.low.rfind("-"))
    return tok.low[cut + 1 :] if 0 < cut < len(tok.low) - 2 else ""


def twin_suffix_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its word whose ending B's first word shares, the words after each alike ("kanji readings on'yomi
    first" against "kun'yomi first" → "on'yomi first"); ``a`` otherwise ("pre-war or post-war": A one word)."""
    if not b or len(a) <= len(b) or not _suffix(b[0]):
        return a
    k = len(a) - len(b)
    if _suffix(a[k]) != _suffix(b[0]) or a[k].low == b[0].low:
        return a
    if any(x.low != y.low for x, y in zip(a[k + 1 :], b[1:], strict=True)):
        return a
    return a[k:]
