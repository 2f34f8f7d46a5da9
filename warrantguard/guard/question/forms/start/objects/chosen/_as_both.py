""""as" and an article opening A against an articled B with no "as" of its own ("goes down as | a Willow Warbler or
a Chiffchaff"): "as" is the verb's, both options', and A starts after it, as B names only the second role (added for
the hundred-and-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["as_both_a"]

_ARTICLES = frozenset({"a", "an"})


def as_both_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without its opening "as" and article when "a" / "an" stands before B or opens it and a name follows each
    article ("as a Willow Warbler" / "a Chiffchaff" -> "Willow Warbler"); ``a`` otherwise ("as a workout or all out":
    B no article; "as a gift or as income": B's own "as")."""
    if len(a) < 3 or a[0].low != "as" or a[1].low not in _ARTICLES or not b:
        return a
    own = around.prev(b[0])
    articled = b[0].low in _ARTICLES or (own is not None and own.low in _ARTICLES)
    name = b[1] if b[0].low in _ARTICLES and len(b) > 1 else b[0]
    return a[2:] if articled and a[2].capitalized and name.capitalized else a
