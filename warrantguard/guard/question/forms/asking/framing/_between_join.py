"""Two "and"s after "between", the second inside a phrase B opens with a preposition ("between Intune and Jamf | for 8
MacBooks and 3 Windows laptops"): the first "and" joins the options, the second is the phrase's own. Not between
gerunds, where the phrase may be both's or B's own ("between deleting my account and keeping it locked down | with a
new password and 2FA"), nor before a second preposition, which may be an option's own against the first ("between ice
and water shield on the whole deck and only at the eaves"): those stay refused."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PARTICLES, PREPOSITIONS
from warrantguard.guard.question.words import text as tx

__all__ = ["phrase_join"]


def phrase_join(span_mask: str, joins: list[re.Match[str]]) -> list[re.Match[str]]:
    """The joins after "between" less a second "and" standing after a preposition that follows B's first word
    ("Intune and Jamf | for 8 MacBooks and 3 …"); ``joins`` otherwise ("red and white and blue", gerunds, a
    preposition after the second "and")."""
    if len(joins) != 2 or joins[1].group(0).lower() != "and":
        return joins
    first, between = tx.tokens(span_mask[: joins[0].start()]), tx.tokens(span_mask[joins[0].end() : joins[1].start()])
    after = tx.tokens(span_mask[joins[1].end() :])
    if not first or tx.ing_word(first[0].low) or any(t.low in PREPOSITIONS for t in after[:2]):
        return joins
    if len(between) < 2 or not any(t.low in PARTICLES - {"to"} for t in between[1:]):
        return joins
    return joins[:1]
