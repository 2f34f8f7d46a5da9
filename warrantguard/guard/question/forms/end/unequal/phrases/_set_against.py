"""B's phrase set against A's: a preposition opposite to the one A's phrase opens with ("a 10 kW system with a
battery or a 12 kW system | without one": each option's own feature, not a context of both), and a place phrase
opening on a two-word preposition of the shared list ("next to", "close to": B ends on no "next" before "to")."""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.words import (
    PREPOSITIONS,
    TWO_WORD_PREPOSITIONS,
    Refusal,
    Token,
    articled,
    phrase_text,
)

__all__ = ["near_to", "opposed_phrase"]

# Prepositions set against each other ("with" / "without"): B's one opening its phrase against A's is B's own.
_OPPOSITE = {"with": {"without"}, "without": {"with"}, "inside": {"outside"}, "outside": {"inside"},
             "above": {"below", "under"}, "below": {"above", "on"}, "under": {"over", "on", "above"},
             "over": {"under", "below"}}


def opposed_phrase(a: list[Token], right: list[Token], k: int, head: int) -> bool:
    """Does the preposition at ``k`` of B's side oppose one opening a phrase after A's first word ("a 10 kW system
    with a battery or a 12 kW system | without one", "a unit inside the garage or a unit | outside the house")? Or
    does B's "with" / "without" follow A's head restated after a modifier of its own ("a 20% down payment or a 10%
    down payment | with PMI")? B's one word before its phrase stands against A's one word before the opposite one
    ("vfr on top or stay | under the layer", the hundred-and-forty-seventh part)."""
    if right[k].low in ("with", "without") and _restated_head(articled(a), right[head:k]):
        return True
    opposite = _OPPOSITE.get(right[k].low, set())
    if k == 1 and len(a) > 2 and a[1].low in opposite:
        return True  # "vfr on top or | stay under the layer": each one word before its own phrase
    return (k > 1 and any(t.low in opposite for t in a[1:-1])) or _featured_heads(a, right, k)


_ARTICLES = frozenset({"a", "an", "the"})


def _featured_heads(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B an article, one noun and a closing "with" phrase against an A of an article, one noun and a phrase of
    its own ("a solitaire on a plain band, or a trilogy | with side sapphires")? Each option is told apart by its
    own phrase, so B's is B's own (not "a laptop or a tablet | with a keyboard": A has no phrase)."""
    a = articled(a)
    if right[k].low != "with" or k != 2 or right[0].low not in _ARTICLES or len(a) < 3:
        return False
    if a[1].low not in PREPOSITIONS or not a[0].text.isalpha() or not a[0].text.islower():
        return False
    return right[1].text.isalpha() and right[1].text.islower() and all(t.low not in PREPOSITIONS for t in right[3:])


def _restated_head(a: list[Token], b: list[Token]) -> bool:
    """Does ``b`` restate ``a``'s head after a modifier of its own ("20% down payment" / "10% down payment")?"""
    return 1 < len(a) == len(b) and a[0].low != b[0].low and [t.low for t in a[1:]] == [t.low for t in b[1:]]


def _restated_against_phrase(a: list[Token], b: list[Token]) -> bool:
    """Does ``b`` restate A's head after a modifier of its own, A's head followed by a phrase of A's own ("a pediatric
    dermatologist at Children's or a regular dermatologist | closer to home": each option's own place)?"""
    b = articled(b)
    n = len(b)
    return 1 < n < len(a) and a[n].low in PREPOSITIONS and _restated_head(articled(a)[:n], b)


def _opens_against_place(a: list[Token], k: int) -> bool:
    """Does the two-word preposition open B (``k`` 1), set against a preposition phrase of A's ("living above a
    restaurant or | next to a bar")? Then it is B itself, no phrase after B."""
    return k == 1 and any(t.low in PREPOSITIONS for t in a[:2])


def near_to(a: list[Token], right: list[Token], k: int, own: bool) -> bool:
    """Is the "to" at ``k`` the second word of a two-word preposition ("a storage tank next | to the plant")?
    Then it is kept in B when B restates A's head and A has its own phrase (``own``: "a storage tank on the north
    hill or a storage tank | next to the plant"), B is "one" standing for A's head ("one closer | to home") or A has
    a phrase on the same word ("a house close to work or a flat close | to the gym"), B opens on it against A's
    place ("living above a restaurant or | next to a bar") or B restates A's head with a
    modifier of its own against A's own phrase ("a pediatric dermatologist at Children's or a regular dermatologist
    closer | to home"); otherwise "next to …" may be
    B's place or both options', so it is refused."""
    if k < 1 or right[k].low != "to" or (right[k - 1].low, "to") not in TWO_WORD_PREPOSITIONS:
        return False  # not "flights out | of ORD": no cut is made at "of"
    same = any(t.low == right[k - 1].low and u.low == right[k].low for t, u in pairwise(a))
    pronoun = any(t.low in ("one", "ones") for t in right[: k - 1])
    restated = _restated_against_phrase(a, right[: k - 1])
    if not (own or same or pronoun or restated or _opens_against_place(a, k)):  # "a storage tank or a pump | next to
        # the plant"
        raise Refusal(f"unclear whether '{phrase_text(right[k - 1 :])}' belongs to the second option or to both")
    return True
