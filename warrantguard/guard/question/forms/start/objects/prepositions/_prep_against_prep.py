"""A bare noun A after a preposition of its own, against a B opening on another preposition ("sew in a zipper | with
a zipper foot or by hand"): the preposition and its article are A's, the two prepositional phrases are the options
(added for the seventy-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    COMPARATIVES,
    DETERMINERS,
    PREPOSITIONS,
    SPATIAL_PREPOSITIONS,
    Around,
    Token,
)

__all__ = ["prep_against_prep"]

_REACH = 8  # words before A in which B's own preposition would make B parallel an earlier phrase
_LEADING = ADVERBS | COMPARATIVES | frozenset({"off"})  # "better off | with …": the lead's preposition
_NOT_OWN = frozenset({"of", "to"})  # "the price of | …", "switch to | …": a head's or the verb's, not a means
_B_OPENINGS = PREPOSITIONS | SPATIAL_PREPOSITIONS  # "in the | front corner or beside the couch" (part 138)


def prep_against_prep(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the preposition (and article) just before it when A holds none and B opens on another preposition
    ("with a | zipper foot" / "by hand", "with | cash" / "by card"); A as it is otherwise ("with a brush or with a
    roller": the same preposition; "the price of | gas or by …": "of" is a head's; "pay by card with | the fee or by
    transfer": B's preposition stands before A, B parallels that phrase; "better off with | a tutor or without one":
    the lead's preposition). B may open on a preposition of place ("in the | front corner" / "beside the couch")."""
    if len(b) < 2 or b[0].low not in _B_OPENINGS or any(t.low in PREPOSITIONS for t in a) or len(a) > 4:
        return a
    before = around.before(a[0])[-_REACH:]
    if b[0].low in {t.low for t in before}:
        return a
    lead = before[-1:] if before and before[-1].low in DETERMINERS else []
    at = len(before) - len(lead) - 1
    if at < 1 or before[at].low not in PREPOSITIONS or before[at].low in _NOT_OWN | {b[0].low} \
            or before[at - 1].low in _LEADING:
        return a
    return [before[at], *lead, *a]
