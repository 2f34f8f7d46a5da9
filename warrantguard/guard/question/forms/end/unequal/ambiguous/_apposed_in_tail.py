"""An apposed pair after its question, B an indefinite noun with an "in a …" phrase cut after it, refused: "Which would
you pick for learning to race, the club Lasers or a share | in a Flying Fifteen?" ("a share in a boat": B's own
holding, or where both options are?). The form does not say which (session 51)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Around, Token

__all__ = ["apposed_in_tail_problem"]

_INDEFINITE = frozenset({"a", "an"})


def apposed_in_tail_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B is unclear when A follows a comma and its determiner (a pair apposed to the question), B an indefinite
    article, and "in" and another indefinite article were cut after B ("or a share | in a Flying Fifteen"), or
    None."""
    art_a, art_b, after = around.prev(a[0]), around.prev(b[0]), around.next(b[-1])
    if art_a is None or art_b is None or after is None or art_a.low not in DETERMINERS or art_b.low not in _INDEFINITE:
        return None
    comma = around.prev(art_a)
    inner = around.next(after)
    if comma is None or not comma.text.endswith(",") or after.low != "in" or inner is None \
            or inner.low not in _INDEFINITE:
        return None
    return f"the phrase after B ('in {inner.text} …') may be B's own ('{art_b.text} {b[-1].text} in …') or both's"
