"""A name after a B that repeats A's head: "8 ohm speakers or 6 ohm speakers | with a Denon S970H", "the ad-supported
plan or the ad-free plan | on Max": the options differ before their shared head, so a phrase naming one thing by its
name (a place, a service, a model) is the setting both options are asked about, not a feature of B's alone (added
for the hundred-and-thirty-eighth held-out part, beside :func:`possessed_context`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, POSSESSIVES, PREPOSITIONS, PRONOUNS, Token

__all__ = ["named_context"]

_FEATURE_PREPOSITIONS = frozenset({"with", "w/", "without"})


def named_context(a: list[Token], b: list[Token]) -> list[Token]:
    """B to its head when B repeats A's last word (its head) after a modifier of its own, and a preposition and a
    name follow it ("… or 6 ohm speakers | with a Denon S970H", "… or the ad-free plan | on Max"); ``b`` otherwise
    ("… or a large crate with Bluetooth": "with" before a bare name, a feature; "… or a standard tariff with REGOs":
    an acronym, no name told by its case; "the unit on the 3rd floor or the unit on …": no modifier of B's own; "keep
    it or exchange it for a …": a pronoun, verbs' object; "an author from our lab or an author from the partner lab in
    Kyoto": A's phrase after its head, B's place its own)."""
    if len(a) < 2 or len(b) < 4:
        return b
    head = a[-1].low
    at = next((k for k in range(1, len(b) - 2) if b[k].low == head), None)
    if at is None or head in PRONOUNS or any(t.low in PREPOSITIONS | DETERMINERS | POSSESSIVES for t in a + b[:at]):
        return b  # "keep it or exchange it | for a Philips 7000", "fix my old bike or buy a new bike | from …": verbs
        # and their objects; "… author from our lab or …": A's own phrase
    if b[at + 1].low not in PREPOSITIONS or [t.low for t in a[:-1]] == [t.low for t in b[:at]]:
        return b
    name = at + 2
    if b[name].low in ARTICLES and name + 1 < len(b):
        name += 1
    elif b[at + 1].low in _FEATURE_PREPOSITIONS:
        return b  # "with Bluetooth": a bare name after "with" is a feature
    return b[: at + 1] if _titled(b[name]) else b


def _titled(token: Token) -> bool:
    """A word written as a name: a capital and then a small letter ("Denon", "Max"; not "PMI", "REGOs", "the")."""
    word = token.text
    return len(word) > 1 and word[0].isupper() and word[1].islower()
