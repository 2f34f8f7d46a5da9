"""Two verbs each closed by the same time adverb: "Should I eat first or shower first?", "stretch now or run now"
(see ``_verb_phrase.verb_mode``): the adverb written on both sides is each verb's, so the options are the two verb
phrases, never a noun object "first" of A against a noun B ("eat | first" / "shower", read so before)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._done_alone import done_alone
from warrantguard.guard.question.forms.end.verbs.phrase._open_prefixed import open_prefixed
from warrantguard.guard.question.words import DETERMINERS, PRONOUNS, TIME_WORDS, Token, is_verb

__all__ = ["adverbed_verbs"]

_REACH = 3  # words of B before its copy of A's adverb ("shower (right) first")


def adverbed_verbs(core: list[Token], right: list[Token]) -> bool:
    """Do A (a verb and a time adverb) and B (a verb, then the same adverb within a few words) pair two verb phrases
    ("eat first" / "shower first")? Or B is closed by who does it (:func:`done_alone`: "… or job hunt on my own")."""
    if done_alone(core, right) or open_prefixed(core, right):  # "… or | self insure"
        return True
    if len(core) < 2 or len(right) < 2 or core[-1].low not in TIME_WORDS or not is_verb(core[-2], initial=True):
        return False
    again = any(t.low.rstrip("?.!,") == core[-1].low for t in right[1 : 1 + _REACH])
    b_verb = is_verb(right[0], initial=True) or (right[0].low.isalpha() and right[0].low not in DETERMINERS | PRONOUNS
                                                 and not right[0].capitalized)  # "… or | shower first" (unlisted)
    return again and b_verb
