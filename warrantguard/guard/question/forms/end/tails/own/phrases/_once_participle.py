""""once" before a past participle right after B's noun ("first cousin | once removed", "a ring | once owned by my
gran"): an adverb of the participle that describes B's noun, B's own words, not "once" opening a clause ("… or sell it
| once I retire"). Added for the hundred-and-twenty-first held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, DETERMINERS, PREPOSITIONS, PRONOUNS, Token, is_verb

__all__ = ["once_participle"]

_ONCE = frozenset({"once", "twice"})


def once_participle(right: list[Token], k: int) -> bool:
    """Is "once" at ``k`` of B's side an adverb before a past participle, after a noun of B's ("a second cousin |
    once removed", "the ring once owned | by my gran")? Not "… | once opened" after a verb, nor "once I …"."""
    if right[k].low not in _ONCE or k < 1 or k + 1 >= len(right):
        return False
    noun, done = right[k - 1], right[k + 1].low.rstrip("?.!,;:")
    if not noun.low.isalpha() or noun.low in DETERMINERS | PREPOSITIONS | PRONOUNS | AUX or is_verb(noun):
        return False
    return done.isalpha() and done.endswith("ed") and len(done) > 4 and not right[k + 1].capitalized
