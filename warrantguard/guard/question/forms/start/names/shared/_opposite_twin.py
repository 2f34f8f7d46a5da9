"""B one word of direction or side, the opposite of A's last word ("slide the tandems | forward or back", "the weigh
station on I-5 | northbound or southbound"): the two words are the options, the words before A both options'
(:func:`opposite_twin`; added for the hundred-and-eighteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Around, Token, is_verb

__all__ = ["opposite_twin"]

# Pairs of opposite directions or sides, one word each; either may be A.
_PAIRS = (("forward", "back"), ("forward", "backward"), ("forwards", "backwards"), ("up", "down"),
          ("left", "right"), ("northbound", "southbound"), ("eastbound", "westbound"), ("north", "south"),
          ("east", "west"), ("inbound", "outbound"), ("upstream", "downstream"), ("uphill", "downhill"),
          ("upstairs", "downstairs"), ("clockwise", "anticlockwise"), ("front", "rear"), ("inward", "outward"))
_OPPOSITES = frozenset(_PAIRS) | frozenset((y, x) for x, y in _PAIRS)


def opposite_twin(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A cut to its last word when B is one word, that word's opposite direction or side ("forward" / "back",
    "northbound" / "southbound") and no article stands before B; ``a`` unchanged otherwise (not "the front door or
    the rear": B's article makes it a noun phrase of its own; "go up or down": the verb's particle)."""
    if len(a) < 2 or len(b) != 1 or (before := around.prev(b[0])) is None or before.low in DETERMINERS:
        return a
    word, twin = a[-1].low, b[0].low.rstrip("?.!,")
    if a[-2].text[-1:] in ",;:" or a[-2].low in DETERMINERS or (word, twin) not in _OPPOSITES:
        return a
    if is_verb(a[-2], initial=a[-2] is a[0]):
        return a  # "go up or down": the verb's particle, the verb kept
    return a[-1:]
