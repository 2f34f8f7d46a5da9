"""A verb B closing on a verb that takes an infinitive, "to" and a verb after it ("… or keep it and learn | to use it
properly?"): the infinitive is that verb's complement, not a purpose both options share, so it is B's own to the end of
the sentence."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["catenative_b"]

# Verbs whose complement is a "to" infinitive ("learn to use it", "try to sell it").
_CATENATIVE = frozenset({"learn", "try", "want", "need", "decide", "plan", "start", "begin", "continue", "choose",
                         "agree", "promise", "hope", "remember", "forget", "manage", "attempt", "afford", "refuse",
                         "offer", "prepare", "arrange", "bother", "struggle", "pretend", "tend", "expect"})
_REACH = 10  # words the infinitive's phrase may take


def catenative_b(b: list[Token], around: Around) -> list[Token]:
    """B with the "to" infinitive closing its sentence when B ends on a verb taking one ("keep it and learn | to use it
    properly" → "keep it and learn to use it properly"); ``b`` otherwise (a comma or a clause runs on, the phrase
    is long, or no verb follows "to")."""
    if len(b) < 2 or b[-1].low not in _CATENATIVE:
        return b
    rest = closing_rest(b, around)
    if rest is None or len(rest) < 2 or len(rest) > _REACH or rest[0].low != "to" or not is_verb(rest[1]):
        return b
    return [*b, *rest]
