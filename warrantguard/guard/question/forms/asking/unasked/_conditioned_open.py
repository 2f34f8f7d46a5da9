"""A pair inside a fronted "if" / "when" clause, then an open question ("If I travel to Paris or Rome, what should I
pack?"): the question asks what follows either option, not which of the two to take ("…, which is cheaper?" does)."""

from __future__ import annotations

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
    at = next((k for k, t in enumerate(sentence) if t.start == b[-1].start), None)
    if at is None or any(t.text.endswith((",", ";", ":")) for t in sentence[1:at]):
        return None
    comma = next((k for k in range(at, min(at + _CLAUSE + 1, len(sentence) - 1))
                  if sentence[k].text.endswith(",")), None)
    if comma is None or any(t.text.endswith(("?", "!", ".")) for t in sentence[at:comma]):
        return None
    asked = sentence[comma + 1].low
    if asked not in _OPEN:
        return None
    return (f"it asks an open question ('{asked} …') about what follows either option in the "
            f"'{sentence[0].low} …' clause, not which of the two to choose")
