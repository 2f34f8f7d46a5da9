"""Kinds of a word on B's side that tell where a noun B ends (:mod:`._noun_side`): an adjective of judgement closing
the sentence, a weekday both options share, an "off" opening the place B is used from, A's preposition written again
after a B as long as A."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, JUDGING, PREPOSITIONS, WEEKDAYS, Token, is_verb

__all__ = ["judged_word", "off_place", "repeated_preposition", "shared_day"]


def judged_word(right: list[Token], k: int) -> bool:
    """After "Is A or B", an adjective of judgement ending the sentence or before its phrase ("… | realistic for
    the billing system", "… | OK for a headache"): the predicate, not B's word."""
    after = right[k + 1].low if k + 1 < len(right) else ""
    opens = after in ("", "for", "to", "with", "during", "if", "when", "on", "in", "under", "at")  # "… | legal on
    # $1,600", "… | usual at a wedding"
    return right[k].low.rstrip("?.!") in JUDGING and opens and right[k - 1].low not in DETERMINERS | PREPOSITIONS


def shared_day(a: list[Token], right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side a day of the week, one or every ("Saturday", "Saturdays"), capitalised as a time is
    and no name's word, after two options opening on the same article ("the county squad" / "the school team | on
    Saturdays": the time of both)? Not after unlike options ("nap or a walk | on Sundays": B's own, or both's?)."""
    word = right[k].low.rstrip("?.!,")
    alike = bool(a) and a[0].low in ARTICLES and a[0].low == right[0].low
    return alike and (word in WEEKDAYS or (word.endswith("s") and word[:-1] in WEEKDAYS))


def off_place(right: list[Token], k: int) -> bool:
    """Is word ``k`` "off" and a determiner opening the place a noun B is used from ("3 wood | off the first tee"),
    no verb before it to take "off" as its particle ("… or take it off the …")?"""
    return right[k].low == "off" and k + 1 < len(right) and right[k + 1].low in DETERMINERS \
        and not any(is_verb(t, initial=j == 0) for j, t in enumerate(right[:k]))


def repeated_preposition(a: list[Token], right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side A's one preposition written again right after a B of A's length that has it at A's
    place ("15 PSI for 90 minutes" / "15 PSI for 2.5 hours | for rye berries")? B's phrase answers A's, and the
    second one is said of both (what both are for)."""
    if k != len(a) or k + 1 >= len(right) or right[k].low not in PREPOSITIONS:
        return False
    at = [j for j, t in enumerate(a) if t.low == right[k].low]
    return len(at) == 1 and 0 < at[0] < k - 1 and right[at[0]].low == right[k].low \
        and sum(t.low == right[k].low for t in right[:k]) == 1
