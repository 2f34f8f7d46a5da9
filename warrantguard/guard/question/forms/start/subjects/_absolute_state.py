"""Two states of the noun in a "with" phrase ("Tighten the blade tension with the saw | running or stopped?"): after
"with" / "without" and a determiner, A is the noun and its participle, B one participle or state word, so the noun
is the phrase's, both states said of it, and A is its last word (added for the hundred-and-twentieth held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, ing_word, participle_word

__all__ = ["absolute_state_a"]

_DETERMINERS = frozenset({"the", "my", "your", "its", "his", "her", "their", "our", "this", "that"})
_STATES = frozenset({"on", "off", "open", "shut", "idle", "still", "level", "flat", "plumb"})


def _state(word: str) -> bool:
    """Is ``word`` a participle ("stopped", "running") or a short state word ("off", "open")?"""
    return participle_word(word) or ing_word(word) or word in _STATES


def absolute_state_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A's last word when A is a noun and its participle after "with" / "without" and a determiner ("with the saw |
    running or stopped") and B one state word: the states of the phrase's noun; ``a`` otherwise ("with the saw blade
    or the router": no participle; "with a | sliding or fixed table": B's head follows)."""
    if len(a) < 2 or len(b) != 1 or not all(t.text.isalpha() for t in a):
        return a
    if not (ing_word(a[-1].low) or participle_word(a[-1].low)) or not _state(b[0].low.rstrip("?!.,")):
        return a
    det = around.prev(a[0])
    lead = around.prev(det) if det is not None else None
    if det is None or lead is None or det.low not in _DETERMINERS or lead.low not in ("with", "without"):
        return a
    return a[-1:] if not any(ing_word(t.low) or participle_word(t.low) for t in a[:-1]) else a
