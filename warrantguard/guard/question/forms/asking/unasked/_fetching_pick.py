""""Pick" as in fetching, not choosing: "ill pick up either chinese or pizza on the way home", "picking up the kids
at noon or at one". A choice verb followed by its particle ("pick up", "pick off") tells of an errand, so it is no cue
that the sentence asks to choose (a question still asks: "should i pick up chinese or pizza")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["fetching_cues"]

_PICKS = frozenset({"pick", "picking", "picks"})
_PARTICLES = frozenset({"up", "off"})


def fetching_cues(toks: list[Token]) -> set[str]:
    """The forms of "pick" that are in ``toks`` only before "up" or "off" ("ill pick up either chinese or pizza": an
    errand, {"pick"}), else the empty set."""
    picks = [k for k, t in enumerate(toks) if t.low in _PICKS]
    fetching = {toks[k].low for k in picks if k + 1 < len(toks) and toks[k + 1].low in _PARTICLES}
    choosing = {toks[k].low for k in picks} - fetching
    return fetching - choosing
