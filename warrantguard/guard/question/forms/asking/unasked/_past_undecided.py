"""A choice the asker could not make, told as the reason for what they did ("I bought the 512GB model because I
couldn't decide whether 256 or 512 would be enough."): with no question mark anywhere, the indecision is past and
settled by what was done, so the sentence asks nothing (:func:`past_undecided`; added for the seventy-third held-out
part's merge, where a rule of "be enough" read the pair). An indecision that lasted until a time is past and settled
too ("Didn't know whether I'd pass or fail | until the very last landing.", "I wasn't sure if it would rain or not
until noon."): added for the hundred-and-forty-seventh."""

from __future__ import annotations

import re

__all__ = ["past_undecided"]

_PAST_REASON = re.compile(r"\b(?:because|since|as|so)\s+(?:i|we)\s+(?:couldn['’]?t|could\s+not|didn['’]?t|did\s+not)"
                          r"\s+(?:decide|choose|pick|know)\s+(?:whether|if|which|between)\b", re.I)

_SETTLED_UNTIL = re.compile(r"(?<![\w'’])(?:(?:i|we)\s+)?(?:couldn['’]?t|could\s+not|didn['’]?t|did\s+not|"
                            r"wasn['’]?t|was\s+not|weren['’]?t|were\s+not)\s+(?:decide|know|tell|sure)\s+"
                            r"(?:whether|if)\b[^.?!;]*?\buntil\b", re.I)


def past_undecided(text: str) -> str | None:
    """Why the prompt ``text`` tells of a past indecision rather than asking ("… because I couldn't decide whether A
    or B …", no "?" in it), or ``None``."""
    if "?" in text:
        return None
    if (m := _SETTLED_UNTIL.search(text)) is not None:
        return f"it tells of a choice left open until it was settled ('{m.group(0)} …'), not a question"
    if (m := _PAST_REASON.search(text)) is None:
        return None
    return f"it tells of a choice that could not be made ('{m.group(0)} …') as the reason for what was done"
