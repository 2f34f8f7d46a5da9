"""Phrases closing a noun option B that are B's own, not a context both options share: a second name of A's own
"word preposition word" shape ("habitat for humanity vs meals | on wheels"), the addressee of a message inside B's
prepositional phrase ("through the app or with a phone call | to 311"), a numbered street ("the café | on 3rd") and
a phrase like the one closing A ("door-knocking on weekends or phone banking | on weeknights")."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.end.places import SENT
from warrantguard.guard.question.forms.end.tails.own.phrases._placed_within import placed_within
from warrantguard.guard.question.forms.end.tails.own.phrases._timed_phrase import timed_second_phrase
from warrantguard.guard.question.forms.end.tails.own.settings import phased_tail
from warrantguard.guard.question.words import (
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_UNITS,
    TIME_WORDS,
    Token,
    is_verb,
)

__all__ = ["named_like_a", "own_tail"]

_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)")
_NOT_NAME_WORDS = DETERMINERS | PREPOSITIONS | PRONOUNS | TIME_WORDS
# Prepositions inside a name ("meals on wheels", "doctors without borders"), not of a purpose or a time.
_NAME_PREPS = frozenset({"on", "in", "of", "with", "without", "at", "over", "under", "from", "by"})


def own_tail(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the preposition at ``k`` (and what follows) B's own? :func:`_addressed_within`, :func:`_numbered_street`
    or :func:`_mirrored_phrase` ("… or with a phone call | to 311", "… or the café | on 3rd", "… or phone banking |
    on weeknights")."""
    return _addressed_within(a, right, k) or _numbered_street(a, right, k) or _mirrored_phrase(a, right, k) \
        or phased_tail(a, right, k) or placed_within(a, right, k) or timed_second_phrase(a, right, k)  # "on iOS
    # first or on both platforms | at once"; "on the garage roof or on a pole | in the garden"; "at 4C overnight or at
    # 37C | in the water bath"


def named_like_a(a: list[Token], right: list[Token], k: int) -> list[Token] | None:
    """B as a bare "word preposition word" name when A is one ("habitat for humanity vs meals | on wheels | for a
    retired guy", "doctors without borders or meals on wheels"): B's preposition is its name's, as A's is, and B ends
    after it (not "… or meals | on weekends": a time word; not "… or meals | on the weekend": a determiner; not
    "coffee with milk vs tea | for breakfast": a purpose)."""
    if k != 1 or len(a) != 3 or len(right) < 3 or a[1].low not in PREPOSITIONS or right[1].low not in _NAME_PREPS:
        return None
    if not (_bare(a[0]) and _bare(a[2]) and _bare(right[0]) and _bare(right[2])):
        return None
    return right[:3] if len(right) == 3 or right[3].low in PREPOSITIONS else None


def _bare(t: Token) -> bool:
    """A plain word, no determiner, preposition, pronoun or time word ("meals", "wheels")."""
    w = t.low.rstrip("?.!,")
    return w.isalpha() and w not in _NOT_NAME_WORDS and w.removesuffix("s") not in TIME_UNITS


def _addressed_within(a: list[Token], right: list[Token], k: int) -> bool:
    """"to" after a thing sent inside B's prepositional phrase, A a phrase of another preposition naming nothing sent
    ("through the app or with a phone call | to 311", "online or with a letter to the mayor"): whom B's call is to,
    not a place both options share (not "… | to report it": a purpose)."""
    if right[k].low != "to" or k + 1 >= len(right) or right[k - 1].low not in SENT or right[0].low not in PREPOSITIONS:
        return False
    if a[0].low == right[0].low or any(t.low in SENT for t in a):
        return False  # "by call or by email | to the landlord": the same means, the address both's
    nxt = right[k + 1]
    return not (is_verb(nxt) and not nxt.low.isdigit() and nxt.low not in DETERMINERS)


def _numbered_street(a: list[Token], right: list[Token], k: int) -> bool:
    """"on" and a bare ordinal closing B ("the café | on 3rd", "the diner on 5th"): the numbered street B stands on,
    B's own (not "on the 3rd": a date), when A names no "on" phrase of its own."""
    return right[k].low == "on" and k == len(right) - 2 and bool(_ORDINAL.fullmatch(right[k + 1].low.rstrip("?.!,"))) \
        and not any(t.low == "on" for t in a)


def _mirrored_phrase(a: list[Token], right: list[Token], k: int) -> bool:
    """B closing on the preposition A closes on and one other bare word ("door-knocking on weekends or phone banking |
    on weeknights", "tea in winter or lemonade in summer"): each option with its own phrase, not a phrase both
    share (not "… or phone banking | on weekends": the same word again); "before" against "after" too ("in the
    morning before work or in the evening | after dinner")."""
    if k + 2 != len(right) or len(a) < 3:
        return False
    paired = a[-2].low == right[k].low and right[k].low in _NAME_PREPS
    if not (paired or {a[-2].low, right[k].low} == {"before", "after"}):  # "… before work or … | after dinner"
        return False
    if any(t.text[:1].isupper() for t in (*a[-3:], *right)):
        return False  # "voting for Alice or Bob | for treasurer": names, the office both's
    x, y = a[-1].low.rstrip("?.!,"), right[k + 1].low.rstrip("?.!,")
    return x != y and all(w.isalpha() and w not in DETERMINERS | PRONOUNS for w in (x, y))
