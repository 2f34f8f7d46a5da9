"""A noun option B closing on the verb of the predicate both options share ("melatonin or magnesium | works better
for …"): a third-person verb right before "better" / "more" / "less" is the predicate's, not B's."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, FREQUENCIES, VERBS, Around, Token, is_verb

__all__ = ["frequency_end", "verb_before_comparative"]

_DEGREE = COMPARATIVES | frozenset({"more", "less"})


def verb_before_comparative(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without its closing "-s" verb when a comparative follows it ("… or magnesium | works better …?"); ``b``
    unchanged when A is more than a short noun phrase or ends on a verb of its own ("… or it just works | better")."""
    if len(b) < 2 or len(a) > 3 or not (b[-1].low.endswith("s") and b[-1].low[:-1] in VERBS):
        return b
    after = around.next(b[-1])
    if after is None or after.low not in _DEGREE or any(is_verb(t) for t in b[:-1]) or is_verb(a[-1]):
        return b
    return b[:-1]


def frequency_end(a: list[Token], b: list[Token]) -> list[Token]:
    """B without a closing frequency said of both ("the 500 mg or the 1000 mg vitamin C tablet | daily in winter"):
    A has none; ``b`` unchanged when the frequency is all of B's after its first word."""
    if len(b) < 3 or b[-1].low not in FREQUENCIES or any(t.low in FREQUENCIES for t in a):
        return b
    return b[:-1]
