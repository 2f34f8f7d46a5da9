"""An opening auxiliary, a subject of a determiner and one noun, then a word the verb lists lack, against a B opening
with a listed verb ("Should the café | roast in-house or | keep buying from Square Mile?"): no second subject stands
before B's verb, so the unlisted word is the subject's verb and the options are the two verb phrases. So too a bare
plural subject after a modal ("Should residents | flush their taps or call the utility …?")."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    DETERMINERS,
    MODALS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Token,
    ing_word,
    is_verb,
)

__all__ = ["bare_plural_subject_verb", "unlisted_subject_verb"]

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


def bare_plural_subject_verb(left: list[Token], begin: int, right: list[Token], subject: str) -> int | None:
    """Where A starts after a modal and a bare plural subject when a plain word and its object follow ("Should
    residents | flush their taps or | call the utility …"): a word with a determiner right after it is the subject's
    verb, not a noun of the subject, and B opens on a listed verb and its object. ``None`` otherwise ("Should kids
    phones …": no object after the word)."""
    if subject != "verb" or begin != 1 or len(left) < 4 or len(right) < 2 or left[0].low not in MODALS:
        return None
    noun, verb, obj = left[1], left[2], left[3]
    plural = noun.text.isalpha() and noun.text.islower() and noun.low.endswith("s") and not noun.low.endswith("ss")
    plain_verb = verb.text.isalpha() and verb.text.islower() and verb.low not in _OBJECT_OPENERS | AUX
    if not (plural and plain_verb and noun.low not in _OBJECT_OPENERS and obj.low in DETERMINERS | POSSESSIVES):
        return None
    b_object = right[1].low in DETERMINERS | POSSESSIVES | PRONOUNS
    return 2 if right[0].text.islower() and is_verb(right[0], initial=True) and b_object else None
