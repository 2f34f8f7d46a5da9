"""Verbs as a word class: a verb's base form, phrasal particles, relative and indefinite pronouns,
-ly adverbs of manner. Where a verb phrase ends is a rule: ``forms._verb_phrase``."""

from __future__ import annotations

import re

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import VERBS

__all__ = ["INDEFINITE", "PHRASAL", "RELATIVES", "is_verb", "manner_adverb", "phrase_text", "redone",
           "suffixed_verb", "third_person_verb"]

RELATIVES = frozenset({"who", "that", "which", "whose", "where", "that's", "that\u2019s", "who's"})

_VERB_SUFFIX = re.compile(r"^[a-z]{4,}(?:ize|ise|ify)$")

_NOT_VERBS = frozenset({"enterprise", "franchise", "expertise", "merchandise", "otherwise", "premise",
                        "paradise", "compromise", "exercise"})

PHRASAL = frozenset({"back", "up", "out", "off", "down", "away"})  # "roll back", "scale up"



def is_verb(tok: Token, initial: bool = False) -> bool:
    """Is ``tok`` a verb's base form ("build", "expand")? Capitalized words are names unless
    ``initial`` (first word of its clause)."""
    if tok.capitalized and not initial:
        return False
    w = tok.low
    return w in VERBS or (bool(_VERB_SUFFIX.match(w)) and w not in _NOT_VERBS) or _redone_verb(w) or _prefixed_verb(w)


def suffixed_verb(word: str) -> bool:
    """A verb told by its ending, "-ize" / "-ise" / "-ify" ("symbolize", "prioritise", "simplify"; not "enterprise",
    "exercise"), though no list holds it: after a subject pair it is the verb ("… or pomelos | symbolize …")."""
    return bool(_VERB_SUFFIX.match(word)) and word not in _NOT_VERBS | _ISE_WORDS and not word.endswith("wise")


_ISE_WORDS = frozenset({"promise", "surprise", "precise", "concise", "treatise", "reprise", "chemise"})


def _prefixed_verb(word: str) -> bool:
    """A listed verb after "self-", "co-", "pre-" or "re-" ("self-publish", "co-sign", "pre-order", "re-slice"; not a
    noun such as "self-care" or "pre-school")."""
    head, _, stem = word.partition("-")
    return head in ("self", "co", "pre", "re") and stem in VERBS and word not in _PREFIXED_NOUNS


def _redone_verb(word: str) -> bool:
    """A listed verb of four letters or more with "re" before it ("retake", "redraw"; not "resin", "reset",
    nor a word that is mostly a noun: "a retreat center", "a resort")."""
    stem = word.removeprefix("re")
    return word.startswith("re") and len(stem) >= 4 and stem in VERBS and word not in _RE_NOUNS


_PREFIXED_NOUNS = frozenset({"self-care", "self-help", "self-service", "self-check", "self-control", "self-start",
                             "self-talk", "self-love", "self-defense", "self-study", "co-op", "pre-school", "pre-sale",
                             "pre-work", "pre-order"})
_RE_NOUNS = frozenset({"retreat", "resort", "research", "retail", "reward", "remark", "recess", "rebate", "resource",
                       "reprint", "remix", "rematch"})

def redone(word: str) -> bool:
    """Is ``word`` a listed verb with "re-" before it ("reprocess", "reinstall", "rerun"; "re-run")? A verb only
    where the clause says so (many such words are nouns too: "retreat", "resort")."""
    stem = word.removeprefix("re").removeprefix("-")
    return word.startswith("re") and len(stem) >= 3 and stem in VERBS


INDEFINITE = frozenset({"someone", "somebody", "something", "everyone", "everything", "anyone", "anything", "nobody"})



def phrase_text(toks: list[Token]) -> str:
    """The words of ``toks`` as one string, without the sentence's closing mark."""
    return " ".join(t.text for t in toks).rstrip("?.!")



def manner_adverb(word: str) -> bool:
    """An -ly adverb that is not a verb ("kindly", "honestly"; not "apply", "rely", nor a listed verb redone:
    "reapply")."""
    return len(word) > 4 and word.endswith("ly") and word.isalpha() and word not in VERBS and not _redone_verb(word)


_SINGULAR_FINITE = frozenset({"is", "was", "has", "does"})


def third_person_verb(tok: Token) -> bool:
    """``is``/``has``/``does`` or a listed verb with the ``-s`` of the third person ("makes", "switches"; not a
    capitalized name, nor "drivers", whose "-rs" is no "-es")."""
    w = tok.low.rstrip("?.!,")
    if w in _SINGULAR_FINITE:
        return True
    return not tok.capitalized and w.endswith("s") and not w.endswith("ss") \
        and (w[:-1] in VERBS or (w.endswith("es") and w[:-2] in VERBS))
