"""Options each written whole in quotes, though the pair was read from the sentence ("between 'since' and 'for' with
present perfect"): the quotes mark where each starts and ends, so a word that would leave an option open ("for",
"to") is the option itself, a word talked about."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["quoted_words"]

_OPENING, _CLOSING = "'\"‘“", "'\"’”"


def quoted_words(text: str, a: list[Token], b: list[Token]) -> bool:
    """Are both options, as found in ``text``, each set in quote marks right around it ("'since'" / "'for'")?"""
    return bool(a and b) and all(_quoted(text, toks) for toks in (a, b))


def _quoted(text: str, toks: list[Token]) -> bool:
    """Is the span of ``toks`` set between an opening and a closing quote mark in ``text``?"""
    start, end = toks[0].start, toks[-1].end
    word = text[start:end]
    if word[:1] in _OPENING and word[-1:] in _CLOSING and len(word) > 2:
        return True
    return start > 0 and text[start - 1] in _OPENING and end < len(text) and text[end] in _CLOSING
