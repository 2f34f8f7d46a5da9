"""A verb of advising and the clause it takes before A ("Would you advise | that I | use her script or write …",
"Do you urge | we | sell or hold?", "Should I recommend to the board | that we | raise … or cut …?"), or the one
advised and "to" ("Would you advise | our employees to | use sit-stand desks or take walking breaks …?", added for the
ninety-ninth held-out part): the clause's subject, or the one advised, is no word of A, which opens at its verb. The
subject may be a possessive's noun phrase before a bare verb ("Would you suggest | my 9 year old | learn go or …",
added for the hundred-and-fifty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, DETERMINERS, POSSESSIVES, Token, is_verb

__all__ = ["advised_clause"]

_ADVISING = frozenset({"advise", "urge", "recommend", "suggest", "propose"})
_SUBJECTS = frozenset({"i", "we", "they", "he", "she"})
_OBJECTS = frozenset({"me", "us", "them", "him", "her"})


def advised_clause(left: list[Token], begin: int) -> int:
    """Where A starts past "advise (that) I" at ``begin`` ("advise that I | use her script", "recommend to the board
    that we | raise …"); ``begin`` unchanged unless A's side opens on a verb of advising, the one advised ("to the
    board"), an optional "that", a subject pronoun and a verb."""
    if begin >= len(left) or left[begin].low not in _ADVISING:
        return begin
    if (to := _advised_to(left, begin + 1)) is not None:
        return to  # "advise our employees to | use …"
    k = _addressee_end(left, begin + 1)
    that = k < len(left) and left[k].low == "that"
    if k > begin + 1 and not that:
        return begin  # "recommend to the board we …": no "that", no clause told apart from the addressee
    k += that
    if k + 1 < len(left) and left[k].low in _SUBJECTS and is_verb(left[k + 1]):
        return k + 1
    return _possessed_subject_verb(left, k) or begin


def _possessed_subject_verb(left: list[Token], k: int) -> int | None:
    """Where the bare verb of an advised clause stands after a possessive's noun phrase at ``k`` ("suggest | my 9
    year old | learn go", "recommend that | our team | adopt Jira"): one to four words, none a verb, then a lower-case
    verb with no "-s" that is no noun too ("learn", not "work", "watch") and a word of A after it; else ``None``."""
    if k >= len(left) or left[k].low not in POSSESSIVES:
        return None
    for j in range(k + 2, min(k + 6, len(left) - 1)):
        if is_verb(left[j]):
            bare = left[j].text.isalpha() and left[j].text.islower() and not left[j].low.endswith("s")
            return j if bare and left[j].low not in AMBIGUOUS else None
    return None


def _addressee_end(left: list[Token], k: int) -> int:
    """Past the one advised after the verb ("recommend | to the board | that …": "to", a determiner and at most two
    more words), or ``k`` when none is."""
    if k + 2 >= len(left) or left[k].low != "to" or left[k + 1].low not in DETERMINERS:
        return k
    end = next((j for j in range(k + 2, min(k + 5, len(left))) if left[j].low == "that"), None)
    return k if end is None else end


def _advised_to(left: list[Token], k: int) -> int | None:
    """Where the verb after the one advised and "to" stands ("advise | our employees to | use …", "urge | them to |
    sell …"): an object pronoun, or a determiner or possessive and one or two words, then "to" and a verb; else
    ``None`` ("advise | to use …": no one advised; "recommend | the 2019 model to | …": no verb after "to")."""
    to: int | None = None
    if k >= len(left):
        return None
    if left[k].low in _OBJECTS:
        to = k + 1
    elif left[k].low in DETERMINERS | POSSESSIVES:
        to = next((j for j in range(k + 2, min(k + 4, len(left))) if left[j].low == "to"), None)
    else:
        return None
    if to is None or to + 1 >= len(left) or left[to].low != "to" or not is_verb(left[to + 1]):
        return None
    return to + 1
