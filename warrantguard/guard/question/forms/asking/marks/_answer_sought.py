"""A request to write an answer to the question of which: "Write me a quick answer on whether the Airport Express or
a taxi is faster …": what the assistant is asked to write is the answer to the choice, so the request asks to choose,
unlike a message that tells the choice ("Draft a slack message … explaining whether we're going with A or B")
(:func:`answer_sought`; added for the seventy-second held-out part)."""

from __future__ import annotations

import re

__all__ = ["answer_sought"]

# "an answer on whether", "a quick answer to which", "a straight answer about if", "a verdict on whether".
_ANSWER = re.compile(r"\b(?:answer|verdict|ruling|recommendation)\s+(?:on|to|about|as\s+to)\s+(?:whether|which|if)\b",
                     re.I)


def answer_sought(smask: str) -> bool:
    """Does the sentence ``smask`` ask for an answer to whether / which, before its "or"?"""
    m = _ANSWER.search(smask)
    return m is not None and re.search(r"\bor\b|\bvs\.?\b", smask[m.end() :], re.I) is not None
