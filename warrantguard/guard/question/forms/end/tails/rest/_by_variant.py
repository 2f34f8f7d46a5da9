"""A one-word A and B, bare, then "by" and one bare noun closing the question ("Monograph or thesis | by
publication?"): the "by" phrase may name a variant of B's own ("thesis by publication", "payment by instalments") or
the means both are done by ("cash or check | by mail?"); refused (:func:`by_variant`). Not a time ("… | by Friday"),
a fixed adverbial ("… | by default"), a name ("… | by Zelle"), a noun with a determiner ("… | by the hour") or a
phrase running on ("… by hand for …")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, TIME_NOUNS, TIME_WORDS, Around, Token

__all__ = ["by_variant"]

# Fixed "by" adverbials said of a whole clause, never a kind of B ("Zelle or Venmo | by default?").
_BY_ADVERBIALS = frozenset({"default", "far", "now", "then", "chance", "design", "accident", "mistake", "law", "heart",
                            "contrast", "comparison", "myself", "ourselves", "yourself", "themselves", "itself"})


def by_variant(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why "<A> or <B> by <noun>?" is unclear ("Monograph or thesis | by publication?"), else ``None``."""
    if len(a) != 1 or len(b) != 1 or not a[0].text.isalpha() or not b[0].text.isalpha():
        return None
    prev = around.prev(a[0])
    if prev is not None and prev.low in DETERMINERS:
        return None
    by = around.next(b[0])
    noun = around.next(by) if by is not None and by.low == "by" else None
    if noun is None or around.next(noun) is not None:
        return None
    word = noun.text.rstrip("?.!")
    if not word.isalpha() or not word.islower() or word in DETERMINERS | TIME_WORDS | TIME_NOUNS | _BY_ADVERBIALS:
        return None
    return f"unclear whether 'by {word}' names a kind of the second option or the means of both"
