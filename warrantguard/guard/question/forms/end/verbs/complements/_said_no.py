""""no" closing an option as the answer a verb of saying gives: "say yes or | say no??", "vote no": an answer, no
determiner left without its noun."""

from __future__ import annotations

__all__ = ["said_no"]

_SAYING = frozenset({"say", "said", "saying", "says", "vote", "voting", "answer", "reply", "tell", "text", "just"})


def said_no(words: list[str]) -> bool:
    """Does the option (its words, lower case) end on "no" after a verb of saying ("say no", "vote no", "just say
    no")? Not "… or no" alone, nor "… have no" ("no" there opens a noun phrase cut short)."""
    last = [w.strip("\"'”’).,!?") for w in words[-2:]]
    return len(last) == 2 and last[1] == "no" and last[0] in _SAYING
