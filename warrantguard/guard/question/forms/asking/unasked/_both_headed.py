"""A second option opening with "both" as a determiner of a noun of its own ("list my parents' names or | both
sets of parents' names", "invite my sister or | both my sisters"): "both" counts B's noun, unlike a bare "or both"
(the two options together, no option of its own) or "both of them" / "both A and B" (:func:`both_headed`); and
such a B holds A's words after its "of" as a count of more of A's kind, not A itself (:func:`counted_of`; added for
the sixty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, Token

__all__ = ["both_headed", "counted_of"]

# Nouns that after "both" name the two options themselves ("or both options?", "or both ways"), no option of B's own.
_THE_OPTIONS = frozenset({"options", "ways", "choices", "things", "ones", "together", "at", "is", "are"})


def both_headed(after: list[Token]) -> bool:
    """Does the side after "or" open with "both" and a plural noun or a possessive and a noun of its own ("both sets
    of …", "both my sisters"), no "and" after it?"""
    if len(after) < 2 or after[0].low != "both" or any(t.low == "and" for t in after[1:6]):
        return False
    head = after[1].low.rstrip("?.!,")
    if not after[1].text.replace("'", "").isalpha() or head in _THE_OPTIONS or after[1].text[-1:] in "?.!,":
        return False
    if head in POSSESSIVES:
        return len(after) > 2 and after[2].text.replace("'", "").isalpha()
    return head.endswith("s") and not head.endswith("ss") and len(head) > 3 and head != "of"


_COUNTING = frozenset({"both", "all", "each"})


def counted_of(short: list[str], long: list[str]) -> bool:
    """Is ``long`` "both" / "all" / "each", a noun and "of", then ``short``'s words to its end ("my parents' names" /
    "both sets of parents' names")?"""
    if len(long) < len(short) + 3 or long[0] not in _COUNTING or long[2] != "of":
        return False
    return long[3:] == short
