"""B the simpler course, opened by "just" ("… or just comp breakfast | for the VIPs", "… or just get out there |
with an experienced mate"), or a verb phrase closing on its particle ("… or take the train in | from Reading every
day", "… or bring it up | with my supervisor first"): what follows B to the end of its clause, opening with a
preposition, is B's own, for "just" sets B against A whole. Not after a lone verb A ("drive or just fly | to Denver":
the place is both's), nor a time ("for now", "before winter") both options are weighed at; nor a clause of the
asker's own closing it ("… | like the vet said").
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.clauses._just_purpose import just_purpose_problem
from warrantguard.guard.question.forms.end.verbs.clauses._next_clause import next_clause
from warrantguard.guard.question.words import (
    PREPOSITIONS,
    TIME_PREPOSITIONS,
    VERB_CUT_WORDS,
    Around,
    Token,
    is_verb,
)

__all__ = ["just_b"]

_SIMPLER = frozenset({"just", "simply"})
_CLOSING_PARTICLES = frozenset({"in", "out", "off", "up", "there"})  # not "back": "send it back | for revisions"
_OPENERS = PREPOSITIONS | frozenset({"again", "in", "out"})
_STOPS = VERB_CUT_WORDS | frozenset({"and", "or", "but", "which", "that", "who", "as", "because", "vs", "versus"})
_COORDINATORS = frozenset({"and", "or", "but", "vs", "versus"})
_DETERMINERS = frozenset({"a", "an", "the", "my", "our", "your", "his", "her", "their", "some", "any"})
_BOUND = 10  # words B's own phrase may take
_MARKS = (",", ";", ":", "?", "!", ".")


def just_b(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """``a`` and ``b`` with B's own closing phrase restored when B opens with "just" / "simply" or is a verb phrase
    closing on a particle; else unchanged."""
    if len(a) < 2 or len(b) < 2 or not (b[0].low in _SIMPLER or _particled(b)):  # not "drive or just fly | to …"
        return a, b
    rest = _clause_rest(b[-1], around)
    if _noun_pair(a, b, around) and len(rest) > 1 and rest[0].low == "for" and rest[1].low in _DETERMINERS:
        return a, b  # "false lashes or just mascara | for a 10yo's recital": the occasion is both's
    if not rest or rest[0].low not in _OPENERS - TIME_PREPOSITIONS or _words(rest[:2]) == ["for", "now"]:
        return a, b
    just_purpose_problem(a, b, rest, around)  # "a new motherboard or just a BIOS update | to run …": B's, or both's?
    whole = b + rest
    return a, whole[: next_clause(whole) or len(whole)]  # "… in a month | like the first vet said": no option


def _noun_pair(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is B "just" before one bare noun, against a bare A opening on no verb ("false lashes or just mascara", not "a
    down jacket or just layers", "aspirated now or just measured")? Then "just" sets one thing against another, no
    simpler course."""
    before = around.prev(a[0])
    if len(b) != 2 or b[0].low not in _SIMPLER or b[1].low.endswith(("ed", "ing")) or not b[1].low.isalpha():
        return False
    if before is not None and before.low in _DETERMINERS:
        return False
    return not is_verb(b[1], initial=True) and not is_verb(a[0], initial=True)


def _words(toks: list[Token]) -> list[str]:
    return [t.low.rstrip("?.!,") for t in toks]


def _particled(b: list[Token]) -> bool:
    """A verb and its object closing on a particle ("take the train | in", "get out | there")?"""
    return len(b) > 2 and is_verb(b[0], initial=True) and b[-1].low in _CLOSING_PARTICLES


def _clause_rest(tok: Token, around: Around) -> list[Token]:
    """The words after ``tok`` to the end of its clause (a comma, an end mark or a subordinator), or [] when the
    clause runs past ``_BOUND`` words or a coordinator cuts it ("… for someone with one house | and two kids")."""
    run = around.after(tok, _BOUND + 1, ends=_MARKS, stops=_STOPS)
    stopper = around.next(run[-1]) if run else around.next(tok)  # the stop word the clause met, if it met one
    cut = not (run and run[-1].text.endswith(_MARKS)) and stopper is not None and stopper.low in _COORDINATORS
    return [] if len(run) > _BOUND or cut else run
