"""A subject holding a word that is a verb too, before the modal and the verb the pair follows: "if the new parental
leave policy should | apply from … or after …", "should risk | sign off with … or block …" (the subject is no part of
A; :func:`modal_subject_verb`)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    DETERMINERS,
    MODALS,
    PHRASAL,
    PREPOSITIONS,
    PRONOUNS,
    RELATIVES,
    Token,
    is_verb,
)

__all__ = ["headless_subject_verb", "modal_subject_verb"]

_LONGEST = 5  # words of the subject before its modal


def modal_subject_verb(left: list[Token], begin: int, right: list[Token], subject: str) -> int | None:
    """Where A starts when the lead read a subject (``subject`` "verb") but the verb it awaits stands in A's side: a
    modal inside the subject's words and a verb after it ("the new parental leave policy should | apply …"), or a
    one-word subject after an opening modal, a phrasal verb after it and a verb opening B ("should risk | sign off
    … or block …"), B opening with a verb or a preposition; ``None`` otherwise (not "should rent | the flat or …": no
    verb after the word; not "… should go out today or Monday morning meeting": a noun B); or a subject pronoun and its
    modal before A's verb ("… something I should | click or delete")."""
    if subject != "verb" or begin >= len(left) or not right:
        return None
    if right[0].low not in PREPOSITIONS and not is_verb(right[0], initial=True):
        return None  # B a noun phrase: "… should go out today or | Monday morning meeting" may be read either way
    m = next((k for k in range(begin + 1, min(len(left) - 1, begin + _LONGEST + 1)) if left[k].low in MODALS), None)
    if m is not None and _plain(left[begin:m]) and is_verb(left[m + 1]):
        return m + 1
    if (k := _pronoun_modal(left, begin)) is not None:
        return k  # "whether this email … is something I should | click or delete"
    opened = begin == 1 and left[0].low in MODALS and begin + 2 < len(left)
    if opened and _plain(left[1:2]) and left[1].low not in PRONOUNS and is_verb(left[2]) \
            and left[3].low in PHRASAL and is_verb(right[0], initial=True):
        return 2
    return None


def _pronoun_modal(left: list[Token], begin: int) -> int | None:
    """Where the verb after the last subject pronoun and its modal stands, the verb A opens on ("… is something I
    should | click or delete"): the pronoun is the subject of both verbs, so no subject pair awaits a verb after B."""
    k = next((k for k in range(len(left) - 3, begin - 1, -1) if left[k].low in PRONOUNS and left[k + 1].low in MODALS),
             None)
    if k is None:
        return None
    return k + 2 if modal_verb_word(left[k + 2]) else None


def modal_verb_word(tok: Token) -> bool:
    """Is ``tok`` a plain lower-case word a modal's verb can be ("click"), whatever the lists know of it: not "not",
    "be", "have", an adverb, a determiner or a preposition?"""
    return tok.text.isalpha() and tok.text.islower() and tok.low not in ADVERBS | DETERMINERS | PREPOSITIONS \
        and tok.low not in ("not", "be", "have")


def headless_subject_verb(left: list[Token], begin: int, right: list[Token]) -> int | None:
    """Where A starts when the lead took a subject's head noun for its verb: a modal, a determiner and an adjective
    that heads nothing ("Should the new | hire shadow Priya …"), the word read as the verb being the subject's noun
    ("the new hire") and the next plain word the verb, B opening on a verb ("… or start on tickets"); ``None``
    otherwise (not "Should the kids | …": the subject has its noun)."""
    if begin < 3 or begin + 1 >= len(left) or not right or not is_verb(right[0], initial=True):
        return None
    modal, det, adjective, nxt = left[begin - 3], left[begin - 2], left[begin - 1], left[begin + 1]
    if modal.low not in MODALS or det.low not in DETERMINERS or adjective.low not in _PRENOMINAL:
        return None
    plain = nxt.text.isalpha() and nxt.text.islower() and nxt.low not in PREPOSITIONS | DETERMINERS | PRONOUNS
    return begin + 1 if plain and left[begin].text.islower() else None


_PRENOMINAL = frozenset({"new", "old", "senior", "junior", "young", "current", "former", "incoming", "outgoing",
                         "interim", "temporary", "permanent", "part-time", "full-time"})  # adjectives heading nothing


def _plain(words: list[Token]) -> bool:
    """Are ``words`` a plain subject: lower-case words and determiners, no preposition, relative, auxiliary or
    punctuation ("the new parental leave policy")?"""
    return bool(words) and all(t.text.isalpha() and t.text.islower() and t.low not in PREPOSITIONS | RELATIVES | AUX
                               and t.low not in ("or", "and") for t in words) and words[-1].low not in DETERMINERS
