"""A lone bare word B before "based" and a place preposition ("Liveaboard vs land | based in Komodo"): "based" may
close an unhyphenated compound with B ("land based", "shore based": the option) or open where B is based ("apartment
| based in the old town": a place after B); the form cannot tell, so it is refused (added for the hundred-and-
thirty-second part, whose "land based" was cut to "land"). "based on" stays a cut ("… | based on reviews")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token, phrase_text

__all__ = ["based_compound_doubt"]

_PLACING = frozenset({"in", "at", "near", "around", "out", "from", "off"})


def based_compound_doubt(right: list[Token], k: int) -> str | None:
    """The doubt when B's side is one bare lower-case word, then "based" at ``k`` and a place preposition ("land |
    based in Komodo"); None otherwise ("the hotel | based in …": a determiner; "… | based on reviews")."""
    if k != 1 or right[k].low != "based" or k + 1 >= len(right) or right[k + 1].low not in _PLACING:
        return None
    word = right[0].text
    if not (word.isalpha() and word.islower()) or word in DETERMINERS:
        return None
    return f"unclear whether '{word} based' is one compound or '{phrase_text(right[k:])}' tells where B is"
