"""A statement telling two figures, then a yes/no question about what it told ("I can put away $200 or $300 a month —
is that enough to retire by 60?", "I drink 2 or 3 coffees a day. Is that too much?"): the figures are a rough
amount, and the question asks whether it holds, not which of the two to take; no word of choosing may be in either
("… $200 or $300 a month — which is better?" asks), and a count in words is asked ("I take it once or twice a day,
is that ok?")."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import COMPARATIVES, DECISION_CUES
from warrantguard.guard.question.words import text as tx

__all__ = ["asked_of_told"]

# The statement's subject and its verb, no auxiliary before them: "I can put away", "we spend", "my wife earns".
_TOLD = re.compile(r"\W*(?:i|we|my\s+\w+|our\s+\w+)\s+(?!should\b|shall\b)[a-z']+\b", re.I)
# After B: a clause or sentence break, then a yes/no question about "that" / "this" / "it".
_ABOUT_IT = re.compile(r"(?:[.,;:!?]|\s[—–-]+)\s*(?:and\s+|but\s+|so\s+)?(?:is|was|would|will|does|did|are)\s+"
                       r"(?:that|this|it|those|these)\b(?P<rest>[^?]*)\?", re.I)
# A figure closing the words before "or" and one opening those after it: "$200 | or | $300", "2 | or | 3".
_FIGURE_BEFORE = re.compile(r"\d[\d,.]*k?\s*$", re.I)
_FIGURE_AFTER = re.compile(r"\s*[$€£]?\d")
_HOLDING = frozenset({"enough", "worth"})  # "is that enough", "is it worth it": whether the told holds
_CHOOSING = re.compile(r"\b(?:which|better|best|worse|rather|prefer|or|vs|versus|should|instead)\b", re.I)


def asked_of_told(smask: str) -> str | None:
    """Why ``smask`` (the masked prompt from its choice sentence on) asks no choice: a statement with "or" ("I can
    put away $200 or $300 a month") and then only a yes/no question about it ("— is that enough …?"); or ``None``."""
    co = tx.OR.search(smask)
    if co is None or not _TOLD.match(smask[: co.start()]):
        return None
    if not _FIGURE_BEFORE.search(smask[: co.start()]) or not _FIGURE_AFTER.match(smask[co.end() :]):
        return None  # not "I take it once or twice a day, is that ok?": a count asked
    asked = _ABOUT_IT.search(smask, co.end())
    if asked is None or _CHOOSING.search(asked.group("rest")) or _CHOOSING.search(smask[: co.start()]):
        return None
    between = smask[co.end() : asked.start()]
    if "?" in between or _CHOOSING.search(between) or smask[asked.end() :].strip():
        return None  # "… or B? Is that …?", a question after it: asked otherwise
    words = {t.low for t in tx.tokens(smask[: asked.start()])}
    if words & DECISION_CUES or {t.low for t in tx.tokens(asked.group("rest"))} & (COMPARATIVES - _HOLDING):
        return None  # "I'm torn between A or B — is that normal?": a choice weighed; "… Is it cheaper to drive?"
    verb, about = asked.group(0).lstrip(" .,;:!?—–-").split()[:2]
    return (f"it tells a pair, then asks a yes/no question about it ('{verb} {about} …'), "
            "not which of the two to take")
