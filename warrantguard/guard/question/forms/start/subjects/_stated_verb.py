"""A statement's subject and its verb in "-s" before the options ("The gym offers | a monthly plan or an annual one.
Which is better?", "My bank offers | a fixed rate or a tracker"): the subject and its verb are no part of A, which
starts at the verb's object (added in session 49, for misreads found outside the corpus)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COPULAS,
    DETERMINERS,
    POSSESSIVES,
    PREPS,
    PRONOUNS,
    VERBS,
    Token,
)

__all__ = ["stated_verb_object"]

_BOUND = frozenset({"for", "on", "with"})
_OPENERS = frozenset({"the", "my", "our", "their", "his", "her", "your"})
_CLAUSE_VERBS = frozenset({"say", "think", "mean", "get", "keep", "seem", "look", "feel", "sound", "become", "tend",
                           "know", "hope", "reckon", "believe", "claim", "argue", "go", "come", "drop", "state"})
_QUANTIFIERS = frozenset({"every", "each", "no", "some", "any", "more", "less", "all", "both", "either", "another"})
_SUBJECT_WORDS = 3
_ASIDE_WORDS = 3  # words of a bracketed aside after the subject ("(7)", "(F, 34)")
_OBJECT_PRONOUNS = frozenset({"me", "us", "him", "her", "them", "you", "it"})


def stated_verb_object(core: list[Token], a: list[Token], right: list[Token]) -> list[Token]:
    """A from its verb's object when ``core`` opens a statement with a determiner, a subject of up to three words and
    a listed verb in "-s" before a determiner, a possessive or a name ("The pension scheme offers | a default fund");
    A itself otherwise (not "The bus stops | …": A starts after no verb; not "Does the gym offer …"; not "… suggests
    a fixed price or | offers over": B may be a second verb; not "… lets | me work Mondays or …": a pronoun's
    clause)."""
    if not a or a[-1] is not core[-1] or len(core) < 4 or core[0].low not in _OPENERS or not right:
        return a
    if _s_verb(right[0].low) or right[0].low in AUX or any(t.low in _QUANTIFIERS for t in right):
        return a  # "… or a whistle | every morning": B's time, or both's?
    start = len(core) - len(a)
    if not core[1].low.isalpha() or core[1].low in DETERMINERS:
        return a  # "the 2x points | on the Sapphire or …": a count, no subject
    aside = 0  # "My daughter (7) | wants …": a bracketed age or note after the subject is no word of it
    for k in range(2, min(1 + _SUBJECT_WORDS + _ASIDE_WORDS, len(core) - 2) + 1):  # the verb's object after it
        word = core[k].low
        if aside < _ASIDE_WORDS and _in_aside(core, k):
            aside += 1
            continue
        if k - aside > 1 + _SUBJECT_WORDS:
            return a
        if _s_verb(word) and start <= k:
            return _verb_object(core, k + 1 + (core[k + 1].low in _BOUND and k + 2 < len(core)), a, right)
        if word in AUX or word in COPULAS or word in PREPS or word in DETERMINERS or not word.isalpha() \
                or (word.endswith("s") and word[:-1] in VERBS):
            return a  # "The gym is | …", "The gym near | …", "The vendor says | …": no plain subject before the verb
    return a


def _verb_object(core: list[Token], k: int, a: list[Token], right: list[Token]) -> list[Token]:
    """A from the verb's object at ``k`` ("offers | a default fund", "calls for | butter"), its article dropped; A
    itself when no object opens there or two objects do ("gives | residents a green bin or …": A the second?)."""
    if not _object_opens(core[k]) or (k + 1 < len(core) and core[k + 1].low in DETERMINERS | POSSESSIVES):
        return a
    if core[-1].text[:1].isdigit() and right[0].text[:1].isdigit():
        return a  # "takes | 3 or 4 business days": a rough count
    return core[k + (core[k].low in ("a", "an", "the")) :]


def _s_verb(word: str) -> bool:
    """Is ``word`` a listed verb in "-s" that is no noun as well ("offers", "provides"; not "plans")?"""
    if not word.endswith("s") or word in AMBIGUOUS:
        return False
    stem = word[:-1] if word[:-1] in VERBS else word[:-2] if word.endswith("es") and word[:-2] in VERBS else ""
    return bool(stem) and stem not in _CLAUSE_VERBS  # not "says | no pets or …", "keeps | saying …"


def _object_opens(tok: Token) -> bool:
    """Does ``tok`` open an object: a determiner, a possessive, a name, a number or a bare noun ("includes |
    breakfast"), no preposition or adverb?"""
    if tok.low in _QUANTIFIERS or tok.low.endswith(("ly", "ing", "ed")):
        return False  # "drops | every hour or two", "gets | expensed now or …"
    bare = tok.low.isalpha() and tok.low not in PREPS | AUX | PRONOUNS | _OBJECT_PRONOUNS
    return tok.low in DETERMINERS | POSSESSIVES or tok.text[:1].isupper() or tok.text[:1].isdigit() or bare


def _in_aside(core: list[Token], k: int) -> bool:
    """Is ``core[k]`` a word of a short bracketed aside after the subject's first word ("daughter | (7)", "son | (F,
    34)"): it or a word before it opens a bracket that closes by the aside's end, no further (session 50)."""
    opener = next((j for j in range(k, max(1, k - _ASIDE_WORDS), -1) if core[j].text.startswith("(")), None)
    if opener is None or any(core[j].text.endswith(")") for j in range(opener, k)):
        return False
    return any(core[j].text.endswith(")") for j in range(k, min(len(core), opener + _ASIDE_WORDS)))
