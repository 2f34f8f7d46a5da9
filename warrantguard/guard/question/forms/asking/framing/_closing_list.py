"""A list closing option B: a verb's articled object before a comma ("… or to just carry | the beacon,") that the
words after the comma carry on to the sentence's end as the list's last items ("shovel and probe?"), so B runs to
the end ("just carry the beacon, shovel and probe"), not to the comma."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    DETERMINERS,
    INTRO_ENDS,
    PREPOSITIONS,
    PRONOUNS,
    WH,
    Token,
    is_verb,
)

__all__ = ["closing_object_list"]

_NOT_ITEMS = INTRO_ENDS | PRONOUNS | DETERMINERS | ADVERBS | PREPOSITIONS | AUX | WH | frozenset({
    "advice", "help", "thoughts", "ideas", "opinions", "pros", "cons", "tips", "suggestions", "recommendations",
    "reasons", "why", "please", "thanks", "cheers", "lol", "etc"})


def closing_object_list(seg: list[Token], rest: list[Token]) -> bool:
    """Does B's segment ``seg`` close on a verb and its articled noun ("… carry | the beacon") that ``rest``, the
    words after the comma to the sentence's end, continues as one or two bare lower-case nouns, "and", and one or two
    more ("shovel and probe")? Not a request after the comma ("…, pros and cons?"), nor verbs ("…, relax and
    enjoy")."""
    if len(seg) < 3 or seg[-2].low not in DETERMINERS or not any(is_verb(t) for t in seg[:-2]):
        return False
    ands = [k for k, t in enumerate(rest) if t.low == "and"]
    if len(ands) != 1 or ands[0] not in (1, 2) or len(rest) - ands[0] - 1 not in (1, 2):
        return False
    items = rest[: ands[0]] + rest[ands[0] + 1 :]
    return all(t.text.isalpha() and t.text.islower() and t.low not in _NOT_ITEMS and not is_verb(t) for t in items)
