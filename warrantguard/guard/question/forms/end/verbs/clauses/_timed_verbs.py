"""Two verb phrases told by their times: A a word and a time of its own ("Replaster now"), B a verb and a clause of
waiting ("wait until after the season closes"): the options are verb phrases, even when A's verb is in no list."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.clauses._durated_verbs import durated_verbs
from warrantguard.guard.question.words import OWN_TIMES, Token, is_verb

__all__ = ["timed_verbs"]

_UNTIL = frozenset({"until", "till", "til"})


def timed_verbs(core: list[Token], right: list[Token]) -> bool:
    """A one or two words closing on a time of its own and B a verb before "until" ("Replaster now or | wait until
    after the season closes", "resurface today or hold off till spring"): two verb phrases (not "the loan now or |
    a grace period until May": B opens with no verb)."""
    if durated_verbs(core, right):  # "cut now or | bulk another 3 months"
        return True
    if not 2 <= len(core) <= 3 or core[-1].low.rstrip("?.!,") not in OWN_TIMES or len(right) < 3:
        return False
    at = 1 + (len(right) > 3 and right[1].low in ("off", "out", "on"))  # "hold off | till spring"
    return is_verb(right[0], initial=True) and right[at].low in _UNTIL
