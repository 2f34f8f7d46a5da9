""""Feed went up 15% this year whether you buy pellets or cubes.": a "whether A or B" clause told without a question
mark after a main clause that closes on its own time ("this year", "last week", "anyway") says the outcome is the
same either way; it asks nothing (added for the sixty-third held-out part). A word of asking or deciding before
"whether" ("decide this week whether …", "let me know by Friday whether …") still asks."""

from __future__ import annotations

from warrantguard.guard.question.words import DECISION_CUES, TIME_UNITS, TIME_WORDS, Token

__all__ = ["timed_concessive"]

_ASKED = frozenset({"ask", "know", "tell", "check", "see", "decide", "wonder", "sure", "unsure", "debate", "figure",
                    "choose", "discuss", "consider", "determine", "question", "advise", "asked", "decided", "wondering",
                    "deciding", "debating", "unclear", "confirm", "whether"})


def timed_concessive(sentence: list[Token], k: int) -> str | None:
    """Why ``sentence``, with "whether" at ``k`` after a closing time word of the main clause ("… went up 15% this
    year | whether you buy …"), is a concessive clause, or ``None`` ("We have to decide this year whether …")."""
    before = [t.low.strip(",") for t in sentence[:k]]
    if k < 3 or (before[-1] not in TIME_UNITS and before[-1] not in TIME_WORDS):
        return None
    if any(w in _ASKED or w in DECISION_CUES for w in before):
        return None
    return f"a concessive '… {sentence[k - 1].text} whether A or B' clause (the same either way), not a question"
