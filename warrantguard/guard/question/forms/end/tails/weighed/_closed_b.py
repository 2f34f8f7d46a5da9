"""Where noun B closes before a word the walk would read as B's: a time word closing A repeated in B ("chatbot first
vs human first | routing": B's own, as A's is A's; what follows is what both share), and a clause joined to B by "and"
("… in Billing or Technical Support | and reply with the queue name": a verb asking to report back opens a second
request, where "and" and another verb may be B's own: "an unstyled wig and cut it myself"), and a word saying the
thing is to be had ("has the 8 am or the 11 am slot | open tomorrow"): said of both options, as the verb is.

And where it does not: a past participle B against a prepositional A after "be" keeps its own phrase ("be in the
first welcome email or saved | for email 3": the participle's complement, as A's preposition is A's)."""

from __future__ import annotations

from warrantguard.guard.question.words import ANSWER_VERBS, DETERMINERS, PREPOSITIONS, TIME_WORDS, Token

__all__ = ["closed_b", "participle_phrase"]


def closed_b(a: list[Token], right: list[Token], k: int) -> list[Token] | None:
    """B when it closes at word ``k`` of its side ("human first | routing", "Technical Support | and reply with …");
    None when no such close is there."""
    if _mirrored_time(a, right, k):
        return right[: k + 1]
    if _joined_clause(a, right, k) or _availability(a, right, k):
        return right[:k]
    return None


# Words saying a thing can be had, after it: "has the 11 am slot | open", "any rooms | left", "a table | free".
_AVAILABLE = frozenset({"open", "free", "available", "left", "remaining", "unbooked"})


def _availability(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the word at ``k`` of B's side one saying B's noun can be had, closing the side or before a time ("the 11
    am slot | open tomorrow")? Not where A closes on such a word too ("the window shut or the door open"), nor after a
    determiner ("behind a screen or in the open": the word a noun, B's own)."""
    after = right[k + 1].low if k + 1 < len(right) else None
    closing = after is None or after in TIME_WORDS
    return right[k].low in _AVAILABLE and k > 0 and right[k - 1].text.isalpha() and closing \
        and right[k - 1].low not in DETERMINERS \
        and a[-1].low not in _AVAILABLE and a[-1].low not in ("shut", "closed")


def _mirrored_time(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the time word at ``k`` of B's side the word closing A, after B's own words ("chatbot first vs human
    | first | routing …")? Then B ends after it; not after a determiner ("off the first grip": an ordinal)."""
    w = right[k].low
    return w in TIME_WORDS and len(a) > 1 and a[-1].low == w and k > 0 and a[-2].low != w \
        and right[k - 1].text.isalpha() and right[k - 1].low not in TIME_WORDS | DETERMINERS  # not "off the first |
    # grip": an ordinal, no time


def _joined_clause(a: list[Token], right: list[Token], k: int) -> bool:
    """Does "and" at ``k`` of noun B's side open a request to report back ("Technical Support | and reply with the
    queue name", "Legal or Finance | and explain why")? A lower-case verb of answering after it, words after that;
    A holds no "and" of its own."""
    if right[k].low != "and" or k < 1 or k + 2 >= len(right) or any(t.low == "and" for t in a):
        return False
    return right[k + 1].text.islower() and right[k + 1].low in ANSWER_VERBS


def participle_phrase(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the preposition at ``k`` of B's side the phrase of a B opening with a lower-case regular past participle,
    against an A opening with a preposition ("in the first welcome email" / "saved | for email 3", "on the homepage"
    / "moved | to the cart page")? Then it is B's own."""
    verb = right[0].text
    return k == 1 and right[k].low in PREPOSITIONS and len(a) > 1 and a[0].low in PREPOSITIONS \
        and len(verb) > 4 and verb.endswith("ed") and verb.isalpha() and verb.islower()
