""""once" before a past participle right after B's noun ("first cousin | once removed", "a ring | once owned by my
gran"): an adverb of the participle that describes B's noun, B's own words, not "once" opening a clause ("… or sell it
| once I retire"). Added for the hundred-and-twenty-first held-out part.

And a place phrase after such a participle ("a plaster slab or a pillowcase hung up | on the line"): the participle
describes B's noun and the phrase is the participle's, B's own (added for the hundred-and-forty-ninth part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    is_verb,
    participle_word,
)

__all__ = ["once_participle", "relative_participle_b"]

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


# Prepositions of place after a participle ("hung up | on the line", "locked | at the station"): not a purpose's "for".
_PLACING = frozenset({"on", "in", "at", "from", "under", "over", "near", "inside", "outside", "behind", "above",
                      "below", "against", "beside", "across", "along", "around", "into", "onto"})
_ADVERB_PARTICLES = frozenset({"up", "out", "down", "off", "away", "back"})
# Past participles of placing that ``participle_word`` does not know ("hung up", "laid out", "set up").
_PLACED_FORMS = frozenset({"hung", "laid", "set", "put", "stuck", "strung", "spread", "dug"})


def relative_participle_b(right: list[Token], k: int) -> bool:
    """Is the place preposition at ``k`` of B's side the phrase of a lower-case past participle (and its particle)
    right after B's articled noun ("a pillowcase hung up | on the line", "a bike locked | at the station")? The
    participle describes B's noun; its place is B's own. Not after a verb or a determiner ("or a used one | in …")."""
    if right[k].low not in _PLACING or right[0].low not in ARTICLES or k < 3:
        return False
    j = k - 1 - (right[k - 1].low in _ADVERB_PARTICLES)
    done, nouns = right[j], right[1:j]
    if not nouns or not (participle_word(done.low) or done.low in _PLACED_FORMS) or not done.text.islower():
        return False
    return all(t.low.isalpha() and t.low not in DETERMINERS | PREPOSITIONS | PRONOUNS | AUX and not is_verb(t)
               for t in nouns)
