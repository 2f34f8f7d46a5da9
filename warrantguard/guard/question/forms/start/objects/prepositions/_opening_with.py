"""A sentence opening on a head and "with a": "Man with a | van versus a full removals company: …?". The pair's core
leaves the head out, as in "Coffee with a | croissant or a bagel", but a B longer than A's noun may be set against
the whole "Man with a van" rather than against "van" alone: the form cannot tell which, so the pair is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["opening_with_problem"]

_ARTICLES = frozenset({"a", "an"})
# B opening on a possessive after a bare A ("Boots with | insoles or my comfy sneakers …", added for part 164): a thing
# of the asker's own, set against the head's whole phrase or against its "with" noun alone?
_POSSESSIVES = frozenset({"my", "our", "your", "his", "her", "their"})


def _head_before(with_tok: Token, around: Around) -> bool:
    """Does one capitalised word of letters, no -ing verb, open the sentence right before ``with_tok`` ("Man |
    with", not "Powering the layout | with" nor "do we go | with")?"""
    head = around.prev(with_tok)
    return head is not None and head.text.isalpha() and head.text[:1].isupper() and around.opens(head) \
        and not tx.ing_word(head.low)


def opening_with_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """The doubt when A is the noun after "<head> with a" opening the sentence, B is articled too and longer than A
    ("Man with a | van versus a | full removals company"), or A bare and B opening on a possessive ("Boots with |
    insoles or my comfy sneakers"): the head's phrase, or the noun alone? None otherwise
    ("Coffee with a | croissant or a | bagel": two nouns alike)."""
    if not a or not b or len(b) <= len(a):
        return None
    art, art_b = around.prev(a[0]), around.prev(b[0])
    if art is not None and art.low == "with" and _head_before(art, around) and b[0].low in _POSSESSIVES:
        return (f"unclear whether '{' '.join(t.text for t in b)}' is set against '{a[-1].text}' alone or against "
                f"the whole opening phrase '... {art.text} {a[-1].text}'")  # "Boots with | insoles or my … sneakers"
    if art is None or art.low not in _ARTICLES or art_b is None or art_b.low not in _ARTICLES:
        return None
    prep = around.prev(art)
    if prep is None or prep.low != "with" or not _head_before(prep, around):
        return None
    return (f"unclear whether '{' '.join(t.text for t in b)}' is set against '{a[-1].text}' alone or against the "
            f"whole opening phrase '... {prep.text} {art.text} {a[-1].text}'")
