"""A pair of short options opening the sentence, and after its "or" a blank to fill ("___"), asks which fills it,
question mark or not: '"Could" or "would" in this sentence: I ___ like to apply for the position.' The blank is
where the chosen word goes; a sentence with a blank tells nothing of its own."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import text as tx

__all__ = ["blank_filled"]

_BLANK = re.compile(r"(?<!\w)_{3,}(?!\w)")
_SIDE = 3  # words of each option at most


def blank_filled(smask: str) -> bool:
    """Does the sentence ``smask`` open with "A or B", each one to three words, and hold a blank after it?"""
    co = tx.OR.search(smask)
    if co is None or len(tx.OR.findall(smask)) != 1 or not _BLANK.search(smask, co.end()):
        return False
    a = tx.tokens(smask[: co.start()])
    b = tx.tokens(re.split(r"[,;:—–]|\s-\s|\s+(?:in|for)\s", smask[co.end() :], maxsplit=1)[0])
    return 0 < len(a) <= _SIDE and 0 < len(b) <= _SIDE and not any(_BLANK.search(t.text) for t in a + b)
