"""A pair set as a heading before a colon (or "A or B" before a dash), the case it is weighed for after it ("repair vs
replace: 2019 macbook pro with a swollen battery", "LIBRARY OR BUY — new Sally Rooney, 200+ holds at my branch"): a
forum title asking which, question mark or not (:func:`pair_heading`). Not a pair of clauses, nor a case that is a
clause ("Apple vs Samsung: the lawsuit is over.")."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.unasked import unfit
from warrantguard.guard.question.words import AUX, COPULAS, PRONOUNS, participle_word, third_person_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["pair_heading"]

_WORD = r"[\w'’+#.-]+"
_SIDE = rf"((?:{_WORD}\s+){{0,2}}{_WORD})"
_HEAD = re.compile(rf"\s*{_SIDE}\s+(?:vs\.?|versus)\s+{_SIDE}\s*:\s+(\S.*)$", re.I | re.S)
_OR_HEAD = re.compile(rf"\s*{_SIDE}\s+or\s+{_SIDE}\s+(?:[—–]|--)\s+(\S.*)$", re.I | re.S)  # "library or buy — …"
_LEAST_CASE = 2  # the words of the case at least ("repair vs replace: | old laptop")


def pair_heading(sentence: str) -> bool:
    """Is ``sentence`` "A vs B:" or "A or B —" (one to three words a side, none a pronoun, auxiliary, copula or
    preposition) and a case of two words or more with no finite verb after the colon, no full stop closing it
    ("repair vs replace: 2019 macbook pro with a swollen battery", "rent vs buy: 2 bed condo in Austin")?"""
    m = _HEAD.match(sentence) or _OR_HEAD.match(sentence)
    if m is None or sentence.rstrip().endswith("."):
        return False
    case = tx.tokens(m.group(3))
    if m.re is _OR_HEAD and case and participle_word(case[0].low):
        return False  # "Visa or Mastercard -- accepted at all locations": a predicate told of both
    if unfit(tx.tokens(m.group(1)) + tx.tokens(m.group(2))) or len(case) < _LEAST_CASE:
        return False
    return not any(t.low in AUX or t.low in COPULAS or t.low in PRONOUNS or (third_person_verb(t) and not (
        k and case[k - 1].text[:1].isdigit())) for k, t in enumerate(case))  # "200+ holds": a counted noun
