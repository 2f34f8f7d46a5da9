"""Two words of position as the options after a verb the lists lack ("moor | stern-to or alongside"): the verb is
shared, the positions are the options."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb

__all__ = ["position_pair"]

_POSITIONS = frozenset({"alongside", "ashore", "aboard", "astern", "abeam", "abreast", "afloat", "aloft", "upright",
                        "sideways", "lengthways", "lengthwise", "crosswise", "flat", "edgeways", "backwards"})


def position_pair(x: Token, right: list[Token]) -> bool:
    """One word of position each, ``x`` after A's verb and B's first word ("stern-to" / "alongside | in Greek
    harbours"): a lower-case hyphened compound or a listed adverb of position, no verb, B's word alone or before a
    preposition."""
    if len(right) > 1 and right[1].low not in PREPOSITIONS:
        return False
    return all(t.text.islower() and not is_verb(t) and (t.low in _POSITIONS or (
        "-" in t.low.strip("-") and t.low.replace("-", "").isalpha())) for t in (x, right[0]))
