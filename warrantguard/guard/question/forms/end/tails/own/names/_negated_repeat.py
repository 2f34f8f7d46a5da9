""""oxford comma vs | no oxford comma | in an APA 7 manuscript", "a cover letter or | no cover letter | for the
application": B is "no" and A written again whole, so B ends where A's words end; the phrase after it is the
context both options share (A with it, B without it), as after a one-word A ("tabs vs no tabs | in a file")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["negated_repeat"]


def negated_repeat(a: list[Token], b: list[Token]) -> list[Token]:
    """B cut to "no" and A's words ("oxford comma" / "no oxford comma | in an APA 7 manuscript") when B repeats A
    whole after "no" and goes on with a prepositional phrase; ``b`` itself otherwise (not "… or no oxford comma
    style", where B's own head follows)."""
    words = [t.low for t in tx.articled(a)]
    end = 1 + len(words)
    if len(words) < 2 or len(b) <= end or b[0].low != "no" or [t.low for t in b[1:end]] != words:
        return b
    return b[:end] if b[end].low in PREPOSITIONS and b[end - 1].text.isalnum() else b
