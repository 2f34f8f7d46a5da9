"""Two infinitives after "between", each with its own "to" ("torn between to renew my contract and to move in new flat
with friends"): learner English for two gerunds; the verb phrases are the options, their "to" left out as a lead
each shares (added for the sixty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end import verb_right
from warrantguard.guard.question.words import Token, is_verb

__all__ = ["between_infinitives"]


def between_infinitives(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """``a`` and ``b`` past their "to" when both open "to" and a verb ("between to | renew … and to | move …"), B read
    as a verb phrase of its own; ``None`` otherwise (not "between to Paris and Rome", nor "between 9 to 5 and …")."""
    if len(a) > 1 and len(b) > 1 and a[0].low == b[0].low == "to" and is_verb(a[1], initial=True) \
            and is_verb(b[1], initial=True):
        return a[1:], verb_right(a[1:], b[1:], shared=False)
    return None
