""""Outside" or "inside" before a bare lower-case noun closing the option ("call our cyber insurer or | outside
counsel", "in-house staff or outside help"): with no determiner after it the word modifies the noun (counsel from
outside the firm), so the option may be a noun phrase, not a preposition's phrase of place ("outside the office"); its
kind is left open (added for the hundred-and-twenty-fifth held-out part: refused as a noun against a prep phrase)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PRONOUNS, TIME_WORDS, Token

__all__ = ["outside_noun"]

_MODIFYING = frozenset({"outside", "inside"})
_NOT_NOUNS = DETERMINERS | POSSESSIVES | PRONOUNS | TIME_WORDS


def outside_noun(toks: list[Token]) -> bool:
    """Is the option "outside" / "inside" and one or two bare lower-case words ("outside counsel", "outside sales
    reps")? Not "outside the office", "outside London", "outside tonight" (a determiner, a name, a time)."""
    if not 2 <= len(toks) <= 3 or toks[0].low not in _MODIFYING:
        return False
    return all(t.text.isalpha() and t.text.islower() and t.low not in _NOT_NOUNS for t in toks[1:])
