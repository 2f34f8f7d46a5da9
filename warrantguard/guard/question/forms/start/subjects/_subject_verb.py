"""B opening with a bare verb and its determiner after a subject and its own verb ("should the job posting | say
'competitive salary' or | list the actual range"): no second subject stands before B's verb, so the options are the
two verb phrases and A starts at the subject's verb, not after it (added for the fifty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, AUX, DETERMINERS, POSSESSIVES, VERBS, Token

__all__ = ["subject_verb_start"]


def subject_verb_start(left: list[Token], begin: int, right: list[Token], subject: str) -> int | None:
    """Where A starts: at the listed verb ending the lead ("should the posting | say …") when the lead reads a
    subject before a verb (``subject`` "verb") and B opens with another listed verb in its bare form and a
    determiner or possessive ("… or | list the actual range"); ``None`` otherwise (not "should we say | Netflix or
    Hulu is better": B a noun; not "Do | Tom or Jerry show …": an auxiliary, no verb, ends the lead)."""
    if subject != "verb" or begin < 2 or begin >= len(left) or len(right) < 2:
        return None
    verb, b_verb = left[begin - 1].low, right[0].low
    if verb in AUX or verb not in VERBS or b_verb not in VERBS or b_verb in AMBIGUOUS or b_verb == verb:
        return None
    return begin - 1 if right[1].low in DETERMINERS | POSSESSIVES else None
