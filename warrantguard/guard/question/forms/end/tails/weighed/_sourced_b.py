"""A source phrase of an articled B against a named A, each with its own preposition: "with Revolution or with the
drops | from the pet store?", or a named A and a lower-case articled B with none ("an Omlet Walk In Run or a custom
run | from Solway?")."""

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
    src = around.next(b[-1]) if b else None
    if src is None or src.low != "from" or b[-1].text[-1:] in ",;:.?!)":
        return b
    if not _repeated_preposition(a, b) and not _named_against_articled(a, b, around):
        return b
    run = closing_run(src, around, _LONGEST + 1)  # "from" and the source's words
    return b if run is None else [*b, *run]


def _repeated_preposition(a: list[Token], b: list[Token]) -> bool:
    """Both options open on one preposition, A's a name, B's an articled noun ("with Revolution or with the drops")."""
    return len(a) == 2 and len(b) >= 3 and a[0].low == b[0].low and a[0].low in PREPOSITIONS \
        and a[1].capitalized and b[1].low in ARTICLES


def _named_against_articled(a: list[Token], b: list[Token], around: Around) -> bool:
    """A a name of capitalised words inside the sentence against a lower-case B after "a" / "an" ("an Omlet Walk In
    Run or a custom run | from …"; not "a plastic coop or a wooden one | from Omlet": A names no maker)."""
    before_b = around.prev(b[0])
    if around.uncased or before_b is None or before_b.low not in ("a", "an") or around.prev(a[0]) is None:
        return False
    named = all(t.text[:1].isupper() or t.text[:1].isdigit() for t in a) and any(t.text[1:].islower() for t in a)
    return named and all(t.text.isalpha() and t.text.islower() for t in b)
