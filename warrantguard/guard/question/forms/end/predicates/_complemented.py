"""A comparative the word lists lack closing an object: "find Italian or Carniolan bees | calmer", "goats gentler"."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["complement_comparative"]


def complement_comparative(noun: Token, tok: Token) -> bool:
    """A lower-case ``-er`` word closing B after a plural noun ("bees calmer", "goats gentler"): a comparative
    the word lists lack, for a plural noun does not modify an ``-er`` noun ("a vacuum cleaner")."""
    w, n = tok.low, noun.low
    if tok.capitalized or noun.capitalized or not w.isalpha() or len(w) < 5 or not w.endswith("er"):
        return False
    return n.isalpha() and n.endswith("s") and not n.endswith(_NOT_PLURAL) and n not in _S_NOUNS


_NOT_PLURAL = ("ss", "us", "is", "as", "ws", "ies")  # "glass", "bonus", "gas", "news", "series"
_S_NOUNS = frozenset({"sales", "sports", "arms", "goods", "savings", "clothes", "customs", "jeans"})
