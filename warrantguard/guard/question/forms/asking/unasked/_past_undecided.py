"""A choice the asker could not make, told as the reason for what they did ("I bought the 512GB model because I
couldn't decide whether 256 or 512 would be enough."): with no question mark anywhere, the indecision is past and
settled by what was done, so the sentence asks nothing (:func:`past_undecided`; added for the seventy-third held-out
part's merge, where a rule of "be enough" read the pair)."""

from __future__ import annotations

import re

__all__ = ["past_undecided"]

_PAST_REASON = re.compile(r"\b(?:because|since|as|so)\s+(?:i|we)\s+(?:couldn['’]?t|could\s+not|didn['’]?t|did\s+not)"
                          r"\s+(?:decide|choose|pick|know)\s+(?:whether|if|which|between)\b", re.I)


def past_undecided(text: str) -> str | None:
    """Why the prompt ``text`` tells of a past indecision rather than asking ("… because I couldn't decide whether A
    or B …", no "?" in it), or ``None``."""
    if "?" in text or (m := _PAST_REASON.search(text)) is None:
        return None
    return f"it tells of a choice that could not be made ('{m.group(0)} …') as the reason for what was done"
