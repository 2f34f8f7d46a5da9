"""Two options each with its own time, the first ending with "now" or "today": "pay $200 now or $250 | in six
months", "take the job now or | in a year", "€350k now or €400k | in Q3 2027", "… | by Q1", "… | in 2028". B keeps
its time phrase (a cut left "$250" against "$200 now"), and a B that is only a time phrase makes the two times the
options ("now" / "in a year"). A B opening with a verb keeps the time it is done at or waits until, to the end of its
clause ("ER vet now or wait for our vet | at 8am", "… now or wait | until Dad's dementia progresses"): set against
A's "now", the time is B's own."""

from __future__ import annotations

import re
from collections.abc import Callable

from warrantguard.guard.question.forms.end.amounts._priced_terms import priced_terms
from warrantguard.guard.question.words import (
    MONTHS,
    OWN_TIMES,
    TIME_LEADS,
    TIME_NOUNS,
    Around,
    Token,
    clause,
    clock_time,
    gerund_word,
    is_verb,
)

__all__ = ["timed_pair"]

_NOW = OWN_TIMES | frozenset({"later", "soon"})
_TIME_OPENERS = frozenset({"in", "within", "after", "next", "later", "tomorrow", "this", "by"})
_CLAUSE_TIMES = frozenset({"after", "before", "once", "when", "until", "till"})  # a time told by a clause
_TIME_FILLERS = frozenset({"a", "an", "the", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                           "ten", "twelve", "few", "couple", "of", "more", "another", "next", "this"})
_TIME_ENDS = TIME_NOUNS | MONTHS | frozenset({"later", "tomorrow"})  # "… | in August"
_BOUND = 6  # words a time phrase may take
# A calendar label: a year ("2027"), a quarter or half ("Q3", "H2"), a fiscal year ("FY2027", "FY27"), "Q3" and
# the year written together ("Q3-2027", "3Q27") as one word.
_YEAR = re.compile(r"(?:19|20)\d\d")
_CALENDAR = re.compile(r"(?:(?:19|20)\d\d|[qh][1-4](?:[-/]?(?:19|20)?\d\d)?|[1-4]q\d\d|fy(?:19|20)?\d\d)[?.!,]?")
_DASHES = frozenset({"—", "–", "-", "--"})


def timed_pair(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """``a`` and ``b`` with B's own time phrase restored, or the two times when B is only one; else unchanged."""
    if not a or not b or a[-1].low not in _NOW:
        return a, b
    if b[0].low in _CLAUSE_TIMES and len(a) > 1 and (whole := _clause_time(b, around)):
        return a[-1:], whole  # "tell my landlord about the leak | now or | after I fix it myself": the two times
    if b[0].low in _TIME_OPENERS:
        phrase = _time_phrase([b[0], *_after(b[0], around)])
        return (a[-1:], phrase) if phrase and len(a) > 1 else (a, b)  # "take the job | now or | in a year"
    phrase = _time_phrase(_after(b[-1], around)) or _verb_time(b, around) \
        or priced_terms(a, b, _after(b[-1], around), _time_phrase)  # "… or $170/cwt | at 750 lbs in Jan"
    return (a, b + phrase) if phrase else (a, b)  # "$200 now or $250 | in six months"


def _clause_time(b: list[Token], around: Around) -> list[Token]:
    """B "after" / "once" / "when" … and a clause, to the end of its clause ("once the baby | is born"), or []."""
    rest = _after(b[-1], around)
    end = next((k + 1 for k, t in enumerate(rest) if t.text.endswith((",", ";", ":", "?", "!", "."))), len(rest))
    whole = b + rest[:end]
    if (len(rest) == _BOUND and around.next(rest[-1]) is not None) or len(whole) < 3 or not clause(whole[1:]):
        return []
    return whole


def _verb_time(b: list[Token], around: Around) -> list[Token]:
    """The rest of B's clause when B opens with a verb and the rest is its time: a clock time after "at" ("wait for
    our vet | at 8am"), or after a verb of waiting what "until" names ("wait | until Dad's dementia progresses") or
    a clause after "before" / "after"; after any verb, a clause after "when" / "once" ("just point it out | when we
    return it"), the time set against A's "now"; else []."""
    rest = _after(b[-1], around)
    end = next((k + 1 for k, t in enumerate(rest) if t.text.endswith((",", ";", ":", "?", "!", "."))), len(rest))
    rest = rest[:end]
    if not rest or (len(rest) == _BOUND and around.next(rest[-1]) is not None):
        return []
    verb = _verb_first(b, is_verb)
    at_clock = verb and len(rest) == 2 and rest[0].low == "at" and clock_time(rest[1])
    waited = verb and len(rest) > 1 and _waiting(b) and (rest[0].low in ("until", "till") or (
        rest[0].low in ("before", "after") and clause(rest[1:])))
    told = len(rest) > 2 and rest[0].low in _TOLD_TIMES and clause(rest[1:]) and not b[-1].text.endswith(",") \
        and _verb_first(b, lambda t: is_verb(t) or gerund_word(t))
    return rest if at_clock or waited or told else []  # "report it now or just point it out | when we return it"


_TOLD_TIMES = frozenset({"when", "once"})  # a clause naming when B is done, set against A's "now"
_FOCUS = frozenset({"just", "only", "simply"})


def _verb_first(b: list[Token], verb: Callable[[Token], bool]) -> bool:
    """Does B open with a verb, or a focus adverb and a verb ("just pointing it out")?"""
    return verb(b[0]) or (len(b) > 1 and b[0].low in _FOCUS and verb(b[1]))


_WAITING = frozenset({"wait", "delay", "postpone"})


def _waiting(b: list[Token]) -> bool:
    """Does B open with a verb of waiting ("wait", "hold off", "hang on"), whose "until" phrase names what B waits
    for (not "hold them | until they vest", a time both options are weighed against)?"""
    two = [t.low for t in b[:2]]
    return two[0] in _WAITING or two in (["hold", "off"], ["hang", "on"], ["put", "off"])


def _after(tok: Token, around: Around) -> list[Token]:
    """Up to ``_BOUND`` words after ``tok`` in its sentence."""
    return around.after(tok, _BOUND)


def _time_phrase(toks: list[Token]) -> list[Token]:
    """The time phrase opening ``toks`` ("in six months", "next year", "later", "in Q3 2027"), or []: an opener,
    numbers or determiners, and a time word or calendar label ending it (a quarter's year after it, too), with
    nothing but the sentence's end, a comma or a dash after it."""
    if not toks or toks[0].low not in _TIME_OPENERS | TIME_LEADS:
        return []
    for k, tok in enumerate(toks):
        if (tok.low in _TIME_ENDS or (k and _CALENDAR.fullmatch(tok.low))) and (k or tok.low in ("later", "tomorrow")):
            if k + 1 < len(toks) and not _YEAR.fullmatch(tok.low) and _YEAR.fullmatch(toks[k + 1].text.rstrip("?.!,")):
                k += 1  # "in Q3 | 2027", "by March | 2028"
            return toks[: k + 1] if _closed(toks, k) else []
        if k and tok.low not in _TIME_FILLERS and not tok.low.isdigit():
            return []
    return []


def _closed(toks: list[Token], k: int) -> bool:
    """Does the time phrase end at ``toks[k]``: the sentence ends, a comma or end mark closes the word, or "to",
    "for" or a dash follows it?"""
    if k + 1 == len(toks) or toks[k].text.endswith((",", "?", "!", ".")):
        return True
    return toks[k + 1].low in ("to", "for") or toks[k + 1].text in _DASHES
