"""A clause's verb and its manner adverb as option A against an adverbial B ("Could you kindly confirm if the camera
records | continuously or only on motion?"): after "if" / "whether", an articled subject and its ``-s`` verb stand
before one ``-ly`` adverb closing A's side, and B opens with a focus adverb or a preposition, so the two ways the
verb is done are the options (added for the hundred-and-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, Token, manner_adverb

__all__ = ["adverbed_clause_verb"]

_SUBORDINATORS = frozenset({"if", "whether"})
_FOCUS = frozenset({"only", "just", "always", "mostly", "mainly"})
_SUBJECT_BOUND = 3  # words of the subject's noun after its determiner


def adverbed_clause_verb(lead: list[Token], core: list[Token], right: list[Token]) -> int:
    """Where A starts past "the camera records" in "if the camera records | continuously or only on motion": after
    "if" / "whether" closing ``lead``, a determiner, up to three lower-case nouns, a lower-case ``-s`` verb and one
    ``-ly`` adverb closing A's side, B opening with a focus adverb or a preposition; 0 otherwise ("… records
    continuously or saves clips": B a verb phrase)."""
    if not lead or lead[-1].low not in _SUBORDINATORS or not right or len(core) < 4:
        return 0
    if right[0].low not in _FOCUS | PREPOSITIONS or not manner_adverb(core[-1].low):
        return 0
    verb, nouns = core[-2], core[1:-2]
    if core[0].low not in DETERMINERS | POSSESSIVES or not 1 <= len(nouns) <= _SUBJECT_BOUND:
        return 0
    if not (verb.text.isalpha() and verb.text.islower() and verb.low.endswith("s") and not verb.low.endswith("ss")):
        return 0
    return len(core) - 1 if all(t.text.isalpha() and t.text.islower() for t in nouns) else 0
