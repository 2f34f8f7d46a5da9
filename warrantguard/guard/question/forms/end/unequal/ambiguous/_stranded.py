"""Pairs whose cut leaves a preposition or a shared word on the wrong side, refused (session 48):

* B ending on a preposition whose object was cut ("or the local route at | around $75k"), or a preposition left
  after B with no object of its own ("someone I've never flown | with for …", "Sentry ADS-B | in — any …"): the
  cut went through a phrase;
* a bare part of the day against A's time phrase ("do my checkride in the morning or afternoon"): B stands against
  "morning", not against all of A;
* a lone number before "to" ("… or 45 | to downwind"): a range, or B's own phrase?
* a sentence opening on a word and a preposition ("Rent at $169/hr wet or $129/hr …", "Route along the coast or
  inland | over …"): the first word may be a lead both share;
* a leadless fragment cut after "at the" ("freelance CFI at the | FBO - or - the club's …"): A's place, or A?
* a phrasal verb B with a purpose ("top off | for a 2 hour leg | with …") cut inside a run of phrases.
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COPULAS,
    DETERMINERS,
    FUNCTION_WORDS,
    PREPOSITIONS,
    SPATIAL_PREPOSITIONS,
    VERBS,
    Around,
    Token,
    is_verb,
)

__all__ = ["stranded_problem"]

_OBJECT_PREPOSITIONS = frozenset({"at", "of", "from", "into", "onto", "via", "per", "with", "for", "to"})
_DAY_PARTS = frozenset({"morning", "afternoon", "evening", "night", "midday", "noon"})
_PLACING = PREPOSITIONS | SPATIAL_PREPOSITIONS | frozenset({"along", "through", "past", "toward", "towards"})
_DASHES = frozenset({"-", "--", "–", "—"})
_PATHS = frozenset({"along", "through", "past", "across", "via", "toward", "towards", "over", "around"})
_PHRASAL_PARTICLES = frozenset({"off", "down", "over", "back", "away"})  # not "sign up | for", "look out | for"


def stranded_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """The first of this module's refusals that the pair meets, or None."""
    return (_stranded_b(b, around) or _day_part_b(a, b) or _number_to_b(a, b, around)
            or _shared_opening(a, b, around) or _fragment_place_a(a, b, around) or _phrasal_purpose_b(a, b, around))


def _bare(tok: Token) -> bool:
    """Is ``tok`` written without punctuation closing it (no comma, dash or mark after the word)?"""
    return tok.text[-1:].isalnum()


def _stranded_b(b: list[Token], around: Around) -> str | None:
    """Why B is cut through a phrase: B ends on a preposition and the sentence goes on ("route at | around …"), or
    the word after B is a preposition with no object ("flown | with for …", "ADS-B | in — …"); or None."""
    after = around.next(b[-1])
    if b[-1].low in _OBJECT_PREPOSITIONS and b[-1].text == b[-1].low and after is not None:
        return f"B ends on a preposition ('{b[-1].text}') whose object was cut ('{after.text} …')"
    if after is None or after.low not in PREPOSITIONS or not _bare(b[-1]):
        return None
    then = around.next(after)
    if then is not None and (then.text in _DASHES or (then.low in _OBJECT_PREPOSITIONS and _bare(after))):
        return f"the preposition after B ('{after.text}') has no object: B's own, or a phrase both share?"
    return None


def _day_part_b(a: list[Token], b: list[Token]) -> str | None:
    """Why a bare part of the day B ("afternoon") is set against A's closing time phrase ("my checkride in the
    morning"), not all of A; or None."""
    if len(a) < 4 or b[0].low not in _DAY_PARTS or a[-1].low not in _DAY_PARTS:
        return None
    if a[-2].low in DETERMINERS and a[-3].low in PREPOSITIONS:
        return f"B ('{b[0].text}') is set against A's time ('{a[-1].text}'), not against all of A"
    return None


def _number_to_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a lone number B against a noun phrase A, followed by "to" and a bare word ("45 | to downwind"), is
    unclear: a range, or B's own phrase; or None (not "12 or 14 | to downtown", "… or 30°C | to save energy")."""
    after = around.next(b[-1])
    if len(b) != 1 or not b[0].low[:1].isdigit() or not _bare(b[0]) or after is None or after.low != "to":
        return None
    then = around.next(after)
    if len(a) > 1 and then is not None and not is_verb(then) and then.low not in DETERMINERS:
        return f"B ('{b[0].text}') runs on into a 'to' phrase: a range, or B's own phrase?"
    return None


def _shared_opening(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A opening its sentence on a word and a preposition ("Rent at $169/hr …", "Route along the coast") may
    hold a lead both share, B matching the preposition's object (a price) or cut before its own phrase; or None."""
    if len(a) < 3 or not around.opens(a[0]) or a[1].low not in _PLACING or a[0].low in FUNCTION_WORDS:
        return None
    if b[0].low in DETERMINERS or a[0].low[:1].isdigit():
        return None
    priced = a[2].text[:1] in "$£€" and b[0].text[:1] == a[2].text[:1]
    after = around.next(b[-1])
    cut_b = len(b) == 1 and a[1].low in _PATHS and after is not None and after.low in _PLACING and _bare(b[0])
    if priced or cut_b:
        return f"A's first words ('{a[0].text} {a[1].text}') may be a lead both share"
    return None


def _fragment_place_a(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A cut after a preposition and an article ("freelance CFI at the | FBO") in a sentence opening on a noun
    phrase with no verb is unclear: the place alone, or the phrase before it too; or None."""
    if not any(t.low == "own" and k and b[k - 1].low.endswith("'s") for k, t in enumerate(b)):
        return None  # "or the club's own instructor": an owner's own set against A's place
    det = around.prev(a[0])
    prep = around.prev(det) if det is not None else None
    if det is None or prep is None or det.low not in DETERMINERS or prep.low not in PREPOSITIONS:
        return None
    run = around.before(prep)[-3:]
    opened = [k for k, t in enumerate(run) if around.opens(t)]
    if not opened or any(t.low in FUNCTION_WORDS | VERBS | COPULAS for t in run[opened[-1]:]):
        return None
    return f"A ('{a[0].text}') may be the place of the phrase before it ('{run[opened[-1]].text} … {prep.text}')"


def _phrasal_purpose_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a phrasal verb B with a "for" phrase ("top off for a 2 hour leg"), cut before a further phrase, may hold
    a purpose both share; or None."""
    if len(b) < 4 or b[1].low not in _PHRASAL_PARTICLES or b[2].low != "for" or any(t.low == "for" for t in a):
        return None
    after = around.next(b[-1])
    if after is None or after.low not in PREPOSITIONS:
        return None
    return f"the purpose in B ('for {b[3].text} …') may be B's own or both's"
