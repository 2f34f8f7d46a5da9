"""A's own purpose after its means, against B's means ("pay rent | with a credit card for the points or by bank
transfer", "send it | by post for the tracking or by email"): B opens with a means preposition, so A is the means
phrase before it, not the purpose phrase closing A's side (added in session 40)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["means_before_purpose_a"]

_MEANS = frozenset({"by", "with", "via", "through", "using"})
_PURPOSES = frozenset({"for", "to"})
_REACH = 5  # words of A's means phrase before its purpose


def means_before_purpose_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the means preposition before it when A opens on a purpose ("for the points") and B on a means ("by
    bank transfer"), the means phrase a few plain words with no comma; ``a`` otherwise ("… by post | or by email")."""
    if len(b) < 2 or b[0].low not in _MEANS or not a or a[0].low not in _PURPOSES:
        return a
    back: list[Token] = []
    tok = around.prev(a[0])
    while tok is not None and len(back) < _REACH and tok.low not in _MEANS:
        if tok.text.endswith((",", ";", ":", ".")) or not tok.text.replace("-", "").isalnum():
            return a
        back.insert(0, tok)
        tok = around.prev(tok)
    if tok is None or tok.low not in _MEANS or not back:
        return a
    return [tok, *back, *a]
