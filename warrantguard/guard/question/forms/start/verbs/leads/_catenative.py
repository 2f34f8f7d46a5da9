"""A verb of trying or planning and its "to" before option A's verb ("should I try to | sell my old switch or trade
it in …", "should I ask to | stand or sit?"): the lead both options share, as the labelling convention has it (a
shared lead is no part of the options), as when B repeats the "to" ("… or to trade it in")."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, DETERMINERS, PREPS, PRONOUNS, Token, is_verb

__all__ = ["catenated"]

# Verbs of trying and planning taking "to" and a bare verb: a closed class.
_CATENATIVES = frozenset({"try", "attempt", "plan", "want", "need", "bother"})
# Verbs of asking, learning and choosing before "to": a lead both share only between two bare verbs ("should I ask to
# | stand or sit?"); with a phrase on either side the asking is A's own ("ask to be excused or postpone until …").
_ASKING = frozenset({"ask", "learn", "decide", "choose", "prefer"})


def catenated(a: list[Token], right: list[Token]) -> list[Token]:
    """Option A without a leading "try to" / "plan to" / "want to" before its own verb when B opens with a bare
    verb of its own (not "to", not the catenative again): the catenative is the lead of both; "ask to" / "learn to"
    only before one bare verb against one ("ask to | stand or sit")."""
    bare_pair = len(a) == 3 and len(right) == 1 and a[0].low in _ASKING  # "ask to | stand or sit"
    if len(a) < 3 or not (a[0].low in _CATENATIVES or bare_pair) or a[1].low != "to" or not _infinitive_verb(a[2]):
        return a
    if not right or right[0].low in ("to", a[0].low) or right[0].capitalized:
        return a
    return a[2:]


def _infinitive_verb(tok: Token) -> bool:
    """Is ``tok``, after the catenative's "to", a verb: listed, or a lower-case word the lists lack that is no
    determiner, pronoun, preposition or adverb ("try to | weld the frame")? "to" there marks an infinitive."""
    w = tok.low
    return is_verb(tok, initial=True) or (tok.text.isalpha() and tok.text.islower()
                                          and w not in DETERMINERS | PRONOUNS | PREPS | ADVERBS)
