"""A second phrase after a B that is a phrase of a preposition, against an A that is such a phrase closed by a time of
its own ("Thaw the FBS at 4C overnight or at 37C | in the water bath before aliquoting?"): A carries its own word
after its phrase, so B's second phrase is what B carries, not a place both share (added for the
hundred-and-twenty-eighth held-out part; "in Polish or in English | in Poland", A with nothing after its phrase,
stays both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import OWN_TIMES, PREPOSITIONS, Token

__all__ = ["timed_second_phrase"]

_SECOND = frozenset({"in", "on", "at", "under", "with", "inside", "over"})  # where or with what B is done


def timed_second_phrase(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a preposition of place or means after B's first phrase, A a phrase of a preposition with a
    time of its own after it ("Thaw the FBS at 4C overnight" / "at 37C | in the water bath")? Not a time
    after B ("… or at 37C | for an hour": how long, maybe both's), nor past a phrase of B's already."""
    if k < 2 or k + 1 >= len(right) or right[k].low not in _SECOND or right[0].low not in PREPOSITIONS:
        return False
    j = max((j for j, t in enumerate(a) if t.low in PREPOSITIONS), default=None)  # A's last phrase ("Thaw the FBS |
    # at 4C overnight")
    if j is None or len(a) - j < 3 or a[-1].low.rstrip("?.!,") not in OWN_TIMES:
        return False
    return not any(t.low in PREPOSITIONS for t in right[1:k])
