"""Option B a verb the lists lack, its phrase opened by the preposition of A's phrasal verb and closed by a pronoun
("lead off with our fastest kid or | anchor with her", "warm up with the team or | stretch with them"): B's word
before that preposition is a verb of its own, its pronoun what A's object was, so the two options are parallel verb
phrases, not a second object of A's preposition ("sign up for | soccer or basketball")."""

from __future__ import annotations

from warrantguard.guard.question.words import OBJECT_PRONOUNS, PHRASAL, PREPS, Token, is_verb

__all__ = ["repeated_preposition"]

# Prepositions whose pronoun phrase may close a noun B as both options' purpose or goal ("sign up for soccer or
# basketball | for her"), no verb phrase of B's own.
_OWN_ENDS = frozenset({"for", "to", "toward", "towards"})


def repeated_preposition(core: list[Token], right: list[Token]) -> bool:
    """Does A open with a verb, a particle and a preposition ("lead off with …"), and B's side with a lower-case word
    A lacks, the same preposition and an object pronoun closing B's words ("anchor with her.")?"""
    if len(core) < 4 or len(right) < 3 or not is_verb(core[0], initial=True) or core[1].low not in PHRASAL:
        return False
    prep, w = core[2].low, right[0]
    pronoun = right[2].low.rstrip("?.!,")
    closes = len(right) == 3 or right[2].text[-1:] in ",.?!"
    return prep in PREPS and prep not in _OWN_ENDS and right[1].low == prep and w.text.isalpha() and w.text.islower() \
        and w.low not in {t.low for t in core} and (pronoun in OBJECT_PRONOUNS or pronoun == "her") and closes
