"""A noun A cut to its figure against a B that names its head only by "one" ("MSc with 90 ECTS or the 120 ECTS
one"): "one" stands for A's head, so A keeps the head and its preposition ("MSc with | 90 ECTS")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, after_label

__all__ = ["one_headed"]

_ENDS = (".", "?", "!", ":", ";", ",")


def one_headed(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the head noun and preposition opening its sentence or following a tag ("| MSc with | 90 ECTS or the 120
    ECTS one", "[TKT-4821] | MSc with …"),
    when B closes on "one" / "ones" after a figure; ``a`` unchanged otherwise ("Should I take | 90 ECTS or …")."""
    if len(b) < 2 or b[-1].low not in ("one", "ones") or not any(t.text[:1].isdigit() for t in b):
        return a
    prep = around.prev(a[0])
    head = around.prev(prep) if prep is not None else None
    if prep is None or head is None or prep.low not in PREPOSITIONS or not head.text.isalpha():
        return a
    before = around.prev(head)
    if before is not None and not before.text.endswith(_ENDS) and not after_label(before):
        return a  # a tag or a label before the head opens its sentence too ("[TKT-4821] | MSc with …")
    return [head, prep, *a]
