"""A question's lead written again after "or": "Should I use Firebase or should I build our own backend?", "Do we
sue, or do we settle?", "Would you refinance or would you wait?", "Is it the chassis or is it the driver?" (a
copula and "it" asked again, added for the hundred-and-sixty-third held-out part).

The second "should I" asks the same question of the second option: it is no part of option B, which is the verb
phrase after it. The lead is blanked there (same length, so spans carry over) and the options are read as in
"Should I use Firebase or build our own backend?". Only an auxiliary and its subject pronoun, the same pair that
opens the question in the same sentence, are blanked ("…, or should I just …": "just" stays B's).
"""

from __future__ import annotations

import re

__all__ = ["without_repeated_lead"]

_AUX = r"(?:should|shall|would|could|can|do|does|will|must|might|is|was)"
_SUBJECT = r"(?:i|we|you|they|it)"
_LEAD = re.compile(rf"\b({_AUX})\s+({_SUBJECT})\b", re.IGNORECASE)
# "or" (after a comma or not), then the same auxiliary and subject, then a word that is no sentence end.
_AGAIN = re.compile(rf"(?:,\s*|\s+)or\s+(({_AUX})\s+({_SUBJECT}))\s+(?=[\w$“\"'])", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.?!]\s|\n")


def without_repeated_lead(text: str) -> str:
    """``text`` with a lead asked again after "or" blanked ("… or should I | build …"); ``text`` itself when
    the question opens no such lead, or when the sentence ends between the two."""
    for again in _AGAIN.finditer(text):
        aux, subject = again.group(2).lower(), again.group(3).lower()
        before = text[: again.start()]
        lead = next(reversed(list(_LEAD.finditer(before))), None)  # the lead nearest the "or"
        if lead is None or (lead.group(1).lower(), lead.group(2).lower()) != (aux, subject):
            continue
        if subject == "it" and aux not in ("is", "was"):
            continue  # "Would it be better to rent or would it be …": a predicate follows, no option
        if _SENTENCE_END.search(text, lead.end(), again.start(1)) or " or " in f" {before[lead.end():].lower()} ":
            continue  # "Should I … ? Or should I …": two questions; "should I X or Y or should I Z": more than two
        start, end = again.start(1), again.end(1)
        return text[:start] + " " * (end - start) + text[end:]
    return text
