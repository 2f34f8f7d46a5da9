"""Two counted heads, A's with a place or price phrase of its own ("an 8-hour day at the LMA or two 4-hour visits",
"1921 census at £2.50 per image or the 1939 Register …"): a figure in each head sets the heads against each other, so
A's phrase after its head is A's own, not the option cut from it. Added for the hundred-and-twenty-first part."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import NUMBER_WORDS

__all__ = ["figured_heads"]


def figured_heads(head: list[Token], b_head: list[Token], tail: list[Token]) -> bool:
    """Do A's head and B's each open on a figure or a count and close on a noun ("8-hour day" /
    "two 4-hour visits"), A's phrase after its preposition closing on another word than B ("at the LMA")? Not "20
    minutes at 400 degrees or 450 degrees": the tail and B share their unit."""
    if len(head) < 2 or len(b_head) < 2 or not tail or tail[-1].low == b_head[-1].low:
        return False
    return _figured(head) and _figured(b_head) and head[-1].text.isalpha() and b_head[-1].text.isalpha()


def _figured(words: list[Token]) -> bool:
    """Is the first word a figure ("8-hour", "1921") or a count ("two")? Not a name before it ("Lantus 20 units")."""
    return words[0].low[:1].isdigit() or words[0].low in NUMBER_WORDS
