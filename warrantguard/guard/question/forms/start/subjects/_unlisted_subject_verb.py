"""An opening auxiliary, a subject of a determiner and one noun, then a word the verb lists lack, against a B opening
with a listed verb ("Should the café | roast in-house or | keep buying from Square Mile?"): no second subject stands
before B's verb, so the unlisted word is the subject's verb and the options are the two verb phrases."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Token,
    ing_word,
)

__all__ = ["unlisted_subject_verb"]

_OBJECT_OPENERS = DETERMINERS | POSSESSIVES | PREPOSITIONS | PRONOUNS


def unlisted_subject_verb(left: list[Token], begin: int, right: list[Token], subject: str) -> int | None:
    """Where A starts: at the unlisted bare word after "<auxiliary> the <noun>" when a preposition or a hyphenated or
    -ly adverb follows it or nothing does ("Should the café | roast in-house"), and B opens with a listed, unambiguous
    bare verb before a gerund or an object ("… or | keep buying from …"); ``None`` otherwise ("Should the coffee shop
    roast …": two nouns before the verb; "… annex the Miller parcel": an object, whose verb is left to the lists)."""
    if subject != "verb" or begin != 1 or len(left) < 4 or len(right) < 2 or left[0].low not in AUX:
        return None
    if left[1].low not in DETERMINERS | POSSESSIVES or not left[2].low.isalpha() or not _unlisted(left[3]):
        return None
    nxt = left[4].low if len(left) > 4 else ""
    if nxt and not (nxt in PREPOSITIONS or "-" in nxt.strip("-") or nxt.endswith("ly")):  # no object after it
        return None
    b_verb, after = right[0], right[1].low
    listed = b_verb.text.islower() and b_verb.low in VERBS and b_verb.low not in AMBIGUOUS
    return 3 if listed and (ing_word(after) or after in _OBJECT_OPENERS) else None


def _unlisted(tok: Token) -> bool:
    """A lower-case bare word of letters the verb lists lack, no -s form ("roast"; not "shop", which the lists lack
    too: the caller's word after it tells the two apart)."""
    w = tok.text
    return w.isalpha() and w.islower() and w not in VERBS and not w.endswith("s") and w not in _OBJECT_OPENERS
