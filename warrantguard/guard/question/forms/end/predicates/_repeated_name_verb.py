"""B's name closing on a word of A's name, then a lower-case verb ("Does BloodHound CE or the legacy BloodHound | show
attack paths more clearly?"): B names the same product as A, another edition of it, so its name ends on the word it
shares with A, and the verb after it is the one the two subjects share, not more of B (added for the
hundred-and-twenty-fifth held-out part: B read as "legacy BloodHound show")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb

__all__ = ["repeated_name_verb"]


def repeated_name_verb(right: list[Token], a_toks: list[Token]) -> int | None:
    """Where the shared verb stands in B's side when A is capitalised words and B's first capitalised run closes, a few
    words in, on a word of A's name, before a lower-case listed verb ("BloodHound CE" / "the legacy BloodHound |
    show …"); else ``None`` (not "… or the Apple Watch band": no verb after the repeated word)."""
    if not a_toks or not all(t.capitalized for t in a_toks):
        return None
    names = {t.low for t in a_toks}
    k = next((k for k, t in enumerate(right) if t.capitalized), None)
    if k is None or k > 2:
        return None
    while k + 1 < len(right) and right[k + 1].capitalized:
        k += 1
    verb = k + 1
    if verb >= len(right) - 1 or right[k].low not in names or not right[verb].text.isalpha():
        return None
    return verb if is_verb(right[verb]) and right[verb].low not in PREPOSITIONS else None
