"""One option wholly in quote marks, the other not, with quote marks left on the other's side (:func:`stray_quotes`):
'"LGTM" with nits -- or "request changes"??' sets off "LGTM" by its quotes, so an A found without them ("nits") is
no sure cut; '"watchful waiting" or surgery?' quotes only A and reads."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["stray_quotes"]

_QUOTES = "\"\u201c\u201d"


def _wrapped(toks: list[Token]) -> bool:
    """Is the option in double quote marks from its first word to its last ('"request changes"')?"""
    return toks[0].text[:1] in _QUOTES and toks[-1].text.rstrip("?!.,;:")[-1:] in _QUOTES


def stray_quotes(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the options found do not match the prompt's quote marks, or ``None``: one option wholly quoted, the other
    not, and a quote mark on the other's side of the sentence (before A, or after B)."""
    if _wrapped(a) == _wrapped(b):
        return None
    other = around.before(a[0]) + a if _wrapped(b) else b + _after(b[-1], around)
    if any(ch in _QUOTES for t in other for ch in t.text):
        return "one option is quoted, and quote marks on the other's side set off words the other option lacks"
    return None


def _after(tok: Token, around: Around) -> list[Token]:
    """The sentence's words after ``tok``."""
    words, nxt = [], around.next(tok)
    while nxt is not None:
        words.append(nxt)
        nxt = around.next(nxt)
    return words
