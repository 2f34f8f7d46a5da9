"""Option B opening with a verb the verb list lacks, told by what follows it (see ``_verb_phrase.verb_mode``):

* a hyphenated word before "the" / a possessive and a word ("… or fine-tune | the existing checkpoint"): a
  compound verb taking its object, as "retake the SAT";
* a verb with a hyphenated prefix before a bare object and a preposition ("… or pre-ship | inventory to the DC");
* a verb with a hyphenated prefix before a partitive object ("… or cross-train | two of the pickers", "… or
  re-test | some of them"): a count and "of" is no noun's head after a modifier;
* a word before an indefinite pronoun as its object ("… or grandfather | everyone in"): no noun takes one;
* "be" before a participle ("… or | be treated as hobby income"): a passive (``_passive_b``);
* a word and a second word before an object pronoun closing B ("… or | strip graze him", ``closing_object``);
* a word before the same preposition as A's verb ("shard by tenant_id or partition | by month"): the two
  options are parallel verb phrases, each with its own phrase of that preposition;
* a word before the preposition it is bound to ("… or accede | to the request", "… or object | to the terms"):
  no noun is bound to a preposition so (``BOUND_VERBS``);
* a word before a numbered part of a document ("… or redline | section 4.2", "… or blackline | clause 7"), A no
  numbered part of its own: the part is a whole noun phrase, no article needed, so the word before it is no
  modifier but a verb taking it.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.end.verbs.phrase._joined_verb_b import joined_verb_b
from warrantguard.guard.question.forms.end.verbs.phrase._passive_b import passive_b
from warrantguard.guard.question.words import (
    BOUND_VERBS,
    DETERMINERS,
    MODIFIERS,
    NUMBER_WORDS,
    PLAIN_ADJECTIVES,
    POSSESSIVES,
    PREPOSITIONS,
    PREPS,
    PRONOUNS,
    Token,
    is_verb,
)

__all__ = ["closing_object", "unlisted_b_verb"]

_INDEFINITE_OBJECTS = frozenset({"everyone", "everybody", "everything", "someone", "somebody", "anyone", "anybody"})
_OBJECT_LEADS = frozenset({"the"}) | POSSESSIVES


_SOME = frozenset({"some", "all", "most", "half", "both", "each", "several", "few", "many", "any", "none"})
_VERB_PREFIXES = frozenset({"pre", "re", "co", "mis", "over", "under", "out", "double", "cross"})


def _prefixed(word: str) -> bool:
    """A verb with a hyphenated prefix ("pre-ship", "re-route", "double-check"), its stem a listed verb."""
    head, _, stem = word.partition("-")
    return head in _VERB_PREFIXES and stem.isalpha() and is_verb(Token(stem, 0, len(stem)))


def unlisted_b_verb(core: list[Token], right: list[Token]) -> bool:
    """Is ``right[0]`` a verb the lists lack, by one of the forms of this module's docstring?"""
    if len(right) < 2 or right[0].capitalized or right[0].low in DETERMINERS | PRONOUNS | PREPOSITIONS:
        return False
    w, nxt = right[0].low, right[1].low
    if "-" in w.strip("-") and w.replace("-", "").isalpha() and nxt in _OBJECT_LEADS and len(right) > 2:
        return True  # "fine-tune | the existing checkpoint"
    if _prefixed(w) and nxt.isalpha() and nxt not in PREPOSITIONS and len(right) > 2 and right[2].low in PREPOSITIONS:
        return True  # "… or pre-ship | inventory to the DC": a prefixed verb, its bare object and a phrase
    if _prefixed(w) and (nxt in NUMBER_WORDS | _SOME or nxt.isdigit()) and len(right) > 2 and right[2].low == "of":
        return True  # "… or cross-train | two of the pickers": a prefixed verb and its partitive object
    if not w.isalpha():
        return False
    if nxt in _INDEFINITE_OBJECTS or passive_b(right) or joined_verb_b(core, right):
        return True  # "grandfather | everyone in"; "… or | be treated as hobby income": a passive; "reformat and send"
    if (w, nxt) in BOUND_VERBS or _numbered_part(core, right):
        return True  # "… or accede | to the request", "… or redline | section 4.2"
    same = len(core) > 2 and is_verb(core[0], initial=True) and core[1].low in PREPOSITIONS and core[1].low == nxt
    return same and len(right) > 2 and w not in {t.low for t in core}  # "shard by … or partition | by month"


_DOCUMENT_PARTS = frozenset({"section", "clause", "paragraph", "article", "exhibit", "schedule", "appendix", "annex",
                             "page", "chapter", "item", "line", "rule", "subsection", "sec", "para", "art"})
_PART_LABEL = re.compile(r"(?:\d+(?:\.\d+)*(?:\([a-z0-9]+\))*|[A-Z]|[IVX]+)[?.!,]?")


def _numbered_part(core: list[Token], right: list[Token]) -> bool:
    """B a lower-case word (no modifier, no participle) and a numbered part of a document ("redline | section
    4.2", "blackline clause 7", "annotate exhibit B"), A holding no number of its own ("read chapter 3 or bonus
    chapter 4": two parts, the word before B's a modifier)."""
    if len(right) < 3 or right[1].low not in _DOCUMENT_PARTS or not _PART_LABEL.fullmatch(right[2].text):
        return False
    w = right[0].low
    return w not in MODIFIERS | PLAIN_ADJECTIVES and not w.endswith("ed") \
        and not any(c.isdigit() for t in core for c in t.text)


def closing_object(right: list[Token], k: int) -> bool:
    """An object pronoun at B's ``k``-th word ("it", "them", "him"; "her" only closing B or before a preposition,
    not a possessive before its noun: "… or walk | her dog")."""
    w = right[k].low
    after = right[k + 1].low if k + 1 < len(right) else ""
    return w in ("it", "them", "him") or (w == "her" and (not after or after in PREPS))
