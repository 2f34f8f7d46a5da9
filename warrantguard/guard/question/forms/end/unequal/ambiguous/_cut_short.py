"""Pairs whose cut leaves one side short of its own form, refused: B ending inside its relative clause ("… or an
out-of-network dermatologist who has an opening | next week": the clause B's, or context both share?), and A a
preposition's object against B closing on a place adverb of its own ("buying the waiver at | the desk or an annual
policy online": the two ways are the whole phrases, not "desk")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, PREPOSITIONS, Around, Token

__all__ = ["as_role_against_phrase", "as_role_to_b", "cut_relative_b", "place_against_adverb_b"]

_RELATIVES = frozenset({"who", "whom", "whose"})
_TIMES = frozenset({"next", "this", "last", "tomorrow", "today", "tonight", "soon", "later"})
_PLACE_PREPS = frozenset({"at", "in", "on", "from", "through", "via"})  # not "hire locally or to recruit remotely"
_PLACE_ADVERBS = frozenset({"online", "offline", "abroad", "locally", "overseas", "remotely"})


def cut_relative_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B ending inside a "who" clause its sentence goes on from is unclear ("… or an out-of-network dermatologist
    who has an opening | next week"), or None ("… or a stranger who seems nice?": the clause whole)."""
    k = next((k for k in range(1, len(b) - 1) if b[k].low in _RELATIVES), None)
    if k is None or not a:
        return None
    nxt = around.next(b[-1])
    if nxt is None or around.whole(b[-1]).text.endswith(("?", "!", ".", ",", ";", ":")) or nxt.low not in _TIMES:
        return None  # "kids who do Mathnasium | end up better": the predicate follows, no time of B's clause
    return f"B ends inside its '{b[k].text}' clause ('… {b[-1].text} | {nxt.text} …'): B's own, or said of both?"


def place_against_adverb_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A as a preposition's object after a phrase of its own is unclear when B closes on a place adverb ("buying
    the waiver at | the desk or an annual policy online": "desk" against a whole policy), or None."""
    prep = around.prev(a[0]) if a else None
    prep = around.prev(prep) if prep is not None and prep.low in ARTICLES | POSSESSIVES else prep
    if prep is None or prep.low not in _PLACE_PREPS or len(b) < 2 or b[-1].low.rstrip("?!.") not in _PLACE_ADVERBS \
            or (b[-1].capitalized and b[-2].capitalized):  # "… or QuickBooks Online": a name's word, no place
        return None
    before = around.prev(prep)
    if before is None or around.opens(prep) or before.text.endswith((",", ":", ";")):
        return None
    return f"A is the object of '{prep.text}' but B closes on its own '{b[-1].text}': the whole phrases, or the places?"


def as_role_to_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a "to" phrase with a possessive closing the sentence after "as A or as B" is unclear ("as a standalone
    policy or as an add-on | to our BOP": B's own complement, or where both go?), or None."""
    if not a or not b or not all(_opens_as(side, around) for side in (a, b)):
        return None
    to = around.next(b[-1])
    own = around.next(to) if to is not None and to.low == "to" else None
    if to is None or own is None or own.low not in POSSESSIVES:
        return None
    return f"after B, '{to.text} {own.text} …' may be B's own or both options' (as … or as …)"


def _opens_as(side: list[Token], around: Around) -> bool:
    """Does the option open on "as", itself or just before it past an article ("as | a standalone policy")?"""
    first = side[0] if side[0].low == "as" else around.prev(side[0])
    first = around.prev(first) if first is not None and first.low in ARTICLES else first
    return first is not None and first.low == "as"


def as_role_against_phrase(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a phrase of several words set against B's "as a …" role is unclear ("offer audio description live or as a
    recorded track": "live" against the role, the object both's, or the whole phrase against it?), or None. Not when
    A opens on "as" or on a preposition of its own ("by post or as an attachment")."""
    if len(a) < 2 or len(b) < 3 or b[0].low != "as" or b[1].low not in ARTICLES or _opens_as(a, around):
        return None
    if a[0].low in PREPOSITIONS or not a[-1].low.isalpha():
        return None
    return f"'{a[-1].text}' or all of A set against B's '{b[0].text} {b[1].text} …' role: which words are the options?"
