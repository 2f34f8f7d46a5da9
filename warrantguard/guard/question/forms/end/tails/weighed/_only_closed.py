"""A phrase closing B when A closes on its own "only": "Positive reinforcement only or balanced training | with a
prong collar?"."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.weighed._closing_run import closing_run
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["only_closed_b"]

_CLOSERS = frozenset({"only", "alone"})
_LONGEST = 6  # the words of B's closing phrase at most


def only_closed_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the prepositional phrase running to its sentence's end when A closes on "only" / "alone" ("Positive
    reinforcement only or balanced training | with a prong collar?", "raw food alone or kibble | with toppers?"):
    A is closed by its own word, so the phrase after B is B's, not one both share. ``b`` otherwise ("kibble or raw
    | with toppers?": no closer on A; "… | with a prong collar for a puppy?": a phrase after the phrase)."""
    prep = around.next(b[-1])
    if len(a) < 2 or a[-1].low not in _CLOSERS or prep is None or prep.low not in PREPOSITIONS \
            or around.whole(b[-1]).text[-1:] in ",;:.?!)":  # "vest plus hat, | in …": the comma closes B
        return b
    run = closing_run(prep, around, _LONGEST)
    return b if run is None else [*b, *run]
