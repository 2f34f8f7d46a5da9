"""A noun and "from" before a name A against a lone name B ("the certificate from | Coursera or edX"): B names where
the noun comes from, as A does, so the noun and its "from" are both's and A is the name."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Around, Token

__all__ = ["sourced_name_a"]


def _named(tok: Token) -> bool:
    """Is ``tok`` written as a name: a capital anywhere in it ("Coursera", "edX")?"""
    return any(c.isupper() for c in tok.text) and tok.text[:1].isalnum()


def sourced_name_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A cut to the name after its noun's "from" when B is a lone name ("certificate from | Coursera" against "edX");
    ``a`` otherwise ("a letter from Sam or an email": B no lone name; "the ferry from Hull and the Eurotunnel": B's
    article makes it a thing like A's noun, not a source)."""
    prev = around.prev(b[0]) if b else None
    if len(b) != 1 or not _named(b[0]) or len(a) < 3 or (prev is not None and prev.low in DETERMINERS):
        return a
    k = next((i for i, t in enumerate(a) if t.low == "from"), None)
    if k is None or k == 0 or k + 1 >= len(a) or any(_named(t) for t in a[:k]):
        return a
    return a[k + 1 :] if all(_named(t) for t in a[k + 1 :]) else a
