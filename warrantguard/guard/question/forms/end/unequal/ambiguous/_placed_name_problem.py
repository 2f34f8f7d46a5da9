"""A name closing B and a place phrase after it in the prompt: "put the trolley at the Co-op or at the big Asda | on
the ring road for the Christmas collection?": the place ("on the ring road") may be the name's own (which Asda) or
the question's; the form cannot tell where B ends, so the pair is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["placed_name_problem"]

_PLACING = frozenset({"on", "in", "near", "off", "opposite", "behind"})
_PLACES = frozenset({"road", "street", "lane", "avenue", "estate", "square", "parade", "bypass", "roundabout",
                     "corner", "way", "drive", "retail", "park", "side", "end", "high"})


def placed_name_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a pair whose articled B closes on a name before "on/in/near the … road/street/…" is in doubt ("at the
    big Asda | on the ring road"); ``None`` otherwise (no name closing B; no such place after it)."""
    if len(b) < 2 or not b[-1].capitalized or b[0].low not in ("at", "to", "from", "the") or not a:
        return None
    run = around.after(around.whole(b[-1]), 5, ends=(",", ".", "?", "!"))
    if len(run) < 3 or run[0].low not in _PLACING or run[1].low != "the":
        return None
    if not any(t.low.rstrip("?!.,") in _PLACES for t in run[2:5]):
        return None
    return f"the place after B ('{run[0].text} {run[1].text} {run[2].text} …') may be B's own or the question's"
