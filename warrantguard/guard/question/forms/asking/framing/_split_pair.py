"""A pair typed as fragments, each its own sentence: "Card. Or flowers. For my ex's mom's funeral?" The first
sentence is option A alone, the next opens "Or" with option B alone, and at most a phrase of what the pair is for
follows before the question mark that ends the prompt. It reads as the one question "Card, or flowers, for …?" (the
full stops between the fragments read as commas; same length, so the options' spans carry over).

Not a second thought after a question ("Tea? Or coffee?": the first fragment ends with a full stop here), nor a
sentence of its own before "Or" ("I like cards. Or flowers?": a pronoun, auxiliary or copula), nor sides of more
than three words."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import AUX, COPULAS, POSSESSIVES, PRONOUNS
from warrantguard.guard.question.words import text as tx

__all__ = ["joined_fragments"]

_SIDE = r"[A-Za-z][\w'’-]*(?:[ \t]+[A-Za-z][\w'’-]*){0,2}"
_SPLIT = re.compile(rf"\s*(?P<a>{_SIDE})(?P<stop1>\.)\s+(?i:or)\s+(?P<b>{_SIDE})"
                    r"(?:(?P<stop2>\.)\s+(?i:for|in|at|on|with|to)\s+[^.?!\n]{1,80})?\?+\s*$")
_CLAUSE = PRONOUNS | POSSESSIVES | AUX | COPULAS | frozenset({"or", "and", "not"})


def joined_fragments(text: str) -> str | None:
    """``text`` with the full stops between the fragments of a split pair read as commas, or ``None``."""
    m = _SPLIT.match(text)
    if m is None or any(t.low in _CLAUSE for g in ("a", "b") for t in tx.tokens(m.group(g))):
        return None
    chars = list(text)
    for stop in ("stop1", "stop2"):
        if m.group(stop) is not None:
            chars[m.start(stop)] = ","
    return "".join(chars)
