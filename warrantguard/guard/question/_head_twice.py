"""A head written on both sides after a one-word modifier each ("go back to work | part time or full time"): the
options are the two modifiers with the head, the verb phrase before A both options'. B may go on with a phrase both
share ("smarter to paddle | upstream first or downstream first | on a there-and-back trip", added for the
hundred-and-fifty-seventh held-out part), and A's verb may be one no list holds when an infinitive's "to" after a
comparative stands before it ("smarter to | paddle")."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COMPARATIVES,
    DETERMINERS,
    OBJECT_PRONOUNS,
    PREPOSITIONS,
    VERBS,
    Refusal,
)
from warrantguard.guard.question.words import text as tx
from warrantguard.guard.question.words import wordlists as wl

__all__ = ["head_twice_pair"]


def head_twice_pair(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """A's modifier and the head B repeats, and B's two words ("part time" / "full time"), when a verb, a determiner
    or a preposition stands before A's modifier (not "neutral | shoes"); None otherwise. Refuses when the word before
    A's modifier opens the prompt and may be a verb or a noun of A's name ("Plant | food pellets or …")."""
    if len(right) < 2 or len(left) < 3 or not _b_closes(left, right):
        return None
    if left[-1].low != right[1].low or right[0].low == right[1].low or right[1].low in OBJECT_PRONOUNS:
        return None
    if left[-2].low in DETERMINERS | PREPOSITIONS | {"own"} or not left[-2].low.isalpha() \
            or right[0].low in DETERMINERS:
        return None
    if not (left[-3].low in DETERMINERS | PREPOSITIONS or _verb_at(left, len(left) - 3)):
        return None
    if len(left) == 3 and left[0].low in wl.AMBIGUOUS and left[0].low not in wl.LEAD_VERBS:
        raise Refusal(f"unclear whether '{' '.join(t.text for t in left)}' is a verb and its object or one name")
    return left[-2:], right[:2]


def _b_closes(left: list[tx.Token], right: list[tx.Token]) -> bool:
    """Does B end after its two words, or go on with a preposition's phrase after a lead of its own before A's verb
    ("Is it smarter to paddle … | on a …"; not "exit row seat or bulkhead seat | on a 737": no lead)?"""
    return len(right) == 2 or (right[2].low in PREPOSITIONS and len(left) > 4)


def _verb_at(left: list[tx.Token], k: int) -> bool:
    """Is ``left[k]`` a verb: a listed one not after a determiner ("get an | exit row seat": a modifier), or any word
    after an infinitive's "to" that follows a comparative ("smarter to | paddle")?"""
    if left[k].low in VERBS:
        return k == 0 or left[k - 1].low not in DETERMINERS
    return k > 1 and left[k - 1].low == "to" and left[k - 2].low in COMPARATIVES
