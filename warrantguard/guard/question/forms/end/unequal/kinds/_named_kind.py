"""A lower-case kind against a capitalised name that ends with it ("native vs | React Native", "cloud or | Google
Cloud"): B is a name of its own, its first word no verb even when the lists know it for one (:func:`named_kind`)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["named_kind"]


def named_kind(a: list[Token], b: list[Token]) -> bool:
    """Is A one lower-case word and B two capitalised words, its last A's word ("native" / "React Native")? Not
    "Native vs React Native" (A capitalised too: a name's part), not "native vs react native"."""
    if len(a) != 1 or len(b) != 2 or a[0].capitalized or not all(t.capitalized for t in b):
        return False
    return b[1].low == a[0].low and b[0].text.isalpha()
