"""A source phrase of an articled B against a named A, each with its own preposition: "with Revolution or with the
drops | from the pet store?"."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.weighed._closing_run import closing_run
from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token

__all__ = ["sourced_b"]

_LONGEST = 5  # the words of the source phrase at most


def sourced_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the "from" phrase running to its sentence's end when both options repeat one preposition, A a name and
    B an articled noun ("with Revolution or with the drops | from the pet store?", "on Frontline or on the collar |
    from the vet?"): a name takes no source of its own, so the source tells B's noun. ``b`` otherwise ("with the
    drops or with Revolution | from the vet": the name's; "with Revolution or the drops | from …": no repeat)."""
    src = around.next(b[-1])
    if len(a) != 2 or len(b) < 3 or a[0].low != b[0].low or a[0].low not in PREPOSITIONS or src is None \
            or src.low != "from" or b[-1].text[-1:] in ",;:.?!)":
        return b
    if not a[1].capitalized or b[1].low not in ARTICLES:
        return b
    run = closing_run(src, around, _LONGEST + 1)  # "from" and the source's words
    return b if run is None else [*b, *run]
