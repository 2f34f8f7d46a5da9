"""A pair as the object of a negated verb of the speaker's, then an open request after the clause's comma ("I can't
afford a cleaner or a robot vacuum right now, any cheap tips …?"): the negation rules both options out and the request
asks for something else, not which of the two to take ("I can't decide between A or B, any tips?" still asks it)."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.unasked._after_comma import asked_after_comma
from warrantguard.guard.question.words import Token

__all__ = ["negated_open"]

_SPEAKERS = frozenset({"i", "we"})
_NEGATED = frozenset({"can't", "cannot", "cant", "don't", "dont", "won't", "couldn't", "didn't"})
# Verbs after the negation that weigh the pair rather than rule it out ("I can't decide A or B, …").
_WEIGHING = frozenset({"decide", "choose", "pick", "tell", "figure", "work", "make", "know", "remember", "see",
                       "settle", "determine", "understand", "mind", "care"})
_ASKING = frozenset({"whether", "if", "which", "between", "what", "vs", "versus"})
_OPEN = frozenset({"any", "what", "how", "where", "who", "why", "what's", "how's", "where's"})
_CLAUSE = 4  # words between B and the clause's comma at most ("… a robot vacuum right now, | any …")


def _negated_verb(sentence: list[Token]) -> bool:
    """Does the ``sentence`` open with the speaker, a negated auxiliary and a verb that rules out, not weighs?"""
    if len(sentence) < 4 or sentence[0].low not in _SPEAKERS:
        return False
    return sentence[1].low.replace("\u2019", "'") in _NEGATED and sentence[2].low not in _WEIGHING


def negated_open(sentence: list[Token], b: list[Token]) -> str | None:
    """Why a pair after the speaker's negated verb ("I can't afford | a cleaner or a robot vacuum right now, any
    cheap tips …?") is no choice when an open request follows the clause's comma, or ``None`` (not after "I can't
    decide", nor "I don't know whether …", nor when "…, which is better?" follows)."""
    if not b or not _negated_verb(sentence):
        return None
    asked = asked_after_comma(sentence, b, 2, _CLAUSE, _ASKING)
    if asked is None or asked not in _OPEN:
        return None
    return (f"both options follow the speaker's '{sentence[1].text} {sentence[2].text}', and the request after it "
            f"('{asked} …') asks for something else, not which of the two to choose")
