"""A from its place phrase when B is a place adverb and a phrase whose preposition A repeats after its place ("charge
my 6S packs | at the field off the car battery or back home off the wall"): B mirrors A's place and its phrase, so A's
option starts at its place, and the verb and its object before it are both's (added for the
hundred-and-twenty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["mirrored_place_a"]

_PLACES = frozenset({"back", "home", "here", "there", "upstairs", "downstairs", "outside", "inside", "outdoors",
                     "indoors", "online", "offline", "abroad", "overseas", "onsite", "offsite", "downtown", "uptown",
                     "nearby", "locally"})
_PREPS = PREPOSITIONS | frozenset({"off"})  # "… off the car battery or back home off the wall": a source


def _b_phrase(b: list[Token]) -> int | None:
    """Where B's preposition stands after one or two place adverbs opening B ("back home | off the wall"), a phrase
    after it; ``None`` otherwise."""
    k = next((k for k, t in enumerate(b) if t.low not in _PLACES), 0)
    return k if 1 <= k <= 2 and k + 1 < len(b) and b[k].low in _PREPS else None


def mirrored_place_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the preposition before the one B repeats ("… | at the field off the car battery or back home off the
    wall"), that phrase two words or more and no other preposition in it, a verb or object before it; ``a``
    otherwise (B no place adverb: "… or at home off the wall"; A without B's preposition)."""
    k = _b_phrase(b)
    if k is None or len(a) < 5 or a[0].low in PREPOSITIONS:
        return a
    j = next((j for j in range(len(a) - 2, 2, -1) if a[j].low == b[k].low), None)
    if j is None:
        return a
    i = next((i for i in range(j - 2, 0, -1) if a[i].low in _PREPS), None)
    if i is None or any(t.low in PREPOSITIONS or t.text.endswith(",") for t in a[i + 1 : j]):
        return a
    return a[i:]
