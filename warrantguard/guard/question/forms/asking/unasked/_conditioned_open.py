"""A pair inside a fronted "if" / "when" clause, then an open question ("If I travel to Paris or Rome, what should I
pack?"): the question asks what follows either option, not which of the two to take ("…, which is cheaper?" does)."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.unasked._after_comma import asked_after_comma
from warrantguard.guard.question.words import Token

__all__ = ["conditioned_open"]

_FRONTED = frozenset({"if", "when", "once", "whenever"})
_OPEN = frozenset({"what", "how", "where", "who", "why", "when", "what's", "how's", "where's"})
_CLAUSE = 6  # words between B and the clause's comma at most ("… or Rome in early May, | what …")


def conditioned_open(sentence: list[Token], b: list[Token]) -> str | None:
    """Why a pair in a fronted "if" / "when" clause of the ``sentence`` is no choice when an open question follows
    the clause's comma ("If I travel to Paris or Rome, | what should I pack?"), or ``None`` (not "…, which one is
    cheaper?", nor a pair after the clause: "If it rains, should we take the car or the train?")."""
    if len(sentence) < 4 or not b or sentence[0].low not in _FRONTED:
        return None
    asked = asked_after_comma(sentence, b, 1, _CLAUSE)
    if asked is None or asked not in _OPEN:
        return None
    return (f"it asks an open question ('{asked} …') about what follows either option in the "
            f"'{sentence[0].low} …' clause, not which of the two to choose")
