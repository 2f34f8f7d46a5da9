"""A verb and its "to" phrase as option B against a noun A: "corn on corn or | rotate to beans?", "continuous
grazing or | convert to hay": the "to" and the bare noun after it are where B's verb goes, no purpose or place both
options share (added for the sixty-third held-out part). A word that is a noun as often ("truck to market",
"ship to Chicago") keeps the cut: the destination may be both's."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, CUT_WORDS, TIME_LEADS, Token, bare_noun_start, is_verb

__all__ = ["verb_to_noun"]


def verb_to_noun(right: list[Token], k: int) -> int:
    """3 when B is a verb only, "to" at ``k`` = 1 and one bare lower-case noun closing B or before a cut word
    ("rotate to beans", "convert to hay | for …", "… | this year"), else 0 ("rotate to the back field", "move to
    Denver", "switch to cut costs": a verb after "to" opens a purpose)."""
    if k != 1 or len(right) < 3 or right[1].low != "to" or right[0].capitalized:
        return 0
    if not is_verb(right[0]) or right[0].low in AMBIGUOUS or is_verb(right[2]) or not bare_noun_start(right[2]):
        return 0
    return 3 if len(right) == 3 or right[3].low in CUT_WORDS or right[3].low in TIME_LEADS else 0
