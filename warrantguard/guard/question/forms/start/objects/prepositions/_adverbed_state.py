"""A state cut from its own "-ly" adverb when B names a state with one too: "survive a move better | fully |
assembled or partly assembled": the adverbs are what the options set against each other, so A keeps its own."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["adverbed_state_a"]


def _ly_adverb(tok: Token) -> bool:
    """Is ``tok`` an adverb of degree or manner in "-ly" ("fully", "partly", "loosely"; not "fly", "only")?"""
    return tok.text.isalpha() and len(tok.low) > 4 and tok.low.endswith("ly") and tok.low != "early"


def adverbed_state_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the "-ly" adverb right before its one word when B opens on an "-ly" adverb of its own before its state
    ("… better | fully assembled or partly assembled?", "ship it | loosely packed or tightly packed"); ``a``
    otherwise ("serve the soup | hot or cold": no adverb; "… drowsy or fully asleep": none before A)."""
    if len(a) != 1 or len(b) < 2 or not _ly_adverb(b[0]) or not a[0].text.isalpha():
        return a
    prev = around.prev(a[0])
    return [prev, *a] if prev is not None and _ly_adverb(prev) else a
