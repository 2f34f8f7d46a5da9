"""Option B's own tail where a verb-phrase B was cut too soon: the infinitive a noun of B takes ("give her a chance |
to bring it up first") and a "with" phrase after a B whose A closes on its own adjunct ("retake Algebra 2 over the
summer or move on to Precalc | with a C"), and a date after "just" and a lone verb against a lone verb ("defer or just
start | in September")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.clauses._causative_b import causative_tail
from warrantguard.guard.question.forms.end.verbs.clauses._held_for import held_for
from warrantguard.guard.question.forms.end.verbs.clauses._period_against import period_against
from warrantguard.guard.question.forms.end.verbs.clauses._sequenced_b import sequenced_tail
from warrantguard.guard.question.forms.end.verbs.clauses._trip_origin import trip_tail
from warrantguard.guard.question.words import MONTHS, PREPOSITIONS, TIME_UNITS, Token

__all__ = ["verb_b_tail"]

# Nouns taking an infinitive as their complement ("a chance to explain", "time to heal"): the "to" is theirs, no
# purpose both options share.
_INFINITIVE_NOUNS = frozenset({"chance", "opportunity", "time", "reason", "right", "permission", "room", "space"})
_BARE_INFINITIVE_NOUNS = frozenset({"time", "room"})  # taking it with no determiner: "give it time", "leave room | to
# improvise"
_ARTICLES = frozenset({"a", "an", "the", "some", "more", "another", "enough", "her", "his", "their", "my", "our"})
_CLAUSE_WORDS = frozenset({"or", "and", "but", "so", "because", "if", "when", "since", "instead"})


def verb_b_tail(a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """B as ``right`` whole when its cut tail is B's own: "give her a chance | to bring it up first", "or move on to
    Precalc | with a C" after an A with its own adjunct ("retake Algebra 2 over the summer")."""
    if not b or len(b) >= len(right) or right[: len(b)] != b:
        return b
    tail = right[len(b) :]
    if len(tail) == 1 and tail[0].low in ("once", "twice"):  # "or keep it and wear it | once": a count closing B,
        return right  # no clause of "once" after it
    if len(tail) > 6 or any(t.low in _CLAUSE_WORDS or t.text[-1] in ",;:" for t in tail):
        return b
    if tail[0].low == "to" and _infinitive_noun(b):
        return right
    if tail[0].low in ("with", "without") and len(tail) <= 4 and _own_adjunct(a):
        return right
    if sequenced_tail(a, b, tail):  # "or say yes and leave | after an hour"
        return right
    if causative_tail(b, tail):  # "or let my being there | be the gift"
        return right
    if held_for(b, tail) or period_against(a, tail):  # "… or hold the cash | for 30 more days", "… | in Q3"
        return right
    if trip_tail(b, tail):  # "… or squeeze in a day trip | from Verona": the journey's own place
        return right
    if _dated_start(a, b, tail):
        return right
    return b


def _infinitive_noun(b: list[Token]) -> bool:
    """Does B close on a noun taking an infinitive after a determiner ("give her | a chance", "give it | time", "leave
    | room")?"""
    last = b[-1].low
    return len(b) > 1 and last in _INFINITIVE_NOUNS and (b[-2].low in _ARTICLES or last in _BARE_INFINITIVE_NOUNS)


def _own_adjunct(a: list[Token]) -> bool:
    """Does the verb phrase A close on a prepositional phrase of its own after its object ("retake Algebra 2 | over
    the summer", "take away her phone | for the bad grade")?"""
    return any(a[k].low in PREPOSITIONS and 2 <= len(a) - k <= 4 for k in range(2, len(a) - 1))


def _dated_start(a: list[Token], b: list[Token], tail: list[Token]) -> bool:
    """Is the tail a date closing a B of a focus adverb and a lone verb against a lone verb A ("defer or just start |
    in September", "… or simply enroll | in the fall")? B's own time: what A puts off, B does then."""
    if len(a) != 1 or len(b) != 2 or b[0].low not in ("just", "simply") or tail[0].low not in ("in", "on"):
        return False
    rest = [t.low for t in tail[1:] if t.low != "the"]
    return len(rest) == 1 and rest[0] in MONTHS | TIME_UNITS
