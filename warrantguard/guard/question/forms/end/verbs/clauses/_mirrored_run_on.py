"""A clause after option B's verb that answers a clause closing A, both opened by the same subject contracted with
its verb ("between telling the audience I'm nervous and pretending | I'm fine"): B's verb takes its own clause as
A's does, so the clause is B's own, no run-on of the speaker's (added for session 51)."""

from __future__ import annotations

from warrantguard.guard.question.words import SUBJECT_CONTRACTIONS, Token

__all__ = ["mirrored_run_on"]


def mirrored_run_on(left: list[Token], right: list[Token], k: int) -> bool:
    """Does B's clause at ``right[k]`` open on the subject contraction ("I'm", "we're") that opens a clause closing
    A after its own verb and words ("telling the audience | I'm nervous" / "pretending | I'm fine")? Not a clause
    with no partner in A ("the blue ones | theyre on sale")."""
    w = right[k].low.replace("\u2019", "'")
    if w not in SUBJECT_CONTRACTIONS or k + 1 >= len(right):
        return False
    return any(t.low.replace("\u2019", "'") == w for t in left[2:-1])
