"""A question's inverted auxiliary and subject inside its sentence (see ``_asking``): "now that the baby is
sleeping through the night | is it time to A or B", "if you were me | would you A or B". The question
starts there, question mark or not."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._noun_inverted import NOUN_INVERTED
from warrantguard.guard.question.words import PRONOUNS
from warrantguard.guard.question.words import text as tx

__all__ = ["inversion_start"]

# A question's inverted auxiliary and subject inside the sentence, without a break before it: "now that the baby
# sleeps through the night | is it time to …", "if you were me | would you repaint …".
_INVERTED = re.compile(r"(?<![\w'’])(?:is|was|would|will|should|could|can|do|does|did|are|am)\s+"
                       r"(?:it|you|i|we|they|he|she)\b(?!['’])", re.I)
_NOT_INVERTING = frozenset({"what", "who", "how", "where", "when", "why", "that", "if", "whether", "as", "so", "than",
                            "which", "what's", "and", "or", "to", "not", "whats", "whos", "hows"})
# Words that block an inversion only right before it: "there is it", "this is it", "but can i …" (a
# question from its start: "> my recipe says butter / but can i use …").
_NOT_RIGHT_BEFORE = frozenset({"there", "here", "it", "this", "but"})


_CONDITIONS = frozenset({"if", "when", "since", "because", "once"})
_IN_CONDITION = frozenset({"if", "and", "that", "so"})


def _conditioned(before: list[tx.Token]) -> bool:
    """Does the sentence open with a condition of three words or more before the question ("if it's raining and
    I'm starving | should I …", "if it's raining | should I …")?"""
    return len(before) >= 3 and before[0].low in _CONDITIONS


# The asker's own question after "and" / "so": "… and | should I …", "… so | do we …".
_ASKER_AFTER_AND = re.compile(r"(?:should|would|do)\s+(?:i|we)\b", re.I)


def inversion_start(smask: str, coordinator: re.Pattern[str]) -> int | None:
    """Where a question's inverted auxiliary and subject start after a clause of the sentence, ahead of the
    options ("now that the baby sleeps through the night | is it time to A or B", "if you were me | would
    you A or B"), or ``None``: not after a wh-word, a conjunction or a pronoun ("what do you think", "as do
    we", "I wonder if it …"), nor when the sentence opens with it (that is a question's own opening)."""
    co = coordinator.search(smask)
    if co is None:
        return None
    found = [*_INVERTED.finditer(smask, 0, co.start()), *NOUN_INVERTED.finditer(smask, 0, co.start())]
    for m in sorted(found, key=lambda m: m.start()):  # "… | should the kids …" too
        before = tx.tokens(smask[: m.start()])
        if _ASKER_AFTER_AND.match(smask, m.start()) and before and before[-1].low in ("and", "so") and len(before) > 3:
            return m.start()  # "Make me a running plan … and | should I run on the treadmill or outside"
        asked = any(t.low in _NOT_INVERTING for t in before[-3:])  # "How long | does it take …": an open question
        if asked and _conditioned(before) and _ASKER_AFTER_AND.match(smask, m.start()):
            asked = any(t.low in _NOT_INVERTING - _IN_CONDITION for t in before[-3:])  # "if it's raining and I'm
            # starving | should I …": the condition's own "if" / "and", then the asker's question
        if before and not asked and before[-1].low not in PRONOUNS and before[-1].low not in _NOT_RIGHT_BEFORE:
            return m.start()
    return None
