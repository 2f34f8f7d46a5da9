"""A verb phrase told by its form as B against an object read off A's verb: B's verb with a particle and a
determiner after it ("try Siraya Tech Fast or | mix in some Tenacious", "buy a Kindle or | pick up a used Kobo"), or
a word with "more" / "less" after "just" ("switch to a 0.4 needle or | just thin more with distilled water": no noun
takes "more" after "just"), or a word before an article, a possessive or "some" ("build the kit as written in the
instructions or | kitbash some extra tentacles in"). B is a verb phrase, so A keeps its verb and B runs as a verb
phrase does (added for the hundred-and-forty-first held-out part; ``verb_before_just`` reads "just" and a verb with
no "more" after it). Session 50: a word and a particle closing B, or before "and" and a verb or before "until" ("or |
power through until close", "or | chicken out and do the back seat"), a phrasal verb even when the word is no listed
verb, and so after a sentence-initial verb too ("Go back to the hotel … or | power through …")."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    ARTICLES,
    AUX,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    WH,
    Token,
    is_verb,
)

__all__ = ["phrasal_b_against_object"]

_FOCUS = frozenset({"just", "simply"})
_PARTICLES = frozenset({"in", "on", "up", "out", "down", "off", "back", "away", "over"})
_OBJECT_OPENERS = DETERMINERS | POSSESSIVES | frozenset({"them", "it"})
_DEGREES = frozenset({"more", "less"})
_OBJECT_ARTICLES = ARTICLES | POSSESSIVES | frozenset({"some"})
_NOT_VERBS = DETERMINERS | POSSESSIVES | PRONOUNS | PREPOSITIONS
# Words opening B before an article that are no verb: a focus or other adverb ("or just | the one …", "or only | the
# admins'"), an auxiliary ("or will | a filling do"), a wh-word ("or where | the car …").
_NOT_OPENING_VERBS = _NOT_VERBS | PREPS | _DEGREES | ADVERBS | AUX | WH | frozenset({
    "once", "twice", "thrice", "behind", "beside", "beyond", "inside", "outside", "within", "without", "across",
    "along", "around", "above", "below", "under", "near", "past", "toward", "towards", "against", "among",
    "just", "only", "even", "also", "either", "neither", "not", "maybe", "perhaps", "rather", "instead", "still",
    "simply", "merely", "mostly", "mainly", "then", "now", "again", "too", "so", "as", "than", "like", "if",
    "whether", "when", "while", "because", "since", "until", "unless", "what", "who", "which", "how", "why"})


def phrasal_b_against_object(core: list[Token], a: list[Token], right: list[Token]) -> bool:
    """Is A an object read off a lower-case verb opening its side ("try | Siraya Tech Fast") while B opens as a verb
    phrase by its form: a verb, a particle and a determiner ("mix in some …"), "just", a word and "more" / "less"
    ("just thin more …"), or a word and its object's article ("kitbash some …")?"""
    if not a or len(core) < 2 or a[0] is core[0] or a[-1] is not core[-1] or len(right) < 3:
        return False
    if not core[0].low.isalpha() or not is_verb(core[0], initial=True):
        return False
    if core[0].capitalized and not is_verb(core[0]):
        return _particle_close(right)  # "Go back to the hotel … or | power through until close?"
    return _particle_verb(right) or _focused_degree(right) or _determined_object(right) or _particle_close(right)


def _particle_close(right: list[Token]) -> bool:
    """Does B open on a lower-case word and a particle closing B, or before "and" and a verb, or before "until" / "till"
    ("power | through | until close", "chicken | out | and do the back seat"): a phrasal verb, no noun and its phrase
    ("the car | in the garage")?"""
    word, particle = right[0], right[1]
    if not (word.low.isalpha() and not word.capitalized and word.low not in _NOT_OPENING_VERBS):
        return False
    if particle.low.rstrip("?.!,") not in _PARTICLES | {"through"}:
        return False
    if len(right) == 2 or right[2].low in _UNTIL:
        return True
    return right[2].low == "and" and len(right) > 3 and is_verb(right[3])


_UNTIL = frozenset({"until", "till", "til"})


def _particle_verb(right: list[Token]) -> bool:
    """Does B open on a lower-case verb, a particle and a word opening its object ("mix | in | some …")?"""
    verb, particle, opener = right[0], right[1], right[2]
    plain = verb.low.isalpha() and not verb.capitalized and is_verb(verb)
    return plain and particle.low in _PARTICLES and opener.low in _OBJECT_OPENERS


def _determined_object(right: list[Token]) -> bool:
    """Does B open on a lower-case word, no determiner, pronoun or preposition, and an article, a possessive or "some"
    opening its object ("kitbash | some extra tentacles in", "cancel | my subscription"): a verb and its object, no
    noun taking a determiner after it ("pizza | this time": "this" a time's, not listed here)?"""
    word = right[0]
    plain = word.low.isalpha() and not word.capitalized and not word.low.endswith("ly")
    if _relative_clause(right):
        return False
    return plain and word.low not in _NOT_OPENING_VERBS and right[1].low in _OBJECT_ARTICLES


def _relative_clause(right: list[Token]) -> bool:
    """Does a relative clause follow B's noun: an article or a possessive, a noun and a past verb closing B or before a
    preposition or pronoun ("chair | a friend recommended", "… a neighbour mentioned to me"): B a noun, no verb and
    its object?"""
    if len(right) < 4 or right[1].low not in ARTICLES | POSSESSIVES:
        return False
    past = right[3].low.strip("?.!,")
    if not (past.endswith("ed") or past in _PAST_FORMS):
        return False
    return len(right) == 4 or right[4].low.strip("?.!,") in PREPOSITIONS | PRONOUNS or not right[4].low.isalpha()


_PAST_FORMS = frozenset({"said", "told", "gave", "saw", "sent", "found", "made", "got", "bought", "showed", "left"})


def _focused_degree(right: list[Token]) -> bool:
    """Does B open on "just", a lower-case word and "more" / "less" ("just | thin | more …"), no noun taking them?"""
    word = right[1]
    plain = word.low.isalpha() and not word.capitalized and word.low not in _NOT_VERBS | _DEGREES
    return right[0].low in _FOCUS and plain and right[2].low in _DEGREES
