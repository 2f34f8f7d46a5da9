"""A question inverted after a lead clause with a noun subject, not a pronoun ("with it being ninety five out | should
the kids do the splash pad or the indoor pool", "since the lease ends in may | would the landlord take A or B"): a
modal that is never a main verb ("should", "would", "could") before a determiner can only open a question, so the
question starts there (:data:`NOUN_INVERTED`, read by ``inversion_start`` as the pronoun's inversion is)."""

from __future__ import annotations

import re

__all__ = ["NOUN_INVERTED"]

# "should the kids", "would my landlord", "could our HOA": a modal, a determiner, a word (not "can the tomatoes",
# "do the dishes", "will the house": "can", "do", "will" may be main verbs).
NOUN_INVERTED = re.compile(r"(?<![\w'’])(?:should|would|could)\s+(?:the|my|our|your|his|her|their)\s+\w", re.I)
