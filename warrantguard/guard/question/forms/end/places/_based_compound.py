"""A lone bare word B before "based" and a place preposition ("Liveaboard vs land | based in Komodo"): "based" may
close an unhyphenated compound with B ("land based", "shore based": the option) or open where B is based ("apartment
| based in the old town": a place after B); the form cannot tell, so it is refused (added for the hundred-and-
thirty-second part, whose "land based" was cut to "land"). "based on" stays a cut ("… | based on reviews").

With nothing after it but the end or a purpose, "based" closes the compound ("silicone lube or water based | for a
new 3x3?": no place or ground follows; added for the hundred-and-fifty-sixth part, whose "water based" was cut to
"water")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token, phrase_text

__all__ = ["based_compound_doubt", "based_modifier"]

_PLACING = frozenset({"in", "at", "near", "around", "out", "from", "off"})
_CLOSED_BY = frozenset({"for", "to", "vs", "versus"})  # what may follow a closed compound: a purpose, a comparison


def based_compound_doubt(right: list[Token], k: int) -> str | None:
    """The doubt when B's side is one bare lower-case word, then "based" at ``k`` and a place preposition ("land |
    based in Komodo"); None otherwise ("the hotel | based in …": a determiner; "… | based on reviews")."""
    if k != 1 or right[k].low != "based" or k + 1 >= len(right) or right[k + 1].low not in _PLACING:
        return None
    word = right[0].text
    if not (word.isalpha() and word.islower()) or word in DETERMINERS:
        return None
    return f"unclear whether '{word} based' is one compound or '{phrase_text(right[k:])}' tells where B is"


def based_modifier(a: list[Token], right: list[Token], k: int) -> bool:
    """Is "based" at ``k`` the close of an unhyphenated compound with B's one bare word against a noun phrase A
    ("silicone lube or water | based", "… | based for …"): B's own, at the end of B's side or before a purpose; not
    "based on …", "based in …", nor after a one-word A ("cloud or server | based": the suffix both share)?"""
    if len(a) < 2 or k != 1 or right[k].low.rstrip("?.!,") != "based":
        return False
    word = right[0].text
    closed = k + 1 == len(right) or right[k].low != "based" or right[k + 1].low in _CLOSED_BY
    return closed and word.isalpha() and word.islower() and word not in DETERMINERS
