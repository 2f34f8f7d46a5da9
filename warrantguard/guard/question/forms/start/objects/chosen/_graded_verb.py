"""A bare verb right before a comparative closing the predicate, after an auxiliary taking a bare verb ("Does Kato
Unitrack or Peco Setrack | cope better with …", "Does the Accurascale Deltic or the Bachmann one | sound more like
…"): the word the comparative grades is the predicate's verb even when the word lists do not know it as one, so B
ends before it, not at a later word that is a verb ("… cope better with being | put away") (added for the
hundred-and-fifty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DETERMINERS, PREPOSITIONS, PRONOUNS, Token

__all__ = ["graded_verb"]

_BARE_AUX = frozenset({"do", "does", "did", "would", "will", "can", "could", "should", "might", "may"})
_NOT_VERBS = DETERMINERS | PRONOUNS | PREPOSITIONS | frozenset({"and", "or", "not", "one", "ones"})
_ONE = frozenset({"one", "ones"})
_GRADES = COMPARATIVES | frozenset({"more", "less"})
_AFTER_GRADE = PREPOSITIONS | frozenset({"than", "like"})


def graded_verb(aux: Token, right: list[Token], verb: int | None) -> int | None:
    """Where B's predicate opens when a lower-case word without "-s" stands right before a comparative that closes
    B's side or a preposition, "than" or "like" follows ("… Peco Setrack | cope better with …"), before the verb the
    lead found, after a capitalised name or "one"; else ``verb`` ("Does gas or induction boil water faster": found
    already; "Do tangerines or pomelos symbolize good luck more": no name before "luck")."""
    if aux.low not in _BARE_AUX:
        return verb
    stop = len(right) - 1 if verb is None else verb
    return next((k for k in range(1, stop) if _graded_at(right, k)), verb)


def _graded_at(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a bare verb the comparative after it grades ("cope | better with", "sound | more like")?"""
    w, before = right[k].low, right[k - 1]
    if right[k + 1].low not in _GRADES or w in _NOT_VERBS or not (before.capitalized or before.low in _ONE):
        return False  # B's head a name or "one" ("Peco Setrack | cope", "the Bachmann one | sound"): no compound's
        # noun ("SK Hynix RAM chips | overclock", "good luck | more") nor a verb's object ("reach fluency | quicker")
    closing = k + 2 >= len(right) or right[k + 2].low in _AFTER_GRADE
    bare = w.isalpha() and not right[k].capitalized and (not w.endswith("s") or w.endswith("ss"))
    return closing and bare and not w.endswith(("ly", "ing", "ed", "er", "est"))
