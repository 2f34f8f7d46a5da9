"""A capitalised "Thanks" run on after option B with no punctuation before it ("… by phone or in writing | Thanks!"):
the asker's sign-off, not a word of B."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["closing_thanks"]

_THANKS = frozenset({"thanks", "thx", "ty", "cheers"})


def closing_thanks(b: list[Token]) -> list[Token]:
    """B without a closing capitalised "Thanks" / "Cheers" after a lower-case word of B ("in writing | Thanks");
    ``b`` unchanged when the word is lower case or B is that word alone ("No Thanks" as a name stays whole)."""
    if len(b) < 2 or b[-1].low not in _THANKS or not b[-1].text[:1].isupper() or not b[-2].text[:1].islower():
        return b
    return b[:-1]
