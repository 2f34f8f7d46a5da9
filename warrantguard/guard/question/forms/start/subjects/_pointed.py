"""A pointing pronoun and its copula before the options ("trying to figure out if those are | carpenter ants or
termites in the porch joist", "whether this is | mold or mildew", "unsure if mine is | a climber or a rambler"): the
pronoun is the clause's subject and the options are what it is, so A starts past the copula (the options are no
subjects awaiting a verb). Only a demonstrative in the present: "whether it's roses or peonies", "if it was the
shrimp or the lotion" tell no choice asked and are left to the other rules; so is a lead telling no doubt of the
asker's ("doesn't care whether these are roses or peonies"): a word of wondering or deciding must lead in ("figure
out", "not sure", "can't tell")."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.subjects._worked_out import worked_out_lead
from warrantguard.guard.question.words import DECISION_CUES, Token

__all__ = ["DOUBTING", "pointed_subject"]

_POINTING = frozenset({"this", "that", "these", "those", "mine", "ours", "yours", "theirs", "his", "hers"})  # "if mine
# is | a climber or a rambler": a possessive pronoun points as a demonstrative does
_BE = frozenset({"is", "are"})
DOUBTING = (DECISION_CUES - {"whether", "between", "help"}) | {"sure", "tell", "know", "identify", "determine"}


def pointed_subject(lead: list[Token], core: list[Token]) -> int:
    """Where option A starts past "those are" / "this is" opening ``core`` ("those are | carpenter ants") after a
    ``lead`` of doubt ("trying to figure out if"), else 0."""
    if not any(t.low in DOUBTING for t in lead) and not worked_out_lead(lead):  # "trying to work out if | those are"
        return 0
    return 2 if len(core) > 2 and core[0].low in _POINTING and core[1].low in _BE else 0
