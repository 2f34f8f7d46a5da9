"""A compound modifier written open as option B: a participle or "ready", "to" and a bare verb ("off the rack or |
made to measure", "ready to wear"): the "to" opens no purpose clause after B (added for the forty-fifth held-out
part); nor does the "to" of a motion named as B ("Answer or motion | to dismiss under 12(b)(6)?")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.complements._place_deixis import place_deixis
from warrantguard.guard.question.forms.end.verbs.complements._verb_to_noun import verb_to_noun
from warrantguard.guard.question.forms.end.verbs.phrase import motion, pronoun_particle
from warrantguard.guard.question.words import CUT_WORDS, Token, is_verb

__all__ = ["open_compound"]

_MADE = frozenset({"made", "built", "ready", "tailored"})


def open_compound(right: list[Token], k: int) -> int:
    """3 when B opens with a compound modifier written open whose "to" is the cut word at ``k``, closing B or before a
    cut word ("made to measure", "made to order | for my suit", "ready to wear"), else 0 ("made to impress the guests":
    the verb takes an object); past the relief of a motion ("a motion to dismiss | …": ``k`` + 2)."""
    if motion(right, k):
        return k + 2
    if end := pronoun_particle(right, k) or verb_to_noun(right, k) or place_deixis(right, k):  # "… or fly it on",
        # "… or rotate to beans", "… or brangus | down here in …"
        return end
    if k != 1 or len(right) < 3 or right[1].low != "to" or right[0].low not in _MADE:
        return 0
    end = len(right) == 3 or right[3].low in CUT_WORDS
    return 3 if is_verb(right[2]) and end and not right[2].capitalized else 0
