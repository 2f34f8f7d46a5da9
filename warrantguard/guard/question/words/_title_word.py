"""A lower-case preposition inside a run of capitalised words that opens an option ("Sibley Guide to Birds 2nd
edition", "Lonely Planet Guide to Japan"): a word of the title, not the option's own phrase; so too one name's
preposition set against a B that is a name of the same shape ("Globe at Night" / "Loss of the Night")."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token

__all__ = ["title_preposition"]

_SMALL = frozenset({"of", "at", "the", "to", "for", "on", "in", "and"})


def title_preposition(a: list[Token], k: int, b: list[Token]) -> bool:
    """Is A's ``k``-th word a lower-case "to" / "for" / "on" / "at" inside a title: two or more capitalised words open
    A up to it (one, when B too is capitalised words around a small lower-case one), and a capitalised word follows
    it ("Sibley Guide | to | Birds …", "Globe | at | Night" / "Loss of the Night")? Not "Boston to NYC": one name
    before it is a route's start."""
    if not (1 <= k < len(a) - 1 and a[k].text in ("to", "for", "on", "at") and a[k + 1].capitalized
            and all(t.capitalized and t.text.isalpha() for t in a[:k])):
        return False
    return k >= 2 or _small_word_name(b)


def _small_word_name(b: list[Token]) -> bool:
    """Is B capitalised words around a small lower-case word ("Loss of the Night", "Meals on Wheels")?"""
    return len(b) >= 3 and b[0].capitalized and b[-1].capitalized and any(t.text in _SMALL for t in b[1:-1]) \
        and all(t.capitalized or t.text in _SMALL for t in b)
