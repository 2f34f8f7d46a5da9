"""Two objects of a verb of giving before A: "Better to feed my leopard gecko crickets or dubia roaches?"."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, Around, Token

__all__ = ["given_object_problem"]

_GIVING = frozenset({"feed", "give", "offer", "send", "hand", "show", "teach", "serve", "lend"})  # not "get my
# dog food …": "get", "buy" take a compound object as often


def given_object_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A, opening on a possessive right after a verb of giving and running on in bare words, cannot be told
    ("feed | my leopard gecko crickets or dubia roaches?", "give | my dog Benadryl or Zyrtec"): the recipient ("my
    leopard gecko") and the thing given ("crickets") stand side by side, and where one ends is unclear. None
    otherwise ("feed | my gecko or my snake first": B has its own possessive, two recipients; "buy | my dog food or
    …": no third word)."""
    verb = around.prev(a[0])
    if verb is None or verb.low not in _GIVING or a[0].low not in POSSESSIVES or len(a) < 3:
        return None
    if b[0].low in POSSESSIVES or any(not t.text.isalpha() for t in a[1:]):
        return None
    return f"'{verb.text} {a[0].text} …' names both whom and what is given; where the recipient ends is unclear"
