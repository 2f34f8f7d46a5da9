"""A question mark said in words at the end of a dictated prompt ("take the 405 or the 5 | question mark"): dictation
software writes the mark's name when it does not turn it into "?". The words are read as the mark
(:func:`spoken_mark`), so they are no part of option B and the sentence asks. Not a mark named as an option ("end
it with a period or a question mark", "… or question mark?"): a determiner or the coordinator before it names it."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS

__all__ = ["spoken_mark"]

_SPOKEN = re.compile(r"(?<=[\w%)])[ \t]+question[ \t]+mark[ \t]*[.!]?[ \t]*$", re.I)
_NAMING = DETERMINERS | frozenset({"or", "vs", "versus", "and", "use", "a", "with", "than", "between"})


def spoken_mark(text: str) -> int | None:
    """Where the words "question mark" closing ``text`` start, when they stand for the mark ("… or the 5 | question
    mark"), else ``None`` (not "… or a question mark", "period or question mark")."""
    m = _SPOKEN.search(text)
    if m is None:
        return None
    before = text[: m.start()].split()
    if len(before) < 3 or before[-1].lower() in _NAMING:
        return None
    return m.start()
