"""Questions opening with their wh-word or an inverted auxiliary, typed without their question mark (see ``_asking``
and ``_unmarked``).

- The sentence offering the pair opens with a wh-question's head, a wh-word (and its noun) then a finite verb:
  "Which CRM should a five-person sales team use, HubSpot or Salesforce", "Who should lead the project, Priya or
  Marcus", "Which wins for a B2B startup, inbound vs outbound sales" (:func:`wh_opening`). Not a relative clause
  told as a sentence ("Which is why …", "Which means …", "Who knows, …"), nor "What I want is …" (no finite verb
  after the wh-word).
- The pair, then a clause set off by a colon, a dash or a comma that opens as a question: "Congestion pricing v.
  more bus lanes: which cuts downtown traffic faster", "Norton vs Windows Defender - do I really need to pay …",
  "generic atorvastatin v. Lipitor, is there any real difference" (:func:`pair_then_question`).
- Another sentence of the prompt is a wh-question weighing the pair: "We can either renovate or move. Which makes
  more sense", "… Which way would you go" (:func:`wh_sentence`): a modal and its subject after the head, or an
  evaluative word ("more", "better", "right"), and no closing period.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    COPULA_LEADS,
    DEGREE,
    DETERMINERS,
    PREDICATE_HEADS,
    PREDICATE_NOUNS,
    PREPOSITIONS,
    PRONOUNS,
    WH,
    finite_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["pair_then_question", "wh_opening", "wh_sentence"]

_HEADS = frozenset({"which", "what", "who", "where"})
_NOUN_HEADS = frozenset({"which", "what"})  # "Which CRM should …", "What tool is …": a noun may follow
_MAX_NOUNS = 2
# Verbs after a relative "which" / "who" told as a sentence of its own: "Which means …", "Who knows, …".
_LINKING = frozenset({"means", "meant", "explains", "leaves", "reminds", "brings", "knows", "cares", "says", "said"})
# "Which is why …", "which is because …": a relative clause, not a question.
_NOT_AFTER_COPULA = WH | frozenset({"because", "also", "exactly", "probably", "just", "fine", "great", "ok", "okay"})
_NOT_NOUNS = PRONOUNS | AUX | COPULA_LEADS | DETERMINERS | PREPOSITIONS | WH | frozenset({"that", "there", "if"})
_SUBJECTS = PRONOUNS - {"it", "one"}
_EVALUATIVE = COMPARATIVES | DEGREE | PREDICATE_HEADS | PREDICATE_NOUNS | frozenset({"sense", "usual", "typical"})
# A question's inverted auxiliary and its subject: "is the …", "do I …", "is there …".
_AUX_SUBJECT = PRONOUNS | DETERMINERS | frozenset({"there"})
_POLITE = frozenset({"please", "pls", "plz", "kindly"})
_QUESTION_SEPARATOR = re.compile(r"\s*(?:[:;,]|\s[-–—]{1,2}|[–—])\s*")


def _head_end(toks: list[tx.Token]) -> int | None:
    """Where the finite verb after a wh-question's head stands ("Which CRM | should …", "Who | gets …", "Which of
    these | should …"), or ``None``: no wh-word first, or no finite verb after it and its noun."""
    if len(toks) < 2 or toks[0].low not in _HEADS:
        return None
    k = 1
    if toks[0].low in _NOUN_HEADS:
        if toks[1].low == "of" and len(toks) > 3 and toks[2].low != "course":  # "Which of these | should …"
            k = next((j for j in range(2, min(len(toks), 6)) if toks[j].low in AUX | COPULA_LEADS), 0)
            return k or None
        while k < min(len(toks), _MAX_NOUNS + 1) and toks[k].low.isalpha() and toks[k].low not in _NOT_NOUNS \
                and not finite_verb(toks, k):
            k += 1  # "Which | airline | is …"
    if k >= len(toks) or not finite_verb(toks, k) or toks[k].low in _LINKING:
        return None
    after = toks[k + 1].low if k + 1 < len(toks) else ""
    if toks[0].low in ("what", "where") and toks[k].low not in AUX | COPULA_LEADS and (
            toks[0].low == "where" or after in PRONOUNS | COPULA_LEADS):
        return None  # "What matters is …", "What worries me …": a clause as subject; "where is …", "what makes …"
    if toks[k].low in COPULA_LEADS and after in _NOT_AFTER_COPULA:
        return None  # "Which is why …"
    return k


def wh_opening(smask: str) -> bool:
    """Does the sentence open with a wh-question's head ("Which airline is more comfortable …, A or B", "Where
    should we go for spring break, A or B"), not ending in a period?"""
    return not smask.rstrip().endswith(".") and _head_end(tx.tokens(smask)) is not None


def _question_clause(toks: list[tx.Token]) -> bool:
    """Does a clause open as a question: a wh-head ("which cuts …") or an inverted auxiliary and its subject
    ("is the extra $10 …", "do I really need …", "is there any …")?"""
    if _head_end(toks) is not None:
        return True
    return len(toks) > 3 and toks[0].low in AUX | COPULA_LEADS and toks[1].low in _AUX_SUBJECT \
        and toks[2].low not in _POLITE and not finite_verb(toks, 2)  # not "…, would you please …", "is that is …"


def pair_then_question(smask: str, coordinator: re.Pattern[str]) -> bool:
    """Is the sentence the pair, then a clause set off after it that opens as a question ("Mint Mobile vs Visible
    — who has better coverage in rural Ohio", "ILR vs British citizenship - is it worth paying …")?"""
    co = coordinator.search(smask)
    if co is None or smask.rstrip().endswith("."):
        return False
    sep = _QUESTION_SEPARATOR.search(smask, co.end())  # the first separator after the pair
    return sep is not None and _question_clause(tx.tokens(smask[sep.end() :]))


def wh_sentence(smask: str) -> bool:
    """Is the sentence a wh-question weighing the pair another sentence offers ("Which makes more sense", "Which
    one is right for me right now", "Which way would you go"), with no closing period?"""
    toks = tx.tokens(smask)
    k = _head_end(toks)
    if k is None or smask.rstrip().endswith("."):
        return False
    asked = toks[k].low in AUX and k + 1 < len(toks) and toks[k + 1].low in _SUBJECTS  # "… would you go"
    return asked or any(t.low in _EVALUATIVE for t in toks[k:])
