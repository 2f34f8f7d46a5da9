"""A statement of the asker's own plan holding a pair, then a request to someone else ("I'll probably be at the club
Thursday or Friday, can someone bring the mat?", "We're flying in Monday or Tuesday. Could you feed the cat?"): the
"or" leaves the plan open, but the question asks a favour, not which of the two to take. No word of choosing may be
in the statement ("I'm torn …", "whether …") nor in the request ("can you tell me which …", "could someone help me
decide"), and a request verb that may ask the choice itself (tell, advise, say, let me know …) leaves it asked."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DECISION_CUES
from warrantguard.guard.question.words import text as tx

__all__ = ["requested_after_told"]

# The statement's subject opening it, a first person with its verb or contracted auxiliary, no modal of advice:
# "I'll probably be", "we're going", "I am", "we fly"; not "I should", "should I", "I wonder".
_TOLD = re.compile(r"\W*(?:i|we)(?:'ll|’ll|'m|’m|'re|’re|\s+(?!should\b|shall\b|must\b|ought\b)[a-z]+\b)", re.I)
# After B: a clause or sentence break, then a request to another person ("can someone bring …?").
_REQUEST = re.compile(r"[.,;:!?—–-]\s*(?:and\s+|but\s+|so\s+)?(?:can|could|would|will)\s+(?:someone|somebody|"
                      r"anyone|anybody|you)\s+(?:please\s+)?(?P<verb>[a-z]+)\b(?P<rest>[^?]*)\?\W*$", re.I)
# Request verbs that may ask the choice itself ("can you tell me which …", "could someone advise?").
_ASKING_VERBS = frozenset({"tell", "advise", "say", "let", "help", "confirm", "check", "suggest", "recommend",
                           "explain", "weigh", "think", "guess", "decide", "pick", "choose", "vote", "answer"})
_CHOOSING = re.compile(r"\b(?:which|better|best|worse|rather|prefer|or|vs|versus|should|instead|if|whether)\b",
                       re.I)


def requested_after_told(smask: str) -> str | None:
    """Why ``smask`` (the masked prompt from its choice sentence on) asks no choice: the asker's plan with "or" ("I'll
    be at the club Thursday or Friday") and then only a favour asked of someone ("can someone bring the mat?"); or
    ``None``."""
    co = tx.OR.search(smask)
    if co is None or not _TOLD.match(smask[: co.start()]):
        return None
    asked = _REQUEST.search(smask, co.end())
    if asked is None or asked.group("verb").lower() in _ASKING_VERBS or _CHOOSING.search(asked.group("rest")):
        return None
    before = smask[: asked.start()]
    if "?" in smask[co.end() : asked.start()] or _CHOOSING.search(before[: co.start()]) \
            or _CHOOSING.search(before[co.end() :]):
        return None  # "… or B? Can you …": asked otherwise; "whether A or B …": a choice weighed
    if {t.low for t in tx.tokens(smask)} & DECISION_CUES:
        return None
    return f"it tells a plan with a pair, then asks a favour ('{asked.group('verb')} …'), not which of the two to take"
