"""A noun and its place or time opening A's clause, against a B that is no place or time of the same shape ("Reading
helper at a primary school or Citizens Advice volunteer?", "#volunteering: Crisis at Christmas or the local night
shelter?"): B stands against the whole phrase, the noun with its place, not against the place alone. Added for the
hundred-and-fourth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    COPULAS,
    DETERMINERS,
    POSSESSIVES,
    PRONOUNS,
    TIME_NOUNS,
    WH,
    Around,
    Token,
    ing_word,
    is_verb,
    time_word,
)

__all__ = ["headed_place_a", "timed_head_problem"]

_AT = frozenset({"at", "in", "on", "over", "during", "for", "with", "from"})
_HOLIDAYS = frozenset({"christmas", "xmas", "easter", "thanksgiving", "halloween", "hanukkah", "diwali", "eid",
                       "ramadan", "passover", "new"})
_REACH = 3  # words of the noun before the preposition


def headed_place_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its clause's opening noun ("| Reading helper at a primary school or Citizens Advice volunteer"): when
    A was cut to an articled place after a preposition and B is bare, two words or more closing on a lower-case
    noun (no place "at" could take without an article), or A to a lone time ("at | Christmas") against a B with no
    time; else A unchanged."""
    head = _opening_head(a, around)
    if head is None or not b or _timed(b):
        return a
    if _lone_time(a) or (_articled(a, around) and _bare_b(b, around)):
        return [*around.before(a[0])[len(around.before(head[0])) :], *a]
    return a


def timed_head_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a lone time after a preposition ("Volunteer at | Christmas or the local night shelter") against a B with
    no time is unclear: B may stand against the time or the phrase before it (a verb's, not a noun's, so
    :func:`headed_place_a` cannot tell)."""
    if not _lone_time(a) or not b or _timed(b) or _opening_head(a, around) is not None:
        return None
    prep = around.prev(a[0])
    if prep is None or prep.low not in _AT:
        return None
    return f"unclear whether '{b[0].text} …' stands against '{a[0].text}' or against the phrase before it"


def _opening_head(a: list[Token], around: Around) -> list[Token] | None:
    """The noun before A's preposition (and article), opening its clause, one to three words, none a verb, an
    auxiliary, a pronoun or a question word, nor closing on a gerund ("| Reading helper | at a …", "| Crisis | at
    Christmas"; not "| paying | with a …")."""
    back = around.prev(a[0])
    if back is not None and back.low in ARTICLES:
        back = around.prev(back)
    if back is None or back.low not in _AT:
        return None
    head: list[Token] = []
    tok = around.prev(back)
    while tok is not None and len(head) <= _REACH:
        head.insert(0, tok)
        tok = None if around.opens(tok) else around.prev(tok)
    if not head or len(head) > _REACH or not around.opens(head[0]) or ing_word(head[-1].low):
        return None  # not "| paying with a card or …": a gerund's means
    bad = AUX | COPULAS | PRONOUNS | WH | DETERMINERS
    return None if any(t.low in bad or is_verb(t, initial=k == 0) or not t.text[:1].isalpha()
                       for k, t in enumerate(head)) else head


def _lone_time(a: list[Token]) -> bool:
    """Is A one time word ("Christmas", "weekends")?"""
    return len(a) == 1 and (a[0].low in _HOLIDAYS or a[0].low in TIME_NOUNS)


def _timed(b: list[Token]) -> bool:
    """Does B close on a time word ("the new year", "the weekend"; not "the local night | shelter")?"""
    return time_word(b[-1]) or b[-1].low in _HOLIDAYS


def _articled(a: list[Token], around: Around) -> bool:
    """Is A a place after an article and a preposition ("at a | primary school")?"""
    art = around.prev(a[0])
    return art is not None and art.low in ARTICLES


def _bare_b(b: list[Token], around: Around) -> bool:
    """Is B bare, right after the coordinator, two words or more opening on a name and closing on a lower-case noun
    ("or | Citizens Advice volunteer"; not "in a terracotta pot or | glazed ceramic": a material "in" may take)?"""
    last, co = b[-1].text, around.prev(b[0])
    return len(b) > 1 and last.isalpha() and last.islower() and co is not None and co.low in ("or", "vs", "vs.") \
        and b[0].text[:1].isupper() and b[0].low not in DETERMINERS | POSSESSIVES
